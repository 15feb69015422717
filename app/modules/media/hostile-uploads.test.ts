/**
 * Hostile uploads: every one is refused by content, and nothing lands outside the upload folder.
 * The type is decided by the bytes, never by the name or the declared type.
 */
import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { crc32, deflateSync } from "node:zlib";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases, tempDir } from "../../../tests/support/databases";
import type { Db } from "~/db/client.server";
import { localStorage, type Storage } from "./storage.server";
import { LIMITS, storeDocument, storeImage, UploadError, type UploadErrorCode } from "./upload.server";

function pngChunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A tiny PNG that declares 60000×60000 pixels: a decompression bomb. */
function pngBomb() {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(60_000, 0);
  header.writeUInt32BE(60_000, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", deflateSync(Buffer.alloc(60_001))),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

const filesUnder = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });

interface HostileCase {
  name: string;
  kind: "image" | "document";
  data: () => Buffer | Promise<Buffer>;
  originalName: string;
  expected: UploadErrorCode;
  maxBytes?: number;
}

const validJpeg = () =>
  sharp({ create: { width: 32, height: 32, channels: 3, background: "#ff0000" } })
    .jpeg()
    .toBuffer();

const CASES: HostileCase[] = [
  {
    name: "SVG with a script",
    kind: "image",
    data: () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    originalName: "logo.svg",
    expected: "not_image",
  },
  {
    name: "HTML named .jpg",
    kind: "image",
    data: () => Buffer.from("<!doctype html><script>alert(document.cookie)</script>"),
    originalName: "photo.jpg",
    expected: "not_image",
  },
  {
    name: "HTML as a document",
    kind: "document",
    data: () => Buffer.from("<html><body onload=alert(1)></body></html>"),
    originalName: "rapport.pdf",
    expected: "not_document",
  },
  {
    name: "Windows executable named .png",
    kind: "image",
    data: () => Buffer.concat([Buffer.from("MZ"), Buffer.alloc(200, 0x90)]),
    originalName: "image.png",
    expected: "not_image",
  },
  {
    name: "executable named .pdf",
    kind: "document",
    data: () => Buffer.concat([Buffer.from("MZ"), Buffer.alloc(200, 0x90)]),
    originalName: "document.pdf",
    expected: "not_document",
  },
  {
    name: "PNG decompression bomb",
    kind: "image",
    data: pngBomb,
    originalName: "bomb.png",
    expected: "image_too_large",
  },
  {
    name: "truncated JPEG (header only)",
    kind: "image",
    data: async () => (await validJpeg()).subarray(0, 40),
    originalName: "broken.jpg",
    expected: "not_image",
  },
  {
    name: "JPEG magic followed by garbage",
    kind: "image",
    data: () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(500, 0x41)]),
    originalName: "fake.jpg",
    expected: "not_image",
  },
  {
    name: "empty file",
    kind: "image",
    data: () => Buffer.alloc(0),
    originalName: "empty.png",
    expected: "empty",
  },
  {
    name: "oversized image for an anonymous upload",
    kind: "image",
    data: () => Buffer.alloc(LIMITS.publicImageBytes + 1, 0xff),
    originalName: "huge.jpg",
    maxBytes: LIMITS.publicImageBytes,
    expected: "too_large",
  },
  {
    name: "TIFF (not an accepted image format)",
    kind: "image",
    data: () => Buffer.concat([Buffer.from([0x49, 0x49, 0x2a, 0x00]), Buffer.alloc(100)]),
    originalName: "scan.tiff",
    expected: "not_image",
  },
  {
    name: "PHP script named .gif",
    kind: "image",
    data: () => Buffer.from("<?php system($_GET['c']); ?>"),
    originalName: "shell.php.gif",
    expected: "not_image",
  },
  {
    name: "a valid image uploaded as a document",
    kind: "document",
    data: validJpeg,
    originalName: "cover.pdf",
    expected: "not_document",
  },
  {
    name: "PDF uploaded as an image",
    kind: "image",
    data: () => Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF"),
    originalName: "document.png",
    expected: "not_image",
  },
  {
    name: "oversized document",
    kind: "document",
    data: () => Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(1024 * 1024)]),
    originalName: "big.pdf",
    maxBytes: 1024 * 1024,
    expected: "too_large",
  },
];

describe.each(testDatabases())("hostile uploads on $dialect", (database) => {
  let db: Db;
  let dispose: () => Promise<void>;
  let folder: { dir: string; dispose(): void };
  let storage: Storage;
  beforeAll(async () => {
    ({ db, dispose } = await database.open());
    folder = tempDir();
    storage = localStorage(path.join(folder.dir, "uploads"));
  });
  afterAll(async () => {
    await dispose();
    folder.dispose();
  });

  it.each(CASES)("refuses $name", async (hostile) => {
    const store = hostile.kind === "image" ? storeImage : storeDocument;
    const attempt = store(db, storage, {
      data: await hostile.data(),
      originalName: hostile.originalName,
      maxBytes: hostile.maxBytes,
    });
    await expect(attempt).rejects.toBeInstanceOf(UploadError);
    await expect(attempt).rejects.toMatchObject({ code: hostile.expected });
  });

  it("stored nothing for them, and a valid image lands inside the upload folder under a generated name", async () => {
    const stored = await storeImage(db, storage, {
      data: await validJpeg(),
      originalName: "../../../etc/cron.d/x.jpg",
    });
    expect(stored.key).toMatch(/^\d{4}\/\d{2}\/[a-f0-9]{24}\.jpg$/);
    const files = filesUnder(folder.dir).map((file) => path.relative(folder.dir, file));
    expect(files.every((file) => file.startsWith(`uploads${path.sep}`))).toBe(true);
    expect(files.filter((file) => !file.includes(stored.key.replace(/\.jpg$/, "")))).toEqual([]);
    const rows = await db.kysely.selectFrom("uploads").select("key").execute();
    expect(rows.map((row) => row.key)).toEqual([stored.key]);
  });

  it("strips metadata when re-encoding", async () => {
    const withExif = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#00ff00" } })
      .jpeg()
      .withExif({ IFD0: { Copyright: "secret-author", Artist: "gps-location" } })
      .toBuffer();
    expect(withExif.includes(Buffer.from("secret-author"))).toBe(true);
    const stored = await storeImage(db, storage, { data: withExif });
    const object = await storage.get(stored.key);
    const chunks: Buffer[] = [];
    for await (const chunk of object!.stream()) chunks.push(chunk as Buffer);
    const reencoded = Buffer.concat(chunks);
    expect(reencoded.includes(Buffer.from("secret-author"))).toBe(false);
    expect((await sharp(reencoded).metadata()).exif).toBeUndefined();
  });
});

describe("storage keys", () => {
  it("refuses any key that could escape the folder", async () => {
    const folder = tempDir();
    const storage = localStorage(folder.dir);
    for (const key of ["../x.jpg", "a/../../x.jpg", "/etc/passwd", "a\\..\\x", "A.JPG", "a//b.jpg", ""]) {
      await expect(storage.put(key, Buffer.from("x"))).rejects.toThrow(/Unsafe storage key/);
      expect(await storage.get(key)).toBeNull();
    }
    folder.dispose();
  });
});
