/**
 * The settings as the public pages show them (decision 030): texts in the page's language with the
 * content's fallback (fr → en → ar), noted when they are in another one; opening hours said in words.
 * Built by the loaders on the server, so a page carries a few strings and not the week's catalogue.
 * Client-safe.
 */
import type { Locale } from "~/i18n/config";
import { pickTranslation, type TextLangs } from "~/i18n/content-language";
import { FALLBACK_ORDER } from "~/i18n/config";
import type { Messages } from "~/i18n/locales/fr";
import type { MessageKey, Params } from "~/i18n/translate";
import { openingHoursLines } from "./opening-hours";
import type { FooterClaim, PublicSettings } from "./site-settings.schema";

type Translate = (key: MessageKey<Messages>, params?: Params) => string;

export interface SocialLink {
  url: string;
  /** The network's name (a brand, the same in every language), else the site's host. */
  name: string;
}

export interface FooterDetails {
  claims: FooterClaim[];
  /** The claims' language, when they are not in the page's (a fallback). */
  claimsLang?: Locale;
  socialLinks: SocialLink[];
}

export interface ContactDetails extends FooterDetails {
  email: string | null;
  phone: string | null;
  /** The `tel:` address: the number's digits and its leading +. */
  phoneHref: string | null;
  address: string;
  /** `address` when it fell back to another language. */
  langs: TextLangs;
  /** One line per run of days with the same hours. */
  hours: string[];
  /** The position on OpenStreetMap, when one is set (a link: nothing is loaded from there). */
  mapUrl: string | null;
}

const NETWORKS: Array<[RegExp, string]> = [
  [/(^|\.)facebook\.com$|(^|\.)fb\.com$/, "Facebook"],
  [/(^|\.)instagram\.com$/, "Instagram"],
  [/(^|\.)(x|twitter)\.com$/, "X"],
  [/(^|\.)youtube\.com$|^youtu\.be$/, "YouTube"],
  [/(^|\.)linkedin\.com$/, "LinkedIn"],
  [/(^|\.)tiktok\.com$/, "TikTok"],
  [/(^|\.)whatsapp\.com$|^wa\.me$/, "WhatsApp"],
];

export function socialNetworkName(url: string): string {
  let host = "";
  try {
    host = new URL(url).hostname.toLowerCase().replace(/^www\./, "");
  } catch {
    return url;
  }
  return NETWORKS.find(([pattern]) => pattern.test(host))?.[1] ?? host;
}

/** The claims of the page's language, or of its first fallback that has some. */
export function footerDetails(settings: PublicSettings, locale: Locale): FooterDetails {
  const lang = FALLBACK_ORDER[locale].find((candidate) => settings[`footer_claims_${candidate}`].length > 0);
  return {
    claims: lang ? settings[`footer_claims_${lang}`] : [],
    ...(lang && lang !== locale ? { claimsLang: lang } : {}),
    socialLinks: settings.social_links.map((url) => ({ url, name: socialNetworkName(url) })),
  };
}

export function contactDetails(
  settings: PublicSettings,
  input: { t: Translate; locale: Locale },
): ContactDetails {
  const address = pickTranslation(settings, "address", input.locale);
  const position = settings.map_position;
  return {
    ...footerDetails(settings, input.locale),
    email: settings.contact_email || null,
    phone: settings.contact_phone || null,
    phoneHref: settings.contact_phone ? `tel:${settings.contact_phone.replace(/[^+\d]/g, "")}` : null,
    address: address?.value ?? "",
    langs: address && address.lang !== input.locale ? { address: address.lang } : {},
    hours: openingHoursLines(settings.opening_hours, input),
    mapUrl: position
      ? `https://www.openstreetmap.org/?mlat=${position.lat}&mlon=${position.lng}#map=17/${position.lat}/${position.lng}`
      : null,
  };
}
