import type { Messages } from "../fr";

export const validation = {
  required: "هذا الحقل مطلوب.",
  url: "أدخل عنوان ويب صالحًا (http://‎ أو https://‎).",
  email: "أدخل بريدًا إلكترونيًا صالحًا.",
  date: "أدخل تاريخًا صالحًا (YYYY-MM-DD).",
  time: "أدخل وقتًا صالحًا (HH:MM).",
  datetime: "أدخل تاريخًا ووقتًا صالحين (YYYY-MM-DDTHH:MM).",
  integer: "أدخل عددًا صحيحًا موجبًا.",
  tooLong: "هذا النص طويل جدًا.",
  flag: "اختر نعم أو لا.",
} satisfies Messages["validation"];
