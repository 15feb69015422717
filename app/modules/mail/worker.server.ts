/**
 * Sends what waits in the outbox through SMTP (nodemailer), when SMTP_URL is set. Without it, mails stay
 * in the outbox for administrators to read.
 *
 * Several app instances may run this worker on one database: a mail is sent by whoever claims it first,
 * with a conditional UPDATE that only succeeds if the row is still as it was read (compare-and-set on
 * attempts and next_attempt_at). The claim pushes next_attempt_at forward by a lease, so a worker that dies
 * mid-send lets another one retry after the lease; a failure schedules the next attempt with exponential
 * backoff, and the last allowed failure marks the mail failed (an administrator can retry it).
 */
import type { Transporter } from "nodemailer";
import type { Config } from "~/config/env.server";
import type { Db } from "~/db/client.server";
import { parseHeaders, type OutboxRow } from "./outbox.server";

export const MAX_ATTEMPTS = 8;
/** How long a claimed mail is left alone before another worker may take it over. */
export const LEASE_MS = 2 * 60 * 1000;
const FIRST_RETRY_MS = 30 * 1000;
const LONGEST_RETRY_MS = 6 * 60 * 60 * 1000;

/** 30 s, 1 min, 2 min, 4 min... capped at 6 h: about 2 hours from the first to the eighth attempt. */
export const backoffMs = (attempts: number) =>
  Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_RETRY_MS);

export interface MailMessage {
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  headers: Record<string, string>;
}

export interface MailTransport {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** nodemailer is loaded with the first mail to send: a host whose outbox stays empty does not pay for it. */
export function smtpTransport(url: string): MailTransport {
  let opening: Promise<Transporter> | undefined;
  const open = () =>
    (opening ??= import("nodemailer").then(({ default: nodemailer }) =>
      nodemailer.createTransport({
        url,
        pool: true,
        maxConnections: 2,
        // A slow server must not hold the worker for long; the mail is simply retried later.
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      }),
    ));
  return {
    async send(message) {
      await (await open()).sendMail(message);
    },
    // A transport that never opened (a bad SMTP_URL) has nothing to close; its error went to send().
    close: () =>
      void opening?.then(
        (transporter) => transporter.close(),
        () => undefined,
      ),
  };
}

export interface DeliveryReport {
  sent: number;
  retried: number;
  failed: number;
}

/** Takes the mail for this worker; false if another worker changed the row first. */
async function claim(db: Db, row: OutboxRow, now: Date): Promise<boolean> {
  const result = await db.kysely
    .updateTable("outbox")
    .set({
      attempts: row.attempts + 1,
      next_attempt_at: new Date(now.getTime() + LEASE_MS).toISOString(),
      updated_at: now.toISOString(),
    })
    .where("id", "=", row.id)
    .where("status", "=", "pending")
    .where("attempts", "=", row.attempts)
    .where("next_attempt_at", "=", row.next_attempt_at)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

const describeError = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).replace(/\s+/g, " ").slice(0, 500);

/** Sends every mail that is due, batch after batch, until none is left or the time budget is spent. */
export async function deliverDueMail(
  services: { db: Db; config: Pick<Config, "MAIL_FROM"> },
  transport: MailTransport,
  options: { now?: () => Date; batchSize?: number; budgetMs?: number } = {},
): Promise<DeliveryReport> {
  const { db, config } = services;
  const clock = options.now ?? (() => new Date());
  const started = Date.now();
  const report: DeliveryReport = { sent: 0, retried: 0, failed: 0 };
  for (;;) {
    const now = clock();
    const due = await db.kysely
      .selectFrom("outbox")
      .selectAll()
      .where("status", "=", "pending")
      .where("next_attempt_at", "<=", now.toISOString())
      .orderBy("next_attempt_at")
      .orderBy("id")
      .limit(options.batchSize ?? 20)
      .execute();
    if (due.length === 0) break;
    let claimed = 0;
    for (const row of due) {
      if (!(await claim(db, row, now))) continue;
      claimed += 1;
      const attempts = row.attempts + 1;
      try {
        await transport.send({
          from: config.MAIL_FROM,
          to: row.to,
          subject: row.subject,
          text: row.text,
          ...(row.html ? { html: row.html } : {}),
          ...(row.reply_to ? { replyTo: row.reply_to } : {}),
          headers: parseHeaders(row),
        });
        const at = clock().toISOString();
        await db.kysely
          .updateTable("outbox")
          .set({ status: "sent", sent_at: at, last_error: "", updated_at: at })
          .where("id", "=", row.id)
          .execute();
        report.sent += 1;
      } catch (error) {
        const at = clock();
        const isLastAttempt = attempts >= MAX_ATTEMPTS;
        await db.kysely
          .updateTable("outbox")
          .set({
            status: isLastAttempt ? "failed" : "pending",
            next_attempt_at: new Date(at.getTime() + backoffMs(attempts)).toISOString(),
            last_error: describeError(error),
            updated_at: at.toISOString(),
          })
          .where("id", "=", row.id)
          .execute();
        if (isLastAttempt) report.failed += 1;
        else report.retried += 1;
      }
    }
    if (claimed === 0 || Date.now() - started > (options.budgetMs ?? 30_000)) break;
  }
  return report;
}

export interface MailWorker {
  /** Finishes the round in progress, then stops. */
  stop(): Promise<void>;
}

export function startMailWorker(
  services: { db: Db; config: Pick<Config, "MAIL_FROM" | "SMTP_URL"> },
  options: { intervalMs?: number; log?: (message: string) => void } = {},
): MailWorker {
  const url = services.config.SMTP_URL;
  if (!url) {
    options.log?.("SMTP_URL is not set: mails stay in the outbox (/admin/outbox).");
    return { stop: async () => {} };
  }
  const transport = smtpTransport(url);
  const intervalMs = options.intervalMs ?? 5_000;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let isStopped = false;

  const round = async () => {
    try {
      const report = await deliverDueMail(services, transport);
      if (report.retried || report.failed) {
        options.log?.(
          `Outbox: ${report.sent} sent, ${report.retried} to retry, ${report.failed} failed for good.`,
        );
      }
    } catch (error) {
      // The database may be briefly unavailable; the next tick tries again.
      options.log?.(`Outbox round failed: ${describeError(error)}`);
    }
  };
  const schedule = (delay: number) => {
    if (isStopped) return;
    timer = setTimeout(() => {
      running = round().finally(() => {
        running = undefined;
        schedule(intervalMs);
      });
    }, delay);
    timer.unref();
  };
  schedule(0);

  return {
    async stop() {
      isStopped = true;
      clearTimeout(timer);
      await running;
      transport.close();
    },
  };
}
