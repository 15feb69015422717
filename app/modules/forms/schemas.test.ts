import { describe, expect, it } from "vitest";
import { translatorFor } from "~/i18n/catalogues.server";
import { parseWith } from "~/modules/validation/validation";
import { communitySchema } from "./community.schema";
import { contactSchema } from "./contact.schema";
import { joinSchema } from "./join.schema";
import { newsletterSchema } from "./newsletter.schema";
import { partnerSchema } from "./partner.schema";
import { checkFormStamp, issueFormStamp, MIN_FILL_MS } from "./stamp.server";
import { isSpam } from "./submit.server";

const fr = translatorFor("fr");
const translate = (key: string) => fr(key as Parameters<typeof fr>[0]);

describe("contact schema (§5)", () => {
  it("requires name, email, subject and message with the spec's messages", () => {
    const parsed = parseWith(contactSchema, {}, translate);
    expect(parsed).toEqual({
      isValid: false,
      errors: {
        name: ["Le nom est requis"],
        email: ["L’email est requis"],
        subject: ["L’objet est requis"],
        message: ["Le message est requis"],
      },
    });
  });

  it("defaults the category to general, trims, and refuses an unknown category", () => {
    const base = { name: " Amina ", email: "amina@example.org", subject: "Bourse", message: "Bonjour" };
    expect(parseWith(contactSchema, base)).toEqual({
      isValid: true,
      data: { ...base, name: "Amina", category: "general" },
    });
    expect(parseWith(contactSchema, { ...base, category: "billing" })).toMatchObject({
      data: { category: "billing" },
    });
    expect(parseWith(contactSchema, { ...base, category: "spam" }, translate)).toMatchObject({
      errors: { category: ["Choisissez une catégorie de la liste."] },
    });
  });

  it("treats blank text as missing and checks the e-mail", () => {
    const parsed = parseWith(
      contactSchema,
      { name: "   ", email: "pas-une-adresse", subject: "x", message: "y" },
      translate,
    );
    expect(parsed).toMatchObject({
      errors: { name: ["Le nom est requis"], email: ["Saisissez une adresse e-mail valide."] },
    });
  });
});

describe("join-us schema (§5)", () => {
  it("requires organisation, email and message", () => {
    expect(parseWith(joinSchema, {}, translate)).toMatchObject({
      errors: {
        organisation: ["Le nom de l’organisation est requis"],
        email: ["L’email est requis"],
        message: ["Le message est requis"],
      },
    });
    const parsed = parseWith(joinSchema, { organisation: "Amis de l'école", email: "a@b.org", message: "M" });
    expect(parsed.isValid).toBe(true);
    expect(parseWith(joinSchema, { email: "a@b.org", message: "M" }, translate)).toMatchObject({
      errors: { organisation: ["Le nom de l’organisation est requis"] },
    });
  });
});

describe("community schema (§5)", () => {
  const valid = {
    nom: "Alaoui",
    prenom: "Sara",
    role: "joueur",
    tel: "+212 6 00 00 00 00",
    email: "sara@example.org",
    conditions: "on",
  };

  it("accepts the five roles of the first reading and requires the conditions", () => {
    expect(parseWith(communitySchema, valid)).toMatchObject({ isValid: true, data: { conditions: true } });
    for (const role of ["entraineur", "supporter", "benevole", "autre"]) {
      expect(parseWith(communitySchema, { ...valid, role }).isValid).toBe(true);
    }
    expect(parseWith(communitySchema, { ...valid, role: "teacher" }, translate)).toMatchObject({
      errors: { role: ["Le rôle est requis"] },
    });
    const withoutConditions = parseWith(communitySchema, { ...valid, conditions: undefined }, translate);
    expect(withoutConditions).toMatchObject({
      errors: { conditions: ["Vous devez accepter les conditions"] },
    });
    expect(parseWith(communitySchema, { ...valid, conditions: true }).isValid).toBe(true);
    expect(parseWith(communitySchema, { ...valid, conditions: false }).isValid).toBe(false);
  });

  it("requires a phone number that looks like one", () => {
    expect(parseWith(communitySchema, { ...valid, tel: "" }, translate)).toMatchObject({
      errors: { tel: ["Le téléphone est requis"] },
    });
    expect(parseWith(communitySchema, { ...valid, tel: "appelez-moi" }, translate)).toMatchObject({
      errors: { tel: ["Saisissez un numéro de téléphone valide."] },
    });
  });
});

describe("partner schema (§5)", () => {
  const valid = {
    last_name: "Alami",
    first_name: "Karim",
    role: "Directeur",
    email: "k@sportequip.example",
    phone: "0600000000",
    message: "Équiper l'académie",
    accept_terms: true,
  };

  it("names each missing field with its own message, first name as prénom", () => {
    const parsed = parseWith(partnerSchema, {}, translate);
    expect(parsed).toMatchObject({
      errors: {
        first_name: ["Le prénom est requis"],
        last_name: ["Le nom est requis"],
        email: ["L’email est requis"],
        role: ["Le rôle est requis"],
        phone: ["Le téléphone est requis"],
        message: ["Le message est requis"],
        accept_terms: ["Vous devez accepter les conditions"],
      },
    });
  });

  it("keeps organisation and website optional, but a website must be an http(s) address", () => {
    expect(parseWith(partnerSchema, valid)).toMatchObject({
      isValid: true,
      data: { organisation: "", website_url: "" },
    });
    expect(
      parseWith(partnerSchema, { ...valid, website_url: "javascript:alert(1)" }, translate),
    ).toMatchObject({
      errors: { website_url: ["Saisissez une adresse web valide (http:// ou https://)."] },
    });
    expect(parseWith(partnerSchema, { ...valid, website_url: "https://sportequip.example" }).isValid).toBe(
      true,
    );
  });

  it("speaks the visitor's language", () => {
    const ar = translatorFor("ar");
    const parsed = parseWith(partnerSchema, {}, (key) => ar(key as Parameters<typeof ar>[0]));
    expect(parsed).toMatchObject({ errors: { accept_terms: ["يجب أن توافق على الشروط"] } });
  });
});

describe("newsletter schema (§5)", () => {
  it("refuses a blank address and stores addresses in lower case", () => {
    expect(parseWith(newsletterSchema, { email: "   " }, translate)).toMatchObject({
      errors: { email: ["L’email est requis"] },
    });
    expect(parseWith(newsletterSchema, { email: " Amina@Example.ORG " })).toEqual({
      isValid: true,
      data: { email: "amina@example.org" },
    });
  });
});

describe("anti-spam fields", () => {
  const secret = "a-secret-that-is-long-enough-for-hmac-signing";

  it("accepts a signed stamp only after the minimum fill time and before it is stale", () => {
    const now = Date.now();
    const stamp = issueFormStamp(secret, now);
    expect(checkFormStamp(secret, stamp, now + 500)).toBe("too_fast");
    expect(checkFormStamp(secret, stamp, now + MIN_FILL_MS)).toBe("ok");
    expect(checkFormStamp(secret, stamp, now + 25 * 60 * 60 * 1000)).toBe("expired");
    expect(checkFormStamp("another-secret-also-long-enough-for-hmac", stamp, now + MIN_FILL_MS)).toBe(
      "invalid",
    );
    // An older time with the signature of a newer one is a forgery.
    const forged = `${now - 60_000}${stamp.slice(13)}`;
    expect(checkFormStamp(secret, forged, now)).toBe("invalid");
    expect(checkFormStamp(secret, undefined, now)).toBe("missing");
  });

  it("treats a filled honeypot or a missing stamp on an HTML form as a bot", () => {
    const now = Date.now();
    const stamp = issueFormStamp(secret, now - 10_000);
    expect(isSpam({ form_stamp: stamp }, secret, { isStampRequired: true, now })).toBe(false);
    expect(
      isSpam({ form_stamp: stamp, url_homepage: "http://spam" }, secret, { isStampRequired: true, now }),
    ).toBe(true);
    expect(isSpam({}, secret, { isStampRequired: true, now })).toBe(true);
    // JSON clients of §7 send no stamp; the honeypot still counts for them.
    expect(isSpam({}, secret, { isStampRequired: false, now })).toBe(false);
    expect(isSpam({ url_homepage: "x" }, secret, { isStampRequired: false, now })).toBe(true);
  });
});
