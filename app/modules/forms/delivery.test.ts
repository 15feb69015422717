/**
 * Mails as people receive them, through a real SMTP server in the test process: notifications and
 * confirmations in each language, a mail server that is down at submission time, double opt-in and
 * unsubscribe, and a newsletter issue sent to confirmed subscribers in their own languages.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { AppLoadContext } from "react-router";
import { testDatabases } from "../../../tests/support/databases";
import { openTestServices } from "../../../tests/support/services";
import { SmtpSink, type ReceivedMail } from "../../../tests/support/smtp-sink";
import { LOCALES, type Locale } from "~/i18n/config";
import { translatorFor } from "~/i18n/catalogues.server";
import { deliverDueMail, smtpTransport, type MailTransport } from "~/modules/mail/worker.server";
import type { Services } from "~/services.server";
import { action as confirmAction, loader as confirmLoader } from "~/routes/site/forms/newsletter-confirm";
import { action as unsubscribeAction } from "~/routes/site/forms/newsletter-unsubscribe";
import { handleFormPost } from "../../http/forms/api.server";
import { sendNewsletterIssue } from "./newsletter.server";
import { issueFormStamp, MIN_FILL_MS } from "./stamp.server";
import { submitForm } from "./submit.server";

const ADMIN = "bureau@tamkine.test";
const SECRET = "test-secret-that-is-long-enough-for-the-checks";

describe.each(testDatabases())("mail delivery on $dialect", (database) => {
  let services: Services;
  let context: (ip?: string) => AppLoadContext;
  let dispose: () => Promise<void>;
  let transport: MailTransport;
  let ip = 0;
  const sink = new SmtpSink();

  const deliver = () => deliverDueMail(services, transport);

  const submitContact = (locale: Locale, email: string) => {
    const t = translatorFor(locale);
    return submitForm(services, {
      kind: "contact",
      values: {
        name: `Visiteur ${locale}`,
        email,
        subject: `Question ${locale}`,
        message: `Message en ${locale}`,
        form_stamp: issueFormStamp(SECRET, Date.now() - MIN_FILL_MS - 100),
      },
      locale,
      clientIp: `203.0.113.${++ip}`,
      baseUrl: "https://tamkine.test",
      isStampRequired: true,
      translate: (key, params) => t(key as Parameters<typeof t>[0], params),
    });
  };

  const subscribe = async (email: string, locale: Locale) => {
    const response = await handleFormPost(
      {
        request: new Request("https://tamkine.test/api/newsletter/", {
          method: "POST",
          headers: { "Content-Type": "application/json", "Accept-Language": locale },
          body: JSON.stringify({ email }),
        }),
        context: context(`203.0.113.${++ip}`),
      },
      "newsletter",
    );
    expect(response.status).toBeLessThan(300);
  };

  const linkIn = (mail: ReceivedMail, path: string) => {
    const match = new RegExp(`https://tamkine\\.test${path}\\?token=[A-Za-z0-9_-]+`).exec(mail.text);
    if (!match) throw new Error(`No ${path} link in:\n${mail.text}`);
    return new URL(match[0]);
  };

  const postTo = (url: URL, body: URLSearchParams) =>
    new Request(url, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body,
    });

  beforeAll(async () => {
    ({ services, context, dispose } = await openTestServices(database, {
      ADMIN_EMAIL: ADMIN,
      PUBLIC_URL: "https://tamkine.test",
    }));
    await sink.start();
    transport = smtpTransport(sink.url);
  });
  afterAll(async () => {
    transport.close();
    await sink.stop();
    await dispose();
  });
  beforeEach(() => {
    sink.mails.length = 0;
  });

  it("tells the administrators (reply-to the sender) and confirms to the sender in their language", async () => {
    for (const locale of LOCALES) {
      expect((await submitContact(locale, `sender-${locale}@example.org`)).status).toBe("created");
    }
    await deliver();
    const notifications = sink.to(ADMIN);
    expect(notifications).toHaveLength(3);
    for (const locale of LOCALES) {
      const notification = notifications.find((mail) => mail.text.includes(`Message en ${locale}`));
      expect(notification?.subject).toBe(`Nouvel envoi du site : message de contact (Visiteur ${locale})`);
      expect(notification?.headers.get("reply-to")).toBe(`sender-${locale}@example.org`);
      expect(notification?.text).toContain(`Question ${locale}`);
    }
    const subjects = Object.fromEntries(
      LOCALES.map((locale) => [locale, sink.to(`sender-${locale}@example.org`).map((mail) => mail.subject)]),
    );
    expect(subjects).toEqual({
      fr: ["Nous avons bien reçu votre message de contact"],
      en: ["We have received your contact message"],
      ar: ["توصلنا بـرسالة اتصال"],
    });
    const arabic = sink.to("sender-ar@example.org")[0]!;
    expect(arabic.html).toMatch(/<html lang="ar" dir="rtl">/);
    expect(arabic.text).toContain("من الاثنين إلى الجمعة");
  });

  it("keeps a submission made while the mail server is down and delivers its mails once it is back", async () => {
    const port = sink.port;
    await sink.stop();
    const result = await submitContact("en", "patient@example.org");
    expect(result.status).toBe("created");
    const report = await deliver();
    expect(report).toMatchObject({ sent: 0, retried: 2 });
    const stored = await services.db.kysely
      .selectFrom("contact_messages")
      .select("email")
      .where("id", "=", (result as { id: number }).id)
      .executeTakeFirst();
    expect(stored?.email).toBe("patient@example.org");

    await sink.start(port);
    // The retry is due after the backoff; move the pending mails' time forward instead of waiting.
    await services.db.kysely
      .updateTable("outbox")
      .set({ next_attempt_at: new Date(Date.now() - 1000).toISOString() })
      .where("status", "=", "pending")
      .execute();
    expect(await deliver()).toMatchObject({ sent: 2 });
    expect(sink.to("patient@example.org").map((mail) => mail.subject)).toEqual([
      "We have received your contact message",
    ]);
    expect(sink.to(ADMIN)).toHaveLength(1);
  });

  it("confirms a subscription through the mailed link (double opt-in) and unsubscribes in one click", async () => {
    await subscribe("Lina@Example.org", "en");
    await subscribe("lina@example.org", "en");
    await deliver();
    const [confirmation, ...others] = sink.to("lina@example.org");
    expect(others).toHaveLength(0);
    expect(confirmation!.subject).toBe("Confirm your newsletter subscription");
    const unsubscribeUrl = linkIn(confirmation!, "/newsletter/unsubscribe");
    expect(confirmation!.headers.get("list-unsubscribe")).toBe(`<${unsubscribeUrl.href}>`);
    expect(confirmation!.headers.get("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");

    const confirmUrl = linkIn(confirmation!, "/newsletter/confirm");
    // Opening the link only shows a button: a mail scanner following links confirms nothing.
    const shown = await confirmLoader({
      request: new Request(confirmUrl),
      context: context(),
      params: {},
    } as never);
    expect(shown).toMatchObject({ state: "pending" });
    const statusOf = async () =>
      (await services.db.kysely
        .selectFrom("newsletter_subscribers")
        .select(["status", "confirmed_at", "language"])
        .where("email", "=", "lina@example.org")
        .executeTakeFirst()) ?? null;
    expect(await statusOf()).toMatchObject({ status: "pending", confirmed_at: null, language: "en" });

    await confirmAction({
      request: postTo(confirmUrl, new URLSearchParams({ token: confirmUrl.searchParams.get("token")! })),
      context: context(),
      params: {},
    } as never);
    expect(await statusOf()).toMatchObject({ status: "confirmed", language: "en" });

    // RFC 8058: the mail client POSTs "List-Unsubscribe=One-Click" to the header's link.
    await unsubscribeAction({
      request: postTo(unsubscribeUrl, new URLSearchParams({ "List-Unsubscribe": "One-Click" })),
      context: context(),
      params: {},
    } as never);
    expect(await statusOf()).toBeNull();
  });

  it("sends a newsletter issue to confirmed subscribers only, each in their own language", async () => {
    await services.db.kysely.deleteFrom("newsletter_subscribers").execute();
    const people: Array<[string, Locale]> = [
      ["reader-fr@example.org", "fr"],
      ["reader-en@example.org", "en"],
      ["reader-ar@example.org", "ar"],
    ];
    for (const [email, locale] of people) await subscribe(email, locale);
    await subscribe("still-pending@example.org", "fr");
    await services.db.kysely
      .updateTable("newsletter_subscribers")
      .set({ status: "confirmed", confirmed_at: new Date().toISOString() })
      .where("email", "like", "reader-%")
      .execute();
    await deliver();
    sink.mails.length = 0;

    const issue = await sendNewsletterIssue(services, {
      subject: { fr: "Les nouvelles de juin", en: "News for June", ar: "" },
      body: {
        fr: "Bonjour à tous.\n\nLe tournoi a lieu samedi : https://tamkine.test/actualites",
        en: "Hello everyone.\n\nThe tournament is on Saturday.",
        ar: "مرحبًا بالجميع.\n\nتُقام البطولة يوم السبت.",
      },
      sentBy: "e2e-admin",
      baseUrl: "https://tamkine.test",
    });
    expect(issue.recipients).toBe(3);
    await deliver();

    expect(sink.to("still-pending@example.org")).toHaveLength(0);
    const received = Object.fromEntries(
      people.map(([email, locale]) => [locale, sink.to(email)[0]!]),
    ) as Record<Locale, ReceivedMail>;
    expect(received.fr.subject).toBe("Les nouvelles de juin");
    expect(received.fr.html).toContain('<a href="https://tamkine.test/actualites"');
    expect(received.en.subject).toBe("News for June");
    expect(received.en.text).toContain("The tournament is on Saturday.");
    // An empty translation falls back to French, while the body stays in Arabic.
    expect(received.ar.subject).toBe("Les nouvelles de juin");
    expect(received.ar.text).toContain("تُقام البطولة يوم السبت.");
    expect(received.ar.text).toContain("إلغاء الاشتراك بنقرة واحدة");
    for (const mail of Object.values(received)) {
      expect(mail.headers.get("list-unsubscribe")).toMatch(
        /^<https:\/\/tamkine\.test\/newsletter\/unsubscribe\?token=/,
      );
      expect(mail.headers.get("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    }
    const stored = await services.db.kysely
      .selectFrom("newsletter_issues")
      .selectAll()
      .where("id", "=", issue.id)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ recipient_count: 3, sent_by: "e2e-admin", subject_en: "News for June" });
  });
});
