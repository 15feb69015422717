import type { Messages } from "../fr";

export const editorial = {
  imagePicker: {
    altFromLibrary: "النص البديل من مكتبة الوسائط بلغة هذا النص: عدّله إن لزم.",
    noAltInLibrary: "لا تملك مكتبة الوسائط نصًا بديلًا لهذه الصورة بلغة هذا النص: صِفها هنا.",
  },
  preview: {
    draft: "مسودة: هذا المحتوى غير ظاهر على الموقع.",
    scheduled: "مبرمج: يظهر على الموقع ابتداءً من {date}.",
    expired: "مسحوب: لم يعد ظاهرًا على الموقع منذ {date}.",
  },
  cleaned: {
    intro: "أزال الخادم من نصوصك ما ليس مسموحًا به؛ النص المحفوظ هو النص بعد التنظيف.",
    field: "{field}: {items}",
  },
} satisfies Messages["editorial"];
