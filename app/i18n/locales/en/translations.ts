import type { Messages } from "../fr";
import { plural } from "~/i18n/translate";

export const translations = {
  languages: { en: "English", ar: "Arabic" },
  status: { missing: "to translate", outdated: "to update", current: "up to date" },
  list: {
    language: "{language}: {status}",
    filterLabel: "Filter by translation",
    all: "All",
    needs: "To translate into {language} ({count})",
    empty: "No item to translate into {language}.",
  },
  form: {
    status: "{language} translation: {status}",
    missingHint: "Some fields filled in French have no text in this language yet.",
    outdatedHint: "The French text changed since this translation was last saved.",
    fieldOutdated: "The French of this field changed since this translation.",
    reviewed: "I checked the {language} text: it is still right",
    draft: "Draft from French",
    drafting: "Translating…",
    draftHint:
      "A language model fills the empty or outdated fields. The draft does not appear on the site until you save.",
    machineDraft: "Machine translation — to review",
    drafted: plural({
      one: "Draft added to {count} field: review it, then save to publish it.",
      other: "Draft added to {count} fields: review them, then save to publish them.",
    }),
    nothing: "Nothing to translate: the {language} translation is up to date.",
    unavailable: "No language model is configured on this site.",
    timeout: "The language model did not answer in time. Nothing was changed: try again later.",
    failed: "The language model could not translate this text. Nothing was changed: try again later.",
    unusable: "The language model's answer does not fit these fields. Nothing was changed.",
    notFound: "This item no longer exists.",
  },
  dashboard: {
    title: "Translations",
    intro: "Items with a translation missing or no longer up to date.",
    needs: plural({
      zero: "nothing to translate into {language}",
      one: "{count} to translate into {language}",
      other: "{count} to translate into {language}",
    }),
    none: "Every translation is up to date.",
  },
  api: {
    status:
      "With include_drafts=1 (authorised accounts): the state of each translation from French. missing: a field filled in French has no text in this language; outdated: the French of a field changed since this language was last saved; current: neither.",
    reviewed:
      'Languages checked after a French change and left as they are (en, ar, or "en,ar"): they become up to date again.',
    reviewedInvalid: "Give en, ar or both.",
  },
} satisfies Messages["translations"];
