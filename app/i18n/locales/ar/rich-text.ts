import type { Messages } from "../fr";

export const richText = {
  toolbar: "التنسيق: {field}",
  paragraph: "فقرة",
  heading2: "عنوان من المستوى 2",
  heading3: "عنوان من المستوى 3",
  heading4: "عنوان من المستوى 4",
  bold: "غامق",
  italic: "مائل",
  link: "رابط",
  bulletList: "قائمة نقطية",
  orderedList: "قائمة مرقمة",
  blockquote: "اقتباس",
  image: "إدراج صورة",
  undo: "تراجع",
  redo: "إعادة",
  loading: "جارٍ تحميل المحرر…",
  fallbackHint:
    "نص عادي (السطر الفارغ يبدأ فقرة جديدة) أو HTML بسيط: p وh2 إلى h4 وstrong وem وa وul وol وli وblockquote وimg.",
  shortcutsHint:
    "اختصارات: Ctrl+B غامق، Ctrl+I مائل، Ctrl+K رابط، Ctrl+Alt+2 إلى 4 عناوين، Ctrl+Shift+8 قائمة نقطية، Ctrl+Shift+7 قائمة مرقمة، Ctrl+Shift+B اقتباس، Alt+F10 شريط الأدوات.",
  linkDialog: {
    title: "رابط",
    url: "عنوان الرابط (https:// أو mailto: أو tel:)",
    apply: "تطبيق",
    remove: "إزالة الرابط",
    cancel: "إلغاء",
    invalid: "عنوان غير صالح: يُسمح فقط بـ https:// وhttp:// وmailto: وtel:.",
  },
  imageDialog: {
    title: "إدراج صورة",
    alt: "النص البديل",
    altHint: "يصف الصورة لمن لا يراها. اتركه فارغًا فقط إذا كانت الصورة زخرفية.",
    insert: "إدراج الصورة",
    cancel: "إلغاء",
  },
} satisfies Messages["richText"];
