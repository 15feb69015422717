/**
 * The site's settings (decision 030) on both databases: defaults, the rules of each key with a translated
 * message at the field it concerns, all or nothing (a refused key, or a failure inside the write, leaves
 * every setting as it was), the journal entry, the change feed, who may change them, and the contact
 * details the environment gives a new site.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { testDatabases } from "../../../tests/support/databases";
import type { Db } from "~/db/client.server";
import { translatorFor } from "~/i18n/catalogues.server";
import { listAudit } from "~/modules/audit/audit.server";
import type * as AuditModule from "~/modules/audit/audit.server";
import type { Role } from "~/modules/access/roles";
import {
  getPublicSettings,
  getSiteSetting,
  saveSiteSettings,
  seedSettingsFromConfig,
} from "./site-settings.server";
import { DEFAULT_OPENING_HOURS } from "./site-settings.schema";

/** A failure inside the write's transaction, after the settings were written (the audit entry). */
const failures = vi.hoisted(() => ({ isAuditFailing: false }));
vi.mock("~/modules/audit/audit.server", async (original) => {
  const actual = await original<typeof AuditModule>();
  return {
    ...actual,
    recordAudit: (...args: Parameters<typeof actual.recordAudit>) => {
      if (failures.isAuditFailing) throw new Error("the journal is unavailable");
      return actual.recordAudit(...args);
    },
  };
});

const fr = translatorFor("fr");
const en = translatorFor("en");
const translate = (key: string) => fr(key as Parameters<typeof fr>[0]);
const actor = (role: Role) => ({ actor: { id: 1, username: `${role}-test`, role } });

describe.each(testDatabases())("site settings on $dialect", (database) => {
  let db: Db;
  let dispose: () => Promise<void>;
  let published = 0;
  const services = () => ({ db, changes: { publish: () => void published++ } });
  const save = (input: unknown, writer: Parameters<typeof saveSiteSettings>[1]["writer"] = actor("admin")) =>
    saveSiteSettings(services(), { input, writer, translate });

  beforeAll(async () => {
    ({ db, dispose } = await database.open());
  });
  afterAll(() => dispose());
  beforeEach(async () => {
    await db.kysely.deleteFrom("site_settings").execute();
    await db.kysely.deleteFrom("audit_log").where("resource", "=", "settings").execute();
    published = 0;
  });

  it("reads the defaults of a new site: §2's hours, the footer's claims, no contact details", async () => {
    const settings = await getPublicSettings(db);
    expect(settings.opening_hours).toEqual(DEFAULT_OPENING_HOURS);
    expect(settings.footer_claims_fr).toEqual([
      { value: "3+ ans", label: "d'engagement" },
      { value: "100+ joueurs", label: "accompagnés" },
    ]);
    expect(settings).toMatchObject({
      contact_email: "",
      contact_phone: "",
      map_position: null,
      social_links: [],
    });
  });

  it("sees a change written by another process at once, and shares its values frozen", async () => {
    const first = await getPublicSettings(db);
    expect(Object.isFrozen(first.footer_claims_fr[0])).toBe(true);
    expect((await getPublicSettings(db)).footer_claims_fr).toBe(first.footer_claims_fr);
    // Another worker or host writes the table itself: nothing tells this process.
    await db.kysely
      .insertInto("site_settings")
      .values({ key: "contact_phone", value: JSON.stringify("+212 5 22 00 00 00"), updated_at: "2026-11-28" })
      .execute();
    expect((await getPublicSettings(db)).contact_phone).toBe("+212 5 22 00 00 00");
  });

  it("saves every key sent, in order, journals it and empties the page caches once", async () => {
    const outcome = await save({
      contact_phone: "+212 5 22 11 22 33",
      opening_hours: [
        { day: 6, opens: "10:00", closes: "12:00" },
        { day: 1, opens: "14:00", closes: "18:00" },
        { day: 1, opens: "09:00", closes: "12:00" },
      ],
      social_links: ["https://www.facebook.com/tamkine"],
      map_position: { lat: 33.5731, lng: -7.5898 },
      footer_claims_ar: [{ value: "+4 سنوات", label: "من الالتزام" }],
    });
    expect(outcome.status).toBe("saved");
    const settings = await getPublicSettings(db);
    expect(settings.opening_hours).toEqual([
      { day: 1, opens: "09:00", closes: "12:00" },
      { day: 1, opens: "14:00", closes: "18:00" },
      { day: 6, opens: "10:00", closes: "12:00" },
    ]);
    expect(settings).toMatchObject({
      contact_phone: "+212 5 22 11 22 33",
      contact_email: "",
      map_position: { lat: 33.5731, lng: -7.5898 },
      footer_claims_ar: [{ value: "+4 سنوات", label: "من الالتزام" }],
    });
    // What was not sent keeps its value.
    expect(settings.footer_claims_fr).toHaveLength(2);
    expect(published).toBe(1);
    const [entry] = await listAudit(db, { resource: "settings" });
    expect(entry).toMatchObject({ action: "update", username: "admin-test" });
    expect(entry?.summary).toContain("opening_hours");
  });

  it.each([
    ["an invalid e-mail", { contact_email: "contact@" }, "contact_email", fr("validation.email")],
    ["an invalid phone", { contact_phone: "appelez-nous" }, "contact_phone", fr("siteSettings.errors.phone")],
    [
      "a link that is not a web address",
      { social_links: ["facebook"] },
      "social_links.0",
      fr("validation.url"),
    ],
    [
      "a range that closes before it opens",
      { opening_hours: [{ day: 2, opens: "18:00", closes: "09:00" }] },
      "opening_hours.0.closes",
      fr("siteSettings.errors.closesBeforeOpens"),
    ],
    [
      "a time that is not HH:MM",
      { opening_hours: [{ day: 2, opens: "9h", closes: "18:00" }] },
      "opening_hours.0.opens",
      fr("siteSettings.errors.time"),
    ],
    [
      "an unknown weekday",
      { opening_hours: [{ day: 8, opens: "09:00", closes: "18:00" }] },
      "opening_hours.0.day",
      fr("siteSettings.errors.weekday"),
    ],
    [
      "two ranges of a day that overlap",
      {
        opening_hours: [
          { day: 3, opens: "09:00", closes: "13:00" },
          { day: 3, opens: "12:00", closes: "18:00" },
        ],
      },
      "opening_hours.1.opens",
      fr("siteSettings.errors.overlap"),
    ],
    [
      "a latitude off the globe",
      { map_position: { lat: 95, lng: 0 } },
      "map_position.lat",
      fr("siteSettings.errors.latitude"),
    ],
    [
      "a claim without its figure",
      { footer_claims_fr: [{ value: "", label: "accompagnés" }] },
      "footer_claims_fr.0.value",
      fr("validation.required"),
    ],
    [
      "a key that is not a setting",
      { require_two_factor: true },
      "require_two_factor",
      fr("siteSettings.errors.unknownField"),
    ],
  ])("refuses %s at its field, and saves nothing else sent with it", async (_name, wrong, field, message) => {
    const outcome = await save({ contact_phone: "+212 5 22 99 99 99", ...wrong });
    expect(outcome).toEqual({ status: "invalid", errors: { [field]: [message] } });
    expect(message).not.toMatch(/^(validation|siteSettings)\./);
    expect(await getSiteSetting(db, "contact_phone")).toBe("");
    expect(await getSiteSetting(db, "require_two_factor")).toBe(false);
    expect(await listAudit(db, { resource: "settings" })).toEqual([]);
    expect(published).toBe(0);
  });

  it("refuses in the writer's language, and a body that is not an object", async () => {
    const english = await saveSiteSettings(services(), {
      input: { opening_hours: [{ day: 1, opens: "12:00", closes: "12:00" }] },
      writer: actor("admin"),
      translate: (key) => en(key as Parameters<typeof en>[0]),
    });
    expect(english).toEqual({
      status: "invalid",
      errors: { "opening_hours.0.closes": ["The closing time must come after the opening time."] },
    });
    expect(await save(["contact_phone"])).toEqual({
      status: "invalid",
      errors: { _form: [fr("siteSettings.errors.notObject")] },
    });
  });

  it("leaves every setting as it was when the write fails halfway", async () => {
    await save({ contact_phone: "+212 5 22 00 00 01", contact_email: "avant@tamkine.example" });
    failures.isAuditFailing = true;
    try {
      await expect(
        save({ contact_phone: "+212 6 00 00 00 02", contact_email: "apres@tamkine.example" }),
      ).rejects.toThrow("the journal is unavailable");
    } finally {
      failures.isAuditFailing = false;
    }
    expect(await getPublicSettings(db)).toMatchObject({
      contact_phone: "+212 5 22 00 00 01",
      contact_email: "avant@tamkine.example",
    });
    expect(published).toBe(1);
  });

  it("lets only the administrators' role change them (or a script that names itself)", async () => {
    for (const role of ["editor", "messages"] as const) {
      expect(await save({ contact_phone: "+212 5 22 00 00 03" }, actor(role))).toEqual({
        status: "forbidden",
      });
    }
    expect(await save({ contact_phone: "+212 5 22 00 00 03" }, null)).toEqual({ status: "forbidden" });
    expect(await getSiteSetting(db, "contact_phone")).toBe("");
    expect((await save({ contact_phone: "+212 5 22 00 00 03" }, { asSystem: "import" })).status).toBe(
      "saved",
    );
  });

  it("reads a stored value that no longer fits its rules as the default", async () => {
    await db.kysely
      .insertInto("site_settings")
      .values({ key: "opening_hours", value: '[{"day":9}]', updated_at: new Date().toISOString() })
      .execute();
    expect((await getPublicSettings(db)).opening_hours).toEqual(DEFAULT_OPENING_HOURS);
  });

  it("takes the environment's contact details for a new site only", async () => {
    const config = {
      CONTACT_EMAIL: undefined,
      ADMIN_EMAIL: "admin@tamkine.example",
      CONTACT_PHONE: "+212 5 22 00 00 00",
    };
    await seedSettingsFromConfig(db, config);
    expect(await getPublicSettings(db)).toMatchObject({
      contact_email: "admin@tamkine.example",
      contact_phone: "+212 5 22 00 00 00",
    });
    await save({ contact_phone: "" });
    await seedSettingsFromConfig(db, { ...config, CONTACT_EMAIL: "autre@tamkine.example" });
    expect(await getPublicSettings(db)).toMatchObject({
      contact_email: "admin@tamkine.example",
      contact_phone: "",
    });
  });
});
