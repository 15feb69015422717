/**
 * A local S3-compatible server (s3rver) for the storage tests and the two-instance journey: files in a
 * temporary folder, one empty bucket, s3rver's fixed development credentials.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";

export const S3RVER_CREDENTIALS = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };

export async function startS3Server(options: { port?: number; bucket?: string } = {}) {
  const bucket = options.bucket ?? "tamkine-media";
  const directory = mkdtempSync(path.join(tmpdir(), "tamkine-s3-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: options.port ?? 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const address = await server.run();
  const endpoint = `http://127.0.0.1:${address.port}`;
  return {
    bucket,
    endpoint,
    /** STORAGE_URL for this server, with `prefix` as the bucket's folder when given. */
    storageUrl: (prefix = "") =>
      `s3://${bucket}${prefix ? `/${prefix}` : ""}?endpoint=${encodeURIComponent(endpoint)}&region=us-east-1`,
    env: {
      S3_ACCESS_KEY_ID: S3RVER_CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: S3RVER_CREDENTIALS.secretAccessKey,
    },
    async stop() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
