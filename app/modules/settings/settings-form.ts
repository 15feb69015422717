/**
 * The settings screen's form (decision 030): its flat field names, the settings they make, and the way
 * back from the rules' errors (`opening_hours.3.closes`) to the input they belong to. The screen and its
 * action share it; the rules themselves are site-settings.schema.ts', as for the REST API. Client-safe.
 */
import { LOCALES, type Locale } from "~/i18n/config";
import type { FieldErrors } from "~/modules/validation/validation";
import { SETTINGS_LIMITS, WEEKDAYS, type PublicSettings } from "./site-settings.schema";

/** A day's two ranges (a lunch break fits). */
export const RANGES_PER_DAY = [1, 2] as const;
export const CLAIM_ROWS = Array.from({ length: SETTINGS_LIMITS.footerClaims }, (_, index) => index + 1);

export const hoursField = (day: number, range: number, part: "opens" | "closes") =>
  `hours_${day}_${range}_${part}`;
export const socialField = (number: number) => `social_${number}`;
export const claimField = (locale: Locale, number: number, part: "value" | "label") =>
  `claim_${locale}_${number}_${part}`;

export type FormValues = Record<string, string>;

/** The stored settings as the form shows them. */
export function formValuesOf(settings: PublicSettings): FormValues {
  const values: FormValues = {
    contact_email: settings.contact_email,
    contact_phone: settings.contact_phone,
    address_fr: settings.address_fr,
    address_en: settings.address_en,
    address_ar: settings.address_ar,
    map_lat: settings.map_position ? String(settings.map_position.lat) : "",
    map_lng: settings.map_position ? String(settings.map_position.lng) : "",
  };
  for (const day of WEEKDAYS) {
    settings.opening_hours
      .filter((range) => range.day === day)
      .slice(0, RANGES_PER_DAY.length)
      .forEach((range, index) => {
        values[hoursField(day, index + 1, "opens")] = range.opens;
        values[hoursField(day, index + 1, "closes")] = range.closes;
      });
  }
  settings.social_links.forEach((url, index) => (values[socialField(index + 1)] = url));
  for (const locale of LOCALES) {
    settings[`footer_claims_${locale}`].forEach((claim, index) => {
      values[claimField(locale, index + 1, "value")] = claim.value;
      values[claimField(locale, index + 1, "label")] = claim.label;
    });
  }
  return values;
}

/** How many social link inputs to show: those filled, one more to add a link, at least three. */
export const socialRowsFor = (values: FormValues) => {
  let last = 0;
  for (let number = 1; number <= SETTINGS_LIMITS.socialLinks; number++) {
    if ((values[socialField(number)] ?? "").trim() !== "") last = number;
  }
  return Math.min(SETTINGS_LIMITS.socialLinks, Math.max(3, last + 1));
};

/** A coordinate typed with a decimal comma or point; anything else is sent as typed, for its rule to refuse. */
function coordinate(text: string): number | string {
  const normalised = text.trim().replace(",", ".");
  const number = Number(normalised);
  return normalised !== "" && Number.isFinite(number) ? number : text;
}

/**
 * The settings a posted form describes, and which input each item of a list came from. An empty range,
 * link or claim line is left out; a half-filled one is sent, for its rule to say what is missing.
 */
export function settingsFromForm(values: FormValues) {
  const get = (name: string) => (values[name] ?? "").trim();
  const origins: Record<string, string[]> = { opening_hours: [], social_links: [] };
  const openingHours = [];
  for (const day of WEEKDAYS) {
    for (const range of RANGES_PER_DAY) {
      const opens = get(hoursField(day, range, "opens"));
      const closes = get(hoursField(day, range, "closes"));
      if (opens === "" && closes === "") continue;
      openingHours.push({ day, opens, closes });
      origins.opening_hours!.push(`hours_${day}_${range}`);
    }
  }
  const socialLinks = [];
  for (let number = 1; number <= SETTINGS_LIMITS.socialLinks; number++) {
    const url = get(socialField(number));
    if (url === "") continue;
    socialLinks.push(url);
    origins.social_links!.push(socialField(number));
  }
  const claims = Object.fromEntries(
    LOCALES.map((locale) => {
      const key = `footer_claims_${locale}`;
      origins[key] = [];
      const list = [];
      for (const number of CLAIM_ROWS) {
        const value = get(claimField(locale, number, "value"));
        const label = get(claimField(locale, number, "label"));
        if (value === "" && label === "") continue;
        list.push({ value, label });
        origins[key]!.push(`claim_${locale}_${number}`);
      }
      return [key, list];
    }),
  );
  const lat = get("map_lat");
  const lng = get("map_lng");
  const input = {
    contact_email: get("contact_email"),
    contact_phone: get("contact_phone"),
    address_fr: get("address_fr"),
    address_en: get("address_en"),
    address_ar: get("address_ar"),
    map_position: lat === "" && lng === "" ? null : { lat: coordinate(lat), lng: coordinate(lng) },
    opening_hours: openingHours,
    social_links: socialLinks,
    ...claims,
  };
  return { input, origins };
}

/** The rules' errors (`opening_hours.3.closes`, `map_position.lat`) on the inputs they belong to. */
export function errorsOnFields(errors: FieldErrors, origins: Record<string, string[]>): FieldErrors {
  const onFields: FieldErrors = {};
  for (const [path, messages] of Object.entries(errors)) {
    const [key = "", index, part] = path.split(".");
    let field = key;
    if (key === "map_position") field = index === "lng" ? "map_lng" : "map_lat";
    else if (origins[key] && index !== undefined) {
      const origin = origins[key][Number(index)] ?? key;
      field =
        key === "social_links"
          ? origin
          : key === "opening_hours"
            ? `${origin}_${part === "closes" ? "closes" : "opens"}`
            : `${origin}_${part === "label" ? "label" : "value"}`;
    }
    onFields[field] = [...(onFields[field] ?? []), ...messages];
  }
  return onFields;
}
