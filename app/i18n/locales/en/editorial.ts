import type { Messages } from "../fr";

export const editorial = {
  imagePicker: {
    altFromLibrary: "The library's alternative text in this text's language: adapt it if needed.",
    noAltInLibrary:
      "The library has no alternative text in this text's language for this image: describe it here.",
  },
} satisfies Messages["editorial"];
