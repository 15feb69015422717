import type { AddressInfo } from "node:net";
import express from "express";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startS3Server } from "../../../tests/support/s3";
import { tempDir, testDatabases } from "../../../tests/support/databases";
import { mediaHandler } from "../../../server/media";
import { loadConfig } from "~/config/env.server";
import type { Db } from "~/db/client.server";
import { markUsed, removeUnusedUploads, storeImage } from "./upload.server";
import { openStorage, type Storage } from "./storage.server";

describe("uploads in an S3-compatible bucket", () => {
  let s3: Awaited<ReturnType<typeof startS3Server>>;
  let storage: Storage;
  const folder = tempDir();
  const keys = async (of: Storage) => {
    const found: string[] = [];
    for await (const entry of of.list()) found.push(entry.key);
    return found.sort();
  };

  beforeAll(async () => {
    s3 = await startS3Server();
    // Chosen by the environment, as the server does at start.
    const config = loadConfig({ DATA_DIR: folder.dir, STORAGE_URL: s3.storageUrl("site-a"), ...s3.env });
    storage = await openStorage(config);
  });
  afterAll(async () => {
    await s3.stop();
    folder.dispose();
  });

  it("stores, reads, lists and deletes files under the bucket's folder", async () => {
    expect(storage.location).toBe(`s3://${s3.bucket}/site-a`);
    await storage.put("2026/05/a1.pdf", Buffer.from("%PDF-1.7 one"));
    await storage.put("2026/05/b2.zip", Buffer.from("PK two"));
    const object = await storage.get("2026/05/a1.pdf");
    expect(object?.size).toBe(12);
    const chunks: Buffer[] = [];
    for await (const chunk of object!.stream()) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe("%PDF-1.7 one");
    expect(await keys(storage)).toEqual(["2026/05/a1.pdf", "2026/05/b2.zip"]);

    // Another site sharing the bucket under another folder sees none of these files.
    const other = await openStorage(
      loadConfig({ DATA_DIR: folder.dir, STORAGE_URL: s3.storageUrl("site-b"), ...s3.env }),
    );
    expect(await keys(other)).toEqual([]);
    expect(await other.get("2026/05/a1.pdf")).toBeNull();

    await storage.delete("2026/05/a1.pdf");
    await storage.delete("2026/05/a1.pdf");
    expect(await storage.get("2026/05/a1.pdf")).toBeNull();
    await storage.delete("2026/05/b2.zip");
    expect(await keys(storage)).toEqual([]);
    await expect(storage.put("../escape.pdf", Buffer.from("x"))).rejects.toThrow(/Unsafe/);
    expect(await storage.get("../site-b/x.pdf")).toBeNull();
  });

  describe.each(testDatabases().slice(0, 1))("with the upload path on $dialect", (database) => {
    let db: Db;
    let dispose: () => Promise<void>;
    beforeAll(async () => {
      ({ db, dispose } = await database.open());
    });
    afterAll(() => dispose());

    it("keeps an image's variants in the bucket, serves them under /media/, and the clean-up removes orphans", async () => {
      const png = await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#336699" } })
        .png()
        .toBuffer();
      const kept = await storeImage(db, storage, { data: png, originalName: "kept.png" });
      const orphan = await storeImage(db, storage, { data: png, originalName: "orphan.png" });
      await markUsed(db, [kept.url]);
      const keyOf = (url: string) => url.slice("/media/".length);
      const filesOf = (upload: typeof kept) => [
        upload.key,
        ...upload.variants.map((variant) => keyOf(variant.url)),
      ];
      expect(kept.variants.map((variant) => variant.width)).toEqual([1200, 480, 960]);
      expect(await keys(storage)).toEqual([...filesOf(kept), ...filesOf(orphan)].sort());

      const app = express().use("/media", mediaHandler(storage));
      const server = app.listen(0, "127.0.0.1");
      await new Promise((resolve) => server.once("listening", resolve));
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      try {
        const image = await fetch(`${base}${kept.variants[1]!.url}`);
        expect(image.status).toBe(200);
        expect(image.headers.get("content-type")).toBe("image/webp");
        expect((await sharp(Buffer.from(await image.arrayBuffer())).metadata()).width).toBe(480);
        const head = await fetch(`${base}${kept.url}`, { method: "HEAD" });
        expect([head.status, head.headers.get("content-length")]).toEqual([200, String(kept.size)]);
        const missing = await fetch(`${base}/media/2026/01/nothing.png`);
        expect([missing.status, missing.headers.get("content-type")]).toEqual([404, "image/svg+xml"]);
      } finally {
        await new Promise((resolve) => server.close(resolve));
      }

      expect(await removeUnusedUploads(db, storage, -1000)).toBe(1);
      expect(await keys(storage)).toEqual(filesOf(kept).sort());
    });
  });
});
