// Arabic texts of the contact form: labels, hints, validation errors and toasts. The schema in
// lib/contact/contact-schema.ts takes its error messages from here, so the browser and the
// server say the same thing.
import { contactLimits } from "@/lib/contact/contact-limits";
import { formatNumber } from "@/lib/format/number";

const n = (value: number) => formatNumber(value, 0);

export const contactFormText = {
  labels: {
    name: "الاسم",
    email: "البريد الإلكتروني (اختياري)",
    phone: "رقم الهاتف",
    message: "رسالتك",
  },
  hints: {
    // The example is isolated left to right (U+2066 … U+2069) so its + stays in front.
    phone: "أرقام فقط، ويمكن أن يبدأ الرقم بعلامة +، مثل: \u2066+218912345678\u2069",
    message: `حتى ${n(contactLimits.messageMax)} حرف.`,
  },
  /** Shown beside the labels of the fields that must be filled. */
  requiredMark: "(مطلوب)",
  /** Label of the hidden field that only bots fill in. */
  honeypot: "اترك هذا الحقل فارغًا",
  submit: "إرسال",
  sending: "جارٍ الإرسال…",
  sent: "تم الإرسال",
  /** Toasts: the exact texts of the product's first version. */
  success: "تم الارسال بنجاح",
  failure: "حدث خطأ ما",
  errors: {
    nameRequired: "يرجى كتابة الاسم.",
    nameTooLong: `يجب ألا يزيد الاسم على ${n(contactLimits.nameMax)} حرف.`,
    emailInvalid: "البريد الإلكتروني غير صحيح، اكتبه مثل name@example.com أو اترك الحقل فارغًا.",
    phoneRequired: "يرجى كتابة رقم الهاتف.",
    phoneInvalid: "يتكون رقم الهاتف من أرقام فقط، ويمكن أن يبدأ بعلامة +.",
    phoneLength: `يجب أن يتكون رقم الهاتف من ${n(contactLimits.phoneMinDigits)} إلى ${n(contactLimits.phoneMaxDigits)} رقمًا.`,
    messageRequired: "يرجى كتابة رسالتك.",
    messageTooLong: `يجب ألا تزيد الرسالة على ${n(contactLimits.messageMax)} حرف.`,
    invalidValue: "قيمة غير صالحة.",
    invalidPayload: "بيانات الرسالة غير صالحة.",
  },
} as const;
