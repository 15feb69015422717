import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { testDatabases } from "../../../tests/support/databases";
import { openTestServices } from "../../../tests/support/services";
import { SmtpSink } from "../../../tests/support/smtp-sink";
import type { Services } from "~/services.server";
import { enqueueMail, getOutboxMail, listOutbox, retryOutboxMail } from "./outbox.server";
import {
  backoffMs,
  deliverDueMail,
  MAX_ATTEMPTS,
  smtpTransport,
  startMailWorker,
  type MailTransport,
} from "./worker.server";

const at = (base: number, milliseconds: number) => () => new Date(base + milliseconds);

describe.each(testDatabases())("outbox and SMTP worker on $dialect", (database) => {
  let services: Services;
  let dispose: () => Promise<void>;
  const sink = new SmtpSink();

  beforeAll(async () => {
    ({ services, dispose } = await openTestServices(database, {
      MAIL_FROM: "Tamkine <no-reply@tamkine.test>",
    }));
    await sink.start();
  });
  afterAll(async () => {
    await sink.stop();
    await dispose();
  });
  beforeEach(async () => {
    await services.db.kysely.deleteFrom("outbox").execute();
    sink.mails.length = 0;
  });

  it("sends a queued mail once, with its sender, reply-to and extra headers", async () => {
    const transport = smtpTransport(sink.url);
    const id = await enqueueMail(services.db, {
      to: "amina@example.org",
      subject: "Confirmez votre inscription — été",
      text: "Bonjour,\n\nMerci pour votre inscription.",
      html: "<p>Bonjour,</p><p>Merci pour votre inscription.</p>",
      replyTo: "reponse@example.org",
      headers: { "List-Unsubscribe": "<https://site.test/u?token=x>" },
      kind: "test",
    });
    expect(await deliverDueMail(services, transport)).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(await deliverDueMail(services, transport)).toEqual({ sent: 0, retried: 0, failed: 0 });
    transport.close();

    expect(sink.mails).toHaveLength(1);
    const [mail] = sink.mails;
    expect(mail!.to).toEqual(["amina@example.org"]);
    expect(mail!.from).toBe("no-reply@tamkine.test");
    expect(mail!.subject).toBe("Confirmez votre inscription — été");
    expect(mail!.text).toContain("Merci pour votre inscription.");
    expect(mail!.html).toContain("<p>Merci pour votre inscription.</p>");
    expect(mail!.headers.get("reply-to")).toBe("reponse@example.org");
    expect(mail!.headers.get("list-unsubscribe")).toBe("<https://site.test/u?token=x>");
    const row = await getOutboxMail(services.db, id);
    expect(row).toMatchObject({ status: "sent", attempts: 1, last_error: "" });
    expect(row?.sent_at).toBeTruthy();
  });

  it("keeps a mail while the server is down and delivers it with backoff once it is back", async () => {
    const port = sink.port;
    await sink.stop();
    const transport = smtpTransport(sink.url);
    const id = await enqueueMail(services.db, {
      to: "late@example.org",
      subject: "S",
      text: "T",
      kind: "test",
    });
    const start = Date.now();

    expect(await deliverDueMail(services, transport, { now: at(start, 0) })).toMatchObject({ retried: 1 });
    const waiting = await getOutboxMail(services.db, id);
    expect(waiting).toMatchObject({ status: "pending", attempts: 1 });
    expect(waiting!.last_error).not.toBe("");
    expect(Date.parse(waiting!.next_attempt_at)).toBeGreaterThanOrEqual(start + backoffMs(1));

    await sink.start(port);
    // Not due yet: nothing is tried before the backoff has passed.
    expect(await deliverDueMail(services, transport, { now: at(start, 1000) })).toEqual({
      sent: 0,
      retried: 0,
      failed: 0,
    });
    expect(await deliverDueMail(services, transport, { now: at(start, backoffMs(1) + 1000) })).toMatchObject({
      sent: 1,
    });
    transport.close();
    expect(sink.to("late@example.org")).toHaveLength(1);
    expect(await getOutboxMail(services.db, id)).toMatchObject({ status: "sent", attempts: 2 });
  });

  it("marks a mail failed after the last attempt; an administrator can queue it again", async () => {
    const refusing: MailTransport = {
      send: () => Promise.reject(new Error("550 mailbox unavailable")),
      close: () => {},
    };
    const id = await enqueueMail(services.db, {
      to: "nobody@example.org",
      subject: "S",
      text: "T",
      kind: "test",
    });
    let clock = Date.now();
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      const report = await deliverDueMail(services, refusing, { now: at(clock, 0) });
      expect(report).toEqual(
        attempt < MAX_ATTEMPTS ? { sent: 0, retried: 1, failed: 0 } : { sent: 0, retried: 0, failed: 1 },
      );
      clock += backoffMs(attempt) + 1000;
    }
    expect(await getOutboxMail(services.db, id)).toMatchObject({
      status: "failed",
      attempts: MAX_ATTEMPTS,
      last_error: "550 mailbox unavailable",
    });
    expect(await deliverDueMail(services, refusing, { now: at(clock, 0) })).toMatchObject({ failed: 0 });

    expect(await retryOutboxMail(services.db, id)).toBe(true);
    expect(await retryOutboxMail(services.db, id)).toBe(false);
    const transport = smtpTransport(sink.url);
    expect(await deliverDueMail(services, transport)).toMatchObject({ sent: 1 });
    transport.close();
    expect(sink.to("nobody@example.org")).toHaveLength(1);
  });

  it("never sends a mail twice when two workers run at the same time", async () => {
    for (let index = 0; index < 12; index++) {
      await enqueueMail(services.db, {
        to: `m${index}@example.org`,
        subject: `S${index}`,
        text: "T",
        kind: "test",
      });
    }
    const first = smtpTransport(sink.url);
    const second = smtpTransport(sink.url);
    const reports = await Promise.all([
      deliverDueMail(services, first, { batchSize: 5 }),
      deliverDueMail(services, second, { batchSize: 5 }),
    ]);
    first.close();
    second.close();
    expect(reports[0]!.sent + reports[1]!.sent).toBe(12);
    expect(sink.mails).toHaveLength(12);
    expect(new Set(sink.mails.map((mail) => mail.to[0])).size).toBe(12);
    expect((await listOutbox(services.db, { status: "sent", pageSize: 50 })).length).toBe(12);
  });

  it("refuses line breaks in addresses, subjects and headers", async () => {
    await expect(
      enqueueMail(services.db, {
        to: "a@example.org",
        subject: "Hi\r\nBcc: x@example.org",
        text: "T",
        kind: "t",
      }),
    ).rejects.toThrow();
    await expect(
      enqueueMail(services.db, {
        to: "a@example.org",
        subject: "Hi",
        text: "T",
        headers: { "X-A": "1\n2" },
        kind: "t",
      }),
    ).rejects.toThrow();
  });

  it("runs in the background when a transport is configured, and stops cleanly", async () => {
    const idle = startMailWorker({
      db: services.db,
      config: { MAIL_FROM: "x@example.org", SMTP_URL: undefined },
    });
    await idle.stop();

    await enqueueMail(services.db, { to: "worker@example.org", subject: "S", text: "T", kind: "test" });
    const worker = startMailWorker(
      { db: services.db, config: { MAIL_FROM: "x@example.org", SMTP_URL: sink.url } },
      { intervalMs: 50 },
    );
    await expect.poll(() => sink.to("worker@example.org").length, { timeout: 5000 }).toBe(1);
    await worker.stop();
  });
});
