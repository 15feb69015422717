import type { Messages } from "../fr";

export const auth = {
  login: {
    title: "تسجيل الدخول إلى الإدارة",
    username: "اسم المستخدم",
    password: "كلمة المرور",
    showPassword: "إظهار كلمة المرور",
    hidePassword: "إخفاء كلمة المرور",
    submit: "تسجيل الدخول",
    submitting: "جارٍ تسجيل الدخول…",
    forgotPassword: "نسيت كلمة المرور؟",
    invalidCredentials: "اسم المستخدم أو كلمة المرور غير صحيحة",
    networkError: "حدث خطأ. يرجى المحاولة مرة أخرى لاحقًا.",
    usernameRequired: "اسم المستخدم مطلوب",
    passwordRequired: "كلمة المرور مطلوبة",
    throttled: "محاولات تسجيل دخول كثيرة جدًا. أعد المحاولة بعد {seconds} ثانية.",
    backToSite: "العودة إلى الموقع",
  },
  logout: "تسجيل الخروج",
  csrfRefused: "تم رفض الطلب: مصدر غير مسموح به.",
  unauthorized: "المصادقة مطلوبة.",
} satisfies Messages["auth"];
