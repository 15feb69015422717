import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { AppLoadContext } from "react-router";
import { testDatabases } from "../../../tests/support/databases";
import { openTestServices } from "../../../tests/support/services";
import { translatorFor } from "~/i18n/catalogues.server";
import type { Services } from "~/services.server";
import { handleFormPost } from "../../http/forms/api.server";
import { issueFormStamp, MIN_FILL_MS } from "./stamp.server";
import { ADDRESS_LIMIT, EMAIL_LIMIT, submitForm, type SubmitInput } from "./submit.server";

const SECRET = "test-secret-that-is-long-enough-for-the-checks";

describe.each(testDatabases())("visitors' submissions on $dialect", (database) => {
  let services: Services;
  let context: (ip?: string) => AppLoadContext;
  let dispose: () => Promise<void>;
  let ipCounter = 0;
  /** Each test speaks from its own address, so rate limits do not leak between tests. */
  const freshIp = () => `198.51.100.${++ipCounter}`;
  /** And writes from an e-mail address of its own, which has a budget too. */
  let emailCounter = 0;
  const freshEmail = () => `amina.${++emailCounter}@example.org`;
  const fr = translatorFor("fr");
  const translate = (key: string, params?: Record<string, string | number>) =>
    fr(key as Parameters<typeof fr>[0], params);
  const oldStamp = () => issueFormStamp(SECRET, Date.now() - MIN_FILL_MS - 1000);

  const contact = (overrides: Record<string, unknown> = {}) => ({
    name: "Amina Rahmouni",
    email: freshEmail(),
    subject: "Bourses",
    category: "general",
    message: `Bonjour, une question sur les bourses (${Math.random()}).`,
    form_stamp: oldStamp(),
    ...overrides,
  });

  const submit = (input: Partial<SubmitInput> & Pick<SubmitInput, "values">) =>
    submitForm(services, {
      kind: "contact",
      locale: "fr",
      clientIp: freshIp(),
      baseUrl: "https://tamkine.test",
      isStampRequired: true,
      translate,
      ...input,
    });

  const count = async (table: "contact_messages" | "partner_requests" | "community_applications") =>
    Number(
      (
        await services.db.kysely
          .selectFrom(table)
          .select(services.db.kysely.fn.countAll<number>().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    ({ services, context, dispose } = await openTestServices(database, {
      ADMIN_EMAIL: "bureau@tamkine.test",
    }));
  });
  afterAll(() => dispose());
  beforeEach(async () => {
    await services.db.kysely.deleteFrom("outbox").execute();
  });

  it("stores a valid contact message with its language, then queues the two mails", async () => {
    const values = contact({ email: "sara@example.org" });
    const result = await submit({ values, locale: "ar" });
    expect(result.status).toBe("created");
    const id = (result as { id: number }).id;
    const row = await services.db.kysely
      .selectFrom("contact_messages")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: "Amina Rahmouni", email: "sara@example.org", language: "ar" });
    expect(row.fingerprint).toMatch(/^[0-9a-f]{64}$/);

    const mails = await services.db.kysely.selectFrom("outbox").selectAll().orderBy("id").execute();
    expect(mails.map((mail) => [mail.to, mail.kind])).toEqual([
      ["bureau@tamkine.test", "notification:contact"],
      ["sara@example.org", "confirmation:contact"],
    ]);
    expect(mails[0]!.reply_to).toBe("sara@example.org");
    expect(mails[0]!.text).toContain(values.message as string);
    expect(mails[0]!.text).toContain("https://tamkine.test/listeContacts");
    // The sender's confirmation is in Arabic and repeats nothing they typed.
    expect(mails[1]!.subject).toBe("توصلنا بـرسالة اتصال");
    expect(mails[1]!.text).not.toContain(values.message as string);
    expect(mails[1]!.html).toContain('dir="rtl"');
  });

  it("refuses a filled honeypot plainly and stores nothing", async () => {
    const before = await count("contact_messages");
    expect(await submit({ values: contact({ url_homepage: "https://spam.example" }) })).toEqual({
      status: "refused",
    });
    expect(await count("contact_messages")).toBe(before);
    expect(await services.db.kysely.selectFrom("outbox").selectAll().execute()).toHaveLength(0);
  });

  it("refuses a form sent faster than a person can fill it, or without its signed stamp", async () => {
    const before = await count("contact_messages");
    expect(await submit({ values: contact({ form_stamp: issueFormStamp(SECRET) }) })).toEqual({
      status: "refused",
    });
    expect(await submit({ values: contact({ form_stamp: undefined }) })).toEqual({ status: "refused" });
    expect(await submit({ values: contact({ form_stamp: "1700000000000.forged" }) })).toEqual({
      status: "refused",
    });
    expect(await count("contact_messages")).toBe(before);
    // A JSON client of the REST API (§7) sends no stamp and is accepted.
    expect(
      (await submit({ values: contact({ form_stamp: undefined }), isStampRequired: false })).status,
    ).toBe("created");
  });

  it("gives each network address per form a budget a class fits in, and answers how long to wait", async () => {
    const ip = freshIp();
    for (let index = 0; index < ADDRESS_LIMIT.limit; index++) {
      expect((await submit({ values: contact(), clientIp: ip })).status).toBe("created");
    }
    const limited = await submit({ values: contact(), clientIp: ip });
    expect(limited).toMatchObject({ status: "rate_limited", scope: "address" });
    expect((limited as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThan(0);
    // Another address, or another form from the same address, is not affected.
    expect((await submit({ values: contact(), clientIp: freshIp() })).status).toBe("created");
    expect(
      (
        await submit({
          kind: "rejoindre",
          clientIp: ip,
          values: { organisation: "Club", email: "c@example.org", message: "M", form_stamp: oldStamp() },
        })
      ).status,
    ).toBe("created");
  });

  it("gives each e-mail address per form a small budget, from whichever network it writes", async () => {
    const email = freshEmail();
    for (let index = 0; index < EMAIL_LIMIT.limit; index++) {
      expect((await submit({ values: contact({ email }) })).status).toBe("created");
    }
    expect(await submit({ values: contact({ email: email.toUpperCase() }) })).toMatchObject({
      status: "rate_limited",
      scope: "email",
    });
    expect((await submit({ values: contact() })).status).toBe("created");
  });

  it("stores an identical submission repeated within minutes once, even when both arrive together", async () => {
    const values = contact({ message: "Une seule fois, s'il vous plaît." });
    const before = await count("contact_messages");
    const first = await submit({ values });
    const again = await submit({ values: { ...values, name: "  amina   RAHMOUNI " } });
    expect(first.status).toBe("created");
    expect(again).toEqual({ status: "duplicate", id: (first as { id: number }).id });
    const doubleClick = contact({ message: "Double clic" });
    const together = await Promise.all([submit({ values: doubleClick }), submit({ values: doubleClick })]);
    expect(together.map((result) => result.status).sort()).toEqual(["created", "duplicate"]);
    expect(await count("contact_messages")).toBe(before + 2);
    // Only the stored submissions caused mails.
    expect(await services.db.kysely.selectFrom("outbox").selectAll().execute()).toHaveLength(4);
    // A different message from the same person is a new submission.
    expect((await submit({ values: { ...values, message: "Autre chose" } })).status).toBe("created");
  });

  it("stores the consent time with a community registration", async () => {
    const result = await submit({
      kind: "community",
      values: {
        nom: "Bennani",
        prenom: "Sara",
        role: "benevole",
        tel: "+212600000202",
        email: "sara.b@example.org",
        conditions: "on",
        form_stamp: oldStamp(),
      },
    });
    const row = await services.db.kysely
      .selectFrom("community_applications")
      .selectAll()
      .where("id", "=", (result as { id: number }).id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ role: "benevole", conditions: 1 });
    expect(Date.now() - Date.parse(row.conditions_accepted_at!)).toBeLessThan(60_000);
  });

  it("stores a partner's logo through the upload path and marks it used", async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#1a4fa3" } })
      .png()
      .toBuffer();
    const values = {
      last_name: "Alami",
      first_name: "Karim",
      role: "Directeur",
      email: "k.alami@sportequip.example",
      phone: "+212600000303",
      message: "Équiper l'académie U15",
      accept_terms: "on",
      form_stamp: oldStamp(),
    };
    const result = await submit({
      kind: "partners",
      values,
      files: { logo: new File([new Uint8Array(png)], "logo.png", { type: "image/png" }) },
    });
    expect(result.status).toBe("created");
    const row = await services.db.kysely
      .selectFrom("partner_requests")
      .selectAll()
      .where("id", "=", (result as { id: number }).id)
      .executeTakeFirstOrThrow();
    expect(row.logo).toMatch(/^\/media\/\d{4}\/\d{2}\/[0-9a-f]+\.png$/);
    expect(row.accept_terms).toBe(1);
    expect(row.accept_terms_at).toBeTruthy();
    const upload = await services.db.kysely
      .selectFrom("uploads")
      .selectAll()
      .where("key", "=", row.logo!.slice("/media/".length))
      .executeTakeFirstOrThrow();
    expect(upload.is_used).toBe(1);

    const notImage = await submit({
      kind: "partners",
      values: { ...values, message: "Autre" },
      files: { logo: new File([new TextEncoder().encode("not an image")], "logo.png") },
    });
    expect(notImage).toEqual({
      status: "invalid",
      errors: { logo: ["Le fichier doit être une image (JPEG, PNG, WebP, GIF ou AVIF)."] },
    });
    const outsider = await submit({
      kind: "partners",
      values: { ...values, message: "Logo venu d'ailleurs", logo: "https://tracker.example/pixel.png" },
      isStampRequired: false,
    });
    expect(outsider).toMatchObject({ status: "invalid", errors: { logo: expect.any(Array) } });
  });

  describe("POST /api/<kind>/ (handleFormPost)", () => {
    const post = (
      kind: Parameters<typeof handleFormPost>[1],
      body: BodyInit,
      headers: Record<string, string>,
      ip = freshIp(),
    ) =>
      handleFormPost(
        {
          request: new Request(`http://localhost:3000/api/${kind}/`, { method: "POST", headers, body }),
          context: context(ip),
        },
        kind,
      );
    const json = { "Content-Type": "application/json" };

    it("answers 201 with the spec's success text, then 200 for the same submission", async () => {
      const body = JSON.stringify({
        organisation: "Amis de l'école",
        email: "amis@example.org",
        message: "Bonjour",
      });
      const ip = freshIp();
      const created = await post("rejoindre", body, json, ip);
      expect(created.status).toBe(201);
      const answer = (await created.json()) as { id: number; message: string };
      expect(answer.message).toBe("Formulaire envoyé avec succès !");
      const repeated = await post("rejoindre", body, json, ip);
      expect(repeated.status).toBe(200);
      expect(await repeated.json()).toEqual(answer);
    });

    it("answers 400 with translated field errors, in the request's language", async () => {
      const response = await post("community", JSON.stringify({ nom: "X" }), {
        ...json,
        "Accept-Language": "en",
      });
      expect(response.status).toBe(400);
      const body = (await response.json()) as { error: string; errors: Record<string, string[]> };
      expect(body.error).toBe("Please check the form fields.");
      expect(body.errors.prenom).toEqual(["First name is required"]);
      expect(body.errors.conditions).toEqual(["You must accept the terms"]);
    });

    it("answers 400 to malformed JSON and to a bot, 413 to a body over the limit", async () => {
      expect((await post("contact", "{", json)).status).toBe(400);
      const bot = await post(
        "contact",
        JSON.stringify({ ...contact({ form_stamp: undefined }), url_homepage: "x" }),
        json,
      );
      expect(bot.status).toBe(400);
      const huge = await post("contact", JSON.stringify({ message: "x".repeat(1_100_000) }), json);
      expect(huge.status).toBe(413);
      // An HTML form posted to the API carries its stamp like on the page.
      const form = new URLSearchParams({ ...contact({ form_stamp: undefined }) } as Record<string, string>);
      expect(
        (await post("contact", form, { "Content-Type": "application/x-www-form-urlencoded" })).status,
      ).toBe(400);
    });

    it("answers 429 with Retry-After and a translated message", async () => {
      let response: Response | undefined;
      for (let index = 0; index <= EMAIL_LIMIT.limit; index++) {
        response = await post("newsletter", JSON.stringify({ email: "often@example.org" }), {
          ...json,
          "Accept-Language": "en",
        });
      }
      expect(response!.status).toBe(429);
      expect(Number(response!.headers.get("Retry-After"))).toBeGreaterThan(0);
      expect(((await response!.json()) as { error: string }).error).toMatch(
        /^You have already sent several requests with this e-mail address\. Try again in \d+ minutes?\.$/,
      );
    });

    it("subscribes an address once, whatever its case", async () => {
      const first = await post("newsletter", JSON.stringify({ email: "Once@Example.org" }), json);
      const second = await post("newsletter", JSON.stringify({ email: "once@example.org" }), json);
      expect([first.status, second.status]).toEqual([201, 200]);
      expect(((await first.json()) as { message: string }).message).toBe("✓ Merci pour votre inscription !");
      const rows = await services.db.kysely
        .selectFrom("newsletter_subscribers")
        .selectAll()
        .where("email", "=", "once@example.org")
        .execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]!.status).toBe("pending");
    });
  });
});
