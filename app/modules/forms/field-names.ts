/**
 * Hidden fields every form carries against bots (no captcha): a honeypot and a signed render time.
 * Kept apart from the schemas so the footer's newsletter signup ships no validation library.
 */
export const HONEYPOT_FIELD = "url_homepage";
export const STAMP_FIELD = "form_stamp";
/** Set by the page once hydrated: the action then answers data instead of redirecting. */
export const SCRIPT_FIELD = "_js";
