/**
 * The host's background jobs, started in one process of a host: the primary when workers serve the
 * requests, else the single process (docs/decisions/022-workers-and-render-cost.md). A new scheduled job
 * (like the publication schedule) is added here and so runs once per host too; several hosts on one
 * PostgreSQL database each run their own, so a job's work must stay safe to race: the outbox claims each
 * mail with a conditional update, and a purge or a clean-up that finds its work done does nothing.
 */
import type { Logger } from "pino";
import { startUploadCleanup } from "~/http/api/upload-cleanup.server";
import { startRetentionSchedule } from "~/modules/forms/retention.server";
import { startMailWorker } from "~/modules/mail/worker.server";
import { startPublicationSchedule } from "~/modules/content/schedule.server";
import type { Services } from "~/services.server";

export interface BackgroundJobs {
  /** Lets the job in progress finish, then stops. */
  stop(): Promise<void>;
}

export function startBackgroundJobs(services: Services, logger: Logger): BackgroundJobs {
  // Mail leaves through the outbox; expired personal data is purged (privacy policy).
  const mailWorker = startMailWorker(services, { log: (message) => logger.warn(message) });
  const retention = startRetentionSchedule(services.db, { log: (message) => logger.info(message) });
  // Uploads that no record adopted within a day are removed, hourly.
  const uploadCleanup = startUploadCleanup(services, { log: (message) => logger.info(message) });
  // Scheduled items appear and go on their own: the caches are emptied when their time passes.
  const schedule = startPublicationSchedule(services, { log: (message) => logger.info(message) });
  logger.info(
    { pid: process.pid },
    "Background jobs started: outbox, retention, upload clean-up, publication schedule.",
  );
  return {
    async stop() {
      schedule.stop();
      retention.stop();
      uploadCleanup.stop();
      await mailWorker.stop();
    },
  };
}
