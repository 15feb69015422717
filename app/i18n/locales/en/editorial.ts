import type { Messages } from "../fr";

export const editorial = {
  imagePicker: {
    altFromLibrary: "The library's alternative text in this text's language: adapt it if needed.",
    noAltInLibrary:
      "The library has no alternative text in this text's language for this image: describe it here.",
  },
  preview: {
    draft: "Draft: this content is not visible on the site.",
    scheduled: "Scheduled: visible on the site from {date}.",
    expired: "Withdrawn: no longer visible on the site since {date}.",
  },
  cleaned: {
    intro: "The server removed what is not allowed from your texts; the cleaned text is what was saved.",
    field: "{field}: {items}",
  },
} satisfies Messages["editorial"];
