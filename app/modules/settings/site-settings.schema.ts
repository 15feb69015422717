/**
 * The site's public settings (docs/decisions/030-site-settings-and-pages.md): each key once, with the
 * schema that checks what the back office and `PUT /api/settings/` send and what is read back from
 * `site_settings`, and its default. Messages are catalogue keys. Client-safe.
 */
import { z } from "zod";
import { isHttpUrl } from "~/modules/content/fields";
import { isPhoneNumber } from "~/modules/forms/fields";

/** ISO weekdays: 1 is Monday, 7 is Sunday. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** A time of day, 24-hour `HH:MM`. */
export const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;

export interface OpeningRange {
  day: number;
  opens: string;
  closes: string;
}

export interface FooterClaim {
  /** The figure, shown large ("3+ ans"). */
  value: string;
  /** What it counts ("d'engagement"). */
  label: string;
}

export interface MapPosition {
  lat: number;
  lng: number;
}

export const SETTINGS_LIMITS = {
  /** Two ranges a day (morning, afternoon) for every day, and room to spare. */
  openingRanges: 21,
  socialLinks: 10,
  footerClaims: 4,
  address: 300,
  claimValue: 30,
  claimLabel: 60,
} as const;

export const SETTINGS_ERRORS = {
  tooLong: "validation.tooLong",
  required: "validation.required",
  email: "validation.email",
  url: "validation.url",
  phone: "siteSettings.errors.phone",
  weekday: "siteSettings.errors.weekday",
  time: "siteSettings.errors.time",
  closesBeforeOpens: "siteSettings.errors.closesBeforeOpens",
  overlap: "siteSettings.errors.overlap",
  latitude: "siteSettings.errors.latitude",
  longitude: "siteSettings.errors.longitude",
  position: "siteSettings.errors.position",
  list: "siteSettings.errors.list",
  tooMany: "siteSettings.errors.tooMany",
  text: "siteSettings.errors.text",
  unknownField: "siteSettings.errors.unknownField",
  notObject: "siteSettings.errors.notObject",
} as const;

const E = SETTINGS_ERRORS;

const text = (max: number) => z.string({ error: E.text }).trim().max(max, E.tooLong);

const time = z.string({ error: E.time }).trim().regex(TIME_OF_DAY, E.time);

const isRange = (range: { opens: unknown; closes: unknown }) =>
  typeof range.opens === "string" &&
  typeof range.closes === "string" &&
  TIME_OF_DAY.test(range.opens) &&
  TIME_OF_DAY.test(range.closes);

const openingRange = z
  .strictObject(
    {
      day: z.number({ error: E.weekday }).int(E.weekday).min(1, E.weekday).max(7, E.weekday),
      opens: time,
      closes: time,
    },
    { error: E.list },
  )
  // Compared only once both are times: a wrong time is told once, by its own rule.
  .refine((range) => !isRange(range) || range.closes > range.opens, {
    message: E.closesBeforeOpens,
    path: ["closes"],
  });

/** Ranges of one day may follow each other but not overlap; stored by day, then by time. */
const openingHours = z
  .array(openingRange, { error: E.list })
  .max(SETTINGS_LIMITS.openingRanges, E.tooMany)
  .superRefine((ranges, context) => {
    ranges.forEach((range, index) => {
      const clash = ranges.some(
        (other, otherIndex) =>
          otherIndex < index &&
          isRange(other) &&
          isRange(range) &&
          other.day === range.day &&
          other.opens < range.closes &&
          range.opens < other.closes,
      );
      if (clash) context.addIssue({ code: "custom", message: E.overlap, path: [index, "opens"] });
    });
  })
  .transform((ranges) => [...ranges].sort((a, b) => a.day - b.day || a.opens.localeCompare(b.opens)));

const footerClaims = z
  .array(
    z.strictObject(
      {
        value: text(SETTINGS_LIMITS.claimValue).min(1, E.required),
        label: text(SETTINGS_LIMITS.claimLabel),
      },
      { error: E.list },
    ),
    { error: E.list },
  )
  .max(SETTINGS_LIMITS.footerClaims, E.tooMany);

const DEFAULT_CLAIMS = {
  fr: [
    { value: "3+ ans", label: "d'engagement" },
    { value: "100+ joueurs", label: "accompagnés" },
  ],
  en: [
    { value: "3+ years", label: "of commitment" },
    { value: "100+ players", label: "supported" },
  ],
  ar: [
    { value: "+3 سنوات", label: "من الالتزام" },
    { value: "+100 لاعب", label: "تمت مرافقتهم" },
  ],
} satisfies Record<string, FooterClaim[]>;

/** §2 and §9: Monday to Friday, 9h to 18h. */
export const DEFAULT_OPENING_HOURS: OpeningRange[] = [1, 2, 3, 4, 5].map((day) => ({
  day,
  opens: "09:00",
  closes: "18:00",
}));

const setting = <S extends z.ZodType>(schema: S, fallback: z.output<S>) => ({ schema, fallback });

/** Every public setting: what `GET /api/settings/` answers and `PUT` changes. */
export const PUBLIC_SETTINGS = {
  contact_email: setting(
    text(254).refine((value) => value === "" || z.email().safeParse(value).success, E.email),
    "",
  ),
  contact_phone: setting(
    text(30).refine((value) => value === "" || isPhoneNumber(value), E.phone),
    "",
  ),
  address_fr: setting(text(SETTINGS_LIMITS.address), "Centre Tamkine, Casablanca, Maroc"),
  address_en: setting(text(SETTINGS_LIMITS.address), "Tamkine Centre, Casablanca, Morocco"),
  address_ar: setting(text(SETTINGS_LIMITS.address), "مركز تمكين، الدار البيضاء، المغرب"),
  /** Where the map points (WGS 84); null: no position given. */
  map_position: setting(
    z
      .strictObject(
        {
          lat: z.number({ error: E.latitude }).min(-90, E.latitude).max(90, E.latitude),
          lng: z.number({ error: E.longitude }).min(-180, E.longitude).max(180, E.longitude),
        },
        { error: E.position },
      )
      .nullable(),
    null as MapPosition | null,
  ),
  opening_hours: setting(openingHours, DEFAULT_OPENING_HOURS),
  social_links: setting(
    z
      .array(text(500).refine(isHttpUrl, E.url), { error: E.list })
      .max(SETTINGS_LIMITS.socialLinks, E.tooMany),
    [] as string[],
  ),
  footer_claims_fr: setting(footerClaims, DEFAULT_CLAIMS.fr),
  footer_claims_en: setting(footerClaims, DEFAULT_CLAIMS.en),
  footer_claims_ar: setting(footerClaims, DEFAULT_CLAIMS.ar),
};

export type PublicSettingKey = keyof typeof PUBLIC_SETTINGS;
export type PublicSettings = { [K in PublicSettingKey]: z.output<(typeof PUBLIC_SETTINGS)[K]["schema"]> };

export const PUBLIC_SETTING_KEYS = Object.keys(PUBLIC_SETTINGS) as PublicSettingKey[];

export const isPublicSettingKey = (key: string): key is PublicSettingKey =>
  Object.hasOwn(PUBLIC_SETTINGS, key);

/** A change: any of the public settings, each checked by its own rule. */
export const settingsChangeSchema = z
  .object(
    Object.fromEntries(PUBLIC_SETTING_KEYS.map((key) => [key, PUBLIC_SETTINGS[key].schema.optional()])) as {
      [K in PublicSettingKey]: z.ZodOptional<(typeof PUBLIC_SETTINGS)[K]["schema"]>;
    },
  )
  .strip();

export type SettingsChange = Partial<PublicSettings>;

export const defaultSettings = (): PublicSettings =>
  Object.fromEntries(
    PUBLIC_SETTING_KEYS.map((key) => [key, structuredClone(PUBLIC_SETTINGS[key].fallback)]),
  ) as PublicSettings;
