import { describe, expect, it } from "vitest";
import { qrPath } from "./qr-code.server";
import { seal, unseal } from "./secret-box.server";
import {
  base32Decode,
  base32Encode,
  generateTotpSecret,
  hotp,
  matchTotp,
  otpauthUri,
  timeStep,
  totp,
  type TotpAlgorithm,
} from "./totp.server";

/** RFC 6238 Appendix B: the seeds are ASCII digits repeated to the hash's block size of key. */
const SEEDS: Record<TotpAlgorithm, Buffer> = {
  sha1: Buffer.from("12345678901234567890"),
  sha256: Buffer.from("12345678901234567890123456789012"),
  sha512: Buffer.from("1234567890123456789012345678901234567890123456789012345678901234"),
};

const RFC6238: Array<[number, Record<TotpAlgorithm, string>]> = [
  [59, { sha1: "94287082", sha256: "46119246", sha512: "90693936" }],
  [1111111109, { sha1: "07081804", sha256: "68084774", sha512: "25091201" }],
  [1111111111, { sha1: "14050471", sha256: "67062674", sha512: "99943326" }],
  [1234567890, { sha1: "89005924", sha256: "91819424", sha512: "93441116" }],
  [2000000000, { sha1: "69279037", sha256: "90698825", sha512: "38618901" }],
  [20000000000, { sha1: "65353130", sha256: "77737706", sha512: "47863826" }],
];

describe("TOTP (RFC 6238) and HOTP (RFC 4226)", () => {
  it.each(RFC6238)("matches the RFC 6238 test vectors at T=%i s", (seconds, expected) => {
    for (const algorithm of ["sha1", "sha256", "sha512"] as const) {
      expect(totp(SEEDS[algorithm], seconds * 1000, { digits: 8, algorithm }), algorithm).toBe(
        expected[algorithm],
      );
    }
  });

  it("matches the RFC 4226 HOTP test vectors (6 digits, SHA-1)", () => {
    const expected = ["755224", "287082", "359152", "969429", "338314", "254676", "287922", "162583"];
    expect(expected.map((_, counter) => hotp(SEEDS.sha1, counter))).toEqual(expected);
  });

  it("uses 30-second steps from the Unix epoch", () => {
    expect(timeStep(0)).toBe(0);
    expect(timeStep(29_999)).toBe(0);
    expect(timeStep(30_000)).toBe(1);
    expect(totp(SEEDS.sha1, 59_000)).toBe("287082");
  });

  it("accepts a code of the current step or one step either side, and nothing further", () => {
    const now = 1_700_000_000_000;
    const step = timeStep(now);
    const at = (offset: number) => hotp(SEEDS.sha1, step + offset);
    expect(matchTotp(SEEDS.sha1, at(0), now)).toBe(step);
    expect(matchTotp(SEEDS.sha1, at(-1), now)).toBe(step - 1);
    expect(matchTotp(SEEDS.sha1, at(1), now)).toBe(step + 1);
    for (const offset of [-3, -2, 2, 3]) {
      if ([at(-1), at(0), at(1)].includes(at(offset))) continue;
      expect(matchTotp(SEEDS.sha1, at(offset), now), `offset ${offset}`).toBeNull();
    }
    expect(matchTotp(SEEDS.sha1, "12345", now)).toBeNull();
    expect(matchTotp(SEEDS.sha1, "abcdef", now)).toBeNull();
    expect(matchTotp(SEEDS.sha1, `${at(0)}0`, now)).toBeNull();
  });
});

describe("base32 secrets and otpauth URIs", () => {
  it("encodes and decodes RFC 4648 base32 (no padding, any case and spacing on input)", () => {
    const vectors: Array<[string, string]> = [
      ["", ""],
      ["f", "MY"],
      ["fo", "MZXQ"],
      ["foo", "MZXW6"],
      ["foob", "MZXW6YQ"],
      ["fooba", "MZXW6YTB"],
      ["foobar", "MZXW6YTBOI"],
    ];
    for (const [plain, encoded] of vectors) {
      expect(base32Encode(Buffer.from(plain))).toBe(encoded);
      expect(base32Decode(encoded).toString()).toBe(plain);
    }
    expect(base32Decode("mzxw 6ytb oi==").toString()).toBe("foobar");
    expect(() => base32Decode("MZXW1")).toThrow();
  });

  it("generates 160-bit secrets, different each time", () => {
    const secret = generateTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Decode(secret)).toHaveLength(20);
    expect(generateTotpSecret()).not.toBe(secret);
  });

  it("writes the Key URI with the issuer in the label and as a parameter", () => {
    const uri = otpauthUri({ secret: "JBSWY3DPEHPK3PXP", issuer: "Fondation Tamkine", account: "amina" });
    expect(uri).toBe(
      "otpauth://totp/Fondation%20Tamkine:amina?secret=JBSWY3DPEHPK3PXP&issuer=Fondation%20Tamkine&algorithm=SHA1&digits=6&period=30",
    );
  });

  it("draws the URI as a QR code: one square per dark module, finder patterns in three corners", () => {
    const { size, d } = qrPath(
      otpauthUri({ secret: generateTotpSecret(), issuer: "Fondation Tamkine", account: "a" }),
    );
    // Version 1 is 21 modules, each version adds 4; a quiet zone of 4 on each side.
    expect((size - 8 - 21) % 4).toBe(0);
    const dark = new Set([...d.matchAll(/M(\d+) (\d+)h1v1h-1z/g)].map((match) => `${match[1]},${match[2]}`));
    expect(dark.size).toBeGreaterThan(100);
    expect(d).toBe([...d.matchAll(/M\d+ \d+h1v1h-1z/g)].map((match) => match[0]).join(""));
    // The quiet zone is light; the three finder patterns are 7×7: dark ring, light ring, dark 3×3 centre.
    expect(
      [...dark].some((cell) => cell.split(",").some((n) => Number(n) < 4 || Number(n) >= size - 4)),
    ).toBe(false);
    for (const [left, top] of [
      [4, 4],
      [size - 11, 4],
      [4, size - 11],
    ] as const) {
      for (let dy = 0; dy < 7; dy++) {
        for (let dx = 0; dx < 7; dx++) {
          const ring = Math.max(Math.abs(dx - 3), Math.abs(dy - 3));
          expect(dark.has(`${left + dx},${top + dy}`), `finder ${left},${top} +${dx},${dy}`).toBe(ring !== 2);
        }
      }
    }
  });
});

describe("sealed secrets (AES-256-GCM, key from SESSION_SECRET by HKDF)", () => {
  const options = { sessionSecret: "s".repeat(40), purpose: "totp-secret", context: "admin:7" };

  it("round-trips, with a fresh IV each time, and never contains the plaintext", () => {
    const first = seal("JBSWY3DPEHPK3PXP", options);
    const second = seal("JBSWY3DPEHPK3PXP", options);
    expect(first).toMatch(/^v1\.[\w-]{16}\.[\w-]+\.[\w-]{22}$/);
    expect(first).not.toBe(second);
    expect(first).not.toContain("JBSWY3DPEHPK3PXP");
    expect(unseal(first, options)).toBe("JBSWY3DPEHPK3PXP");
  });

  it("refuses another key, another administrator, another purpose and any change", () => {
    const sealed = seal("JBSWY3DPEHPK3PXP", options);
    expect(unseal(sealed, { ...options, sessionSecret: "t".repeat(40) })).toBeNull();
    expect(unseal(sealed, { ...options, context: "admin:8" })).toBeNull();
    expect(unseal(sealed, { ...options, purpose: "other" })).toBeNull();
    const [version, iv, ciphertext, tag] = sealed.split(".") as [string, string, string, string];
    const flipped = `${ciphertext.startsWith("A") ? "B" : "A"}${ciphertext.slice(1)}`;
    expect(unseal([version, iv, flipped, tag].join("."), options)).toBeNull();
    expect(unseal([version, iv, ciphertext, tag.slice(0, 10)].join("."), options)).toBeNull();
    expect(unseal([version, iv, ciphertext].join("."), options)).toBeNull();
    expect(unseal("garbage", options)).toBeNull();
  });
});
