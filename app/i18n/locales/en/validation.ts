import type { Messages } from "../fr";

export const validation = {
  required: "This field is required.",
  url: "Enter a valid web address (http:// or https://).",
  email: "Enter a valid e-mail address.",
  date: "Enter a valid date (YYYY-MM-DD).",
  time: "Enter a valid time (HH:MM).",
  datetime: "Enter a valid date and time (YYYY-MM-DDTHH:MM).",
  integer: "Enter a positive whole number.",
  tooLong: "This text is too long.",
  flag: "Choose yes or no.",
} satisfies Messages["validation"];
