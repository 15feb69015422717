/**
 * Files sent to POST /api/uploads/ that no record adopted within a day are removed (the partner form
 * and the match form upload first and save afterwards; an abandoned form leaves an orphan). Every
 * instance may run it: removing an already removed upload is harmless.
 */
import { removeUnusedUploads } from "~/modules/media/upload.server";
import type { Services } from "~/services.server";

export const UPLOAD_CLEANUP_INTERVAL_MS = 60 * 60 * 1000;

export function startUploadCleanup(
  services: Pick<Services, "db" | "storage">,
  options: { intervalMs?: number; log?: (message: string) => void } = {},
) {
  const run = () =>
    removeUnusedUploads(services.db, services.storage)
      .then((count) => {
        if (count > 0) options.log?.(`Uploads: ${count} unused file(s) removed.`);
      })
      .catch((error: unknown) => options.log?.(`Upload clean-up failed: ${String(error)}`));
  const first = setTimeout(() => void run(), 90_000);
  const every = setInterval(() => void run(), options.intervalMs ?? UPLOAD_CLEANUP_INTERVAL_MS);
  first.unref();
  every.unref();
  return {
    stop() {
      clearTimeout(first);
      clearInterval(every);
    },
  };
}
