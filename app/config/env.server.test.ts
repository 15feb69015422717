import { existsSync, readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { tempDir } from "../../tests/support/databases";
import { ConfigError, loadConfig, parseEnv } from "./env.server";

describe("configuration", () => {
  const folders: Array<{ dispose(): void }> = [];
  afterEach(() => folders.splice(0).forEach((folder) => folder.dispose()));

  it("applies the documented defaults", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATA_DIR).toBe("./data");
    expect(env.SEED_DEMO).toBe(true);
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it("serves from one worker per core unless WEB_CONCURRENCY says how many", () => {
    const folder = tempDir();
    folders.push(folder);
    expect(loadConfig({ DATA_DIR: folder.dir }).WEB_CONCURRENCY).toBe(availableParallelism());
    expect(loadConfig({ DATA_DIR: folder.dir, WEB_CONCURRENCY: "1" }).WEB_CONCURRENCY).toBe(1);
    expect(() => parseEnv({ WEB_CONCURRENCY: "0" })).toThrow(/WEB_CONCURRENCY: at least 1/);
    expect(() => parseEnv({ WEB_CONCURRENCY: "two" })).toThrow(/WEB_CONCURRENCY/);
  });

  it("takes a blank TRUST_PROXY (as .env.example ships it) as the default, and reads the page cache switch", () => {
    expect(parseEnv({ TRUST_PROXY: "" }).TRUST_PROXY).toBe("loopback");
    expect(parseEnv({ TRUST_PROXY: " 10.0.0.0/8 " }).TRUST_PROXY).toBe("10.0.0.0/8");
    expect(parseEnv({ BUILD_DIR: "" }).BUILD_DIR).toBe("build");
    expect(parseEnv({}).PAGE_CACHE).toBe(true);
    expect(parseEnv({ PAGE_CACHE: "0" }).PAGE_CACHE).toBe(false);
  });

  it("reads SEED_DEMO=0 as starting empty", () => {
    expect(parseEnv({ SEED_DEMO: "0" }).SEED_DEMO).toBe(false);
  });

  it("stops with a message naming every wrong variable", () => {
    expect(() => parseEnv({ PORT: "eighty", DATABASE_URL: "mysql://x", ADMIN_EMAIL: "nope" })).toThrow(
      ConfigError,
    );
    try {
      parseEnv({ PORT: "eighty", DATABASE_URL: "mysql://x" });
    } catch (error) {
      expect((error as Error).message).toMatch(/PORT/);
      expect((error as Error).message).toMatch(/DATABASE_URL: must start with postgres:\/\//);
    }
  });

  it("refuses a short administrator password", () => {
    expect(() => parseEnv({ ADMIN_USERNAME: "root", ADMIN_PASSWORD: "short" })).toThrow(/at least 12/);
  });

  it("generates the session secret once and keeps it in DATA_DIR", () => {
    const folder = tempDir();
    folders.push(folder);
    const first = loadConfig({ DATA_DIR: folder.dir });
    const second = loadConfig({ DATA_DIR: folder.dir });
    expect(first.SESSION_SECRET.length).toBeGreaterThanOrEqual(32);
    expect(second.SESSION_SECRET).toBe(first.SESSION_SECRET);
    expect(readFileSync(path.join(folder.dir, "session-secret"), "utf8").trim()).toBe(first.SESSION_SECRET);
    expect(existsSync(path.join(folder.dir, "uploads"))).toBe(true);
  });

  it("keeps uploads in DATA_DIR by default, in a bucket when STORAGE_URL names one", () => {
    const folder = tempDir();
    folders.push(folder);
    expect(loadConfig({ DATA_DIR: folder.dir }).storage).toEqual({
      driver: "local",
      dir: path.join(folder.dir, "uploads"),
    });
    const minio = "https://s3.example.net:9000";
    expect(
      loadConfig({
        DATA_DIR: folder.dir,
        STORAGE_URL: `s3://tamkine-media/site/uploads?endpoint=${encodeURIComponent(minio)}&region=eu-west-3`,
      }).storage,
    ).toEqual({
      driver: "s3",
      bucket: "tamkine-media",
      prefix: "site/uploads",
      endpoint: minio,
      region: "eu-west-3",
      isPathStyle: true,
    });
    // AWS itself: no endpoint, virtual-hosted addresses, the SDK's usual region variable.
    expect(
      loadConfig({ DATA_DIR: folder.dir, STORAGE_URL: "s3://media.tamkine.org", AWS_REGION: "eu-west-1" })
        .storage,
    ).toEqual({
      driver: "s3",
      bucket: "media.tamkine.org",
      prefix: "",
      endpoint: undefined,
      region: "eu-west-1",
      isPathStyle: false,
    });
  });

  it("stops on a STORAGE_URL it cannot use, or half of the S3 credentials", () => {
    const cases: Array<[string, RegExp]> = [
      ["https://bucket", /STORAGE_URL: must start with s3:\/\//],
      ["s3://Bad_Bucket", /not a bucket name/],
      ["s3://media?endpont=http://localhost:9000", /unknown parameter "endpont"/],
      ["s3://media?endpoint=localhost:9000", /endpoint must be an http/],
      ["s3://key:secret@media", /S3_ACCESS_KEY_ID/],
    ];
    for (const [value, message] of cases)
      expect(() => parseEnv({ STORAGE_URL: value }), value).toThrow(message);
    expect(() => parseEnv({ STORAGE_URL: "s3://media", S3_ACCESS_KEY_ID: "AKIA" })).toThrow(
      /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together/,
    );
  });

  it("prefers SESSION_SECRET from the environment", () => {
    const folder = tempDir();
    folders.push(folder);
    const secret = "x".repeat(40);
    expect(loadConfig({ DATA_DIR: folder.dir, SESSION_SECRET: secret }).SESSION_SECRET).toBe(secret);
    expect(existsSync(path.join(folder.dir, "session-secret"))).toBe(false);
  });
});
