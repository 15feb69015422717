/**
 * Uploads in an S3-compatible bucket (AWS S3, MinIO, Ceph, Garage, R2, Scaleway…), so several instances
 * serve the same files without a shared folder (docs/decisions/024-s3-storage.md).
 */
import type { Readable } from "node:stream";
import type { S3Target } from "~/config/env.server";
import { mediaTypeOf } from "./media-types";
import { isSafeKey, type Storage } from "./storage.server";

export async function s3Storage(
  target: S3Target,
  credentials?: { accessKeyId: string; secretAccessKey: string },
): Promise<Storage> {
  // Loaded here rather than at the top: the host bundle would otherwise load the SDK in every process,
  // sites on a local folder included.
  const {
    DeleteObjectCommand,
    GetObjectCommand,
    ListObjectsV2Command,
    PutObjectCommand,
    S3Client,
    S3ServiceException,
  } = await import("@aws-sdk/client-s3");
  const isMissing = (error: unknown) =>
    error instanceof S3ServiceException &&
    (error.name === "NoSuchKey" || error.name === "NotFound" || error.$metadata.httpStatusCode === 404);
  const client = new S3Client({
    region: target.region,
    endpoint: target.endpoint,
    forcePathStyle: target.isPathStyle,
    credentials,
    // Checksums only where the API requires them: many S3-compatible servers refuse the trailing
    // checksums the SDK sends by default since early 2025, and TLS already protects the bytes.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
  });
  const folder = target.prefix ? `${target.prefix}/` : "";
  const objectKey = (key: string) => `${folder}${key}`;
  return {
    location: `s3://${target.bucket}${target.prefix ? `/${target.prefix}` : ""}`,
    async put(key, data) {
      if (!isSafeKey(key)) throw new Error(`Unsafe storage key: ${key}`);
      await client.send(
        new PutObjectCommand({
          Bucket: target.bucket,
          Key: objectKey(key),
          Body: data,
          ContentLength: data.length,
          ContentType: mediaTypeOf(key),
        }),
      );
    },
    async get(key) {
      if (!isSafeKey(key)) return null;
      try {
        const object = await client.send(
          new GetObjectCommand({ Bucket: target.bucket, Key: objectKey(key) }),
        );
        const body = object.Body as Readable | undefined;
        if (!body) return null;
        return {
          size: object.ContentLength ?? 0,
          stream: () => body,
          // An unread body holds its connection until destroyed.
          discard: () => body.destroy(),
        };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      if (!isSafeKey(key)) return;
      // Deleting a missing object succeeds: another instance may have removed it first.
      await client.send(new DeleteObjectCommand({ Bucket: target.bucket, Key: objectKey(key) }));
    },
    async *list() {
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: target.bucket, Prefix: folder, ContinuationToken: token }),
        );
        for (const object of page.Contents ?? []) {
          const key = object.Key?.slice(folder.length) ?? "";
          if (isSafeKey(key)) yield { key, size: object.Size ?? 0 };
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
  };
}
