/**
 * `GET /api/settings/` and `PUT /api/settings/` (decision 030) on both databases: the public part for
 * anyone, a change of any keys for administrators, bad input refused in the request's language with each
 * field's message and nothing changed. The roles of the PUT are walked by roles.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PUBLIC_SETTING_KEYS } from "~/modules/settings/site-settings.schema";
import { testDatabases } from "../../support/databases";
import { asJson, openApiHarness, type ApiHarness } from "./support";

describe.each(testDatabases())("site settings API on $dialect", (database) => {
  let api: ApiHarness;
  beforeAll(async () => {
    api = await openApiHarness(database);
  });
  afterAll(() => api.dispose());

  const read = async () => asJson(await api.call("GET", "/api/settings/"));

  it("answers the public settings to anyone, with the hours as {day, opens, closes}", async () => {
    const answer = await api.call("GET", "/api/settings/");
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Cache-Control")).toMatch(/^public/);
    const settings = asJson(answer);
    expect(Object.keys(settings).sort()).toEqual([...PUBLIC_SETTING_KEYS].sort());
    expect(settings).not.toHaveProperty("require_two_factor");
    expect(settings.opening_hours).toEqual(
      [1, 2, 3, 4, 5].map((day) => ({ day, opens: "09:00", closes: "18:00" })),
    );
    expect(settings.footer_claims_en).toEqual([
      { value: "3+ years", label: "of commitment" },
      { value: "100+ players", label: "supported" },
    ]);
  });

  it("changes the keys an administrator sends, and only those", async () => {
    const answer = await api.call("PUT", "/api/settings/", {
      token: api.tokens.valid,
      json: {
        contact_email: "bonjour@tamkine.example",
        opening_hours: [
          { day: 6, opens: "10:00", closes: "12:30" },
          { day: 1, opens: "09:00", closes: "17:00" },
        ],
        social_links: ["https://www.instagram.com/tamkine"],
        address_ar: "مركز تمكين، الحي المحمدي، الدار البيضاء",
      },
    });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.headers.get("Cache-Control")).toBe("no-store");
    const settings = await read();
    expect(settings).toEqual(asJson(answer));
    expect(settings).toMatchObject({
      contact_email: "bonjour@tamkine.example",
      opening_hours: [
        { day: 1, opens: "09:00", closes: "17:00" },
        { day: 6, opens: "10:00", closes: "12:30" },
      ],
      social_links: ["https://www.instagram.com/tamkine"],
      address_fr: "Centre Tamkine, Casablanca, Maroc",
      address_ar: "مركز تمكين، الحي المحمدي، الدار البيضاء",
    });
  });

  it("refuses an invalid e-mail, address or time range with each field's message, changing nothing", async () => {
    const before = await read();
    const answer = await api.call("PUT", "/api/settings/?lng=en", {
      token: api.tokens.valid,
      json: {
        contact_phone: "+212 5 22 33 44 55",
        contact_email: "not an address",
        social_links: ["https://facebook.com/tamkine", "ftp://files.example"],
        opening_hours: [
          { day: 2, opens: "14:00", closes: "09:00" },
          { day: 0, opens: "09:00", closes: "10:00" },
          { day: 3, opens: "25:00", closes: "26:00" },
        ],
      },
    });
    expect(answer.status).toBe(400);
    expect(asJson(answer)).toEqual({
      error: expect.any(String),
      errors: {
        contact_email: ["Enter a valid e-mail address."],
        "social_links.1": ["Enter a valid web address (http:// or https://)."],
        "opening_hours.0.closes": ["The closing time must come after the opening time."],
        "opening_hours.1.day": ["Unknown day: give a day from 1 (Monday) to 7 (Sunday)."],
        "opening_hours.2.opens": ["Enter a valid time as HH:MM (for example 09:00)."],
        "opening_hours.2.closes": ["Enter a valid time as HH:MM (for example 09:00)."],
      },
    });
    expect(await read()).toEqual(before);
  });

  it("refuses a key that is not a public setting, and a body that is not an object", async () => {
    const unknown = await api.call("PUT", "/api/settings/", {
      token: api.tokens.valid,
      json: { require_two_factor: true, phone: "+212 5 22 00 00 00" },
    });
    expect(unknown.status).toBe(400);
    expect(asJson(unknown).errors).toEqual({
      require_two_factor: ["Ce paramètre n'existe pas."],
      phone: ["Ce paramètre n'existe pas."],
    });
    const list = await api.call("PUT", "/api/settings/", { token: api.tokens.valid, json: [1, 2] });
    expect(list.status).toBe(400);
    const method = await api.call("POST", "/api/settings/", { token: api.tokens.valid, json: {} });
    expect(method.status).toBe(405);
    expect(method.headers.get("Allow")).toBe("GET, HEAD, PUT");
  });

  it("asks for an account to change anything", async () => {
    const anonymous = await api.call("PUT", "/api/settings/", {
      json: { contact_phone: "+212 5 22 00 00 09" },
    });
    expect(anonymous.status).toBe(401);
    expect((await read()).contact_phone).not.toBe("+212 5 22 00 00 09");
  });
});
