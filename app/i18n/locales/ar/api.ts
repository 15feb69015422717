import type { Messages } from "../fr";

export const api = {
  errors: {
    notFound: "المورد غير موجود.",
    methodNotAllowed: "الطريقة غير مسموح بها.",
    malformedJson: "محتوى الطلب ليس JSON صالحًا.",
    tooLarge: "الطلب كبير جدًا.",
    invalid: "يرجى التحقق من حقول الاستمارة.",
    forbidden: "لا يحق لك القيام بهذه العملية.",
    rateLimited: "طلبات كثيرة جدًا. أعد المحاولة بعد {seconds} ثانية.",
    server: "حدث خطأ. يرجى المحاولة مرة أخرى لاحقًا.",
  },
  upload: {
    empty: "الملف فارغ.",
    tooLarge: "يتجاوز الملف الحجم الأقصى البالغ {size} ميغابايت.",
    notImage: "يجب أن يكون الملف صورة (JPEG أو PNG أو WebP أو GIF أو AVIF).",
    imageTooLarge: "الصورة كبيرة جدًا (أبعاد مفرطة).",
    notDocument: "يجب أن تكون الوثيقة ملف ‎.pdf أو ‎.doc أو ‎.docx أو ‎.zip.",
  },
} satisfies Messages["api"];
