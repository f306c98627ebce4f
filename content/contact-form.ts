// The contact form's limits and its Arabic texts: labels, hints, validation errors and toasts.
// The schema in lib/contact/contact-schema.ts takes its limits and error messages from here
// (through lib/contact/contact-texts.ts, which formats the numbers), so the browser and the
// server say the same thing.

// Lengths of texts are counted in Unicode code points, so an emoji or a rare CJK character
// counts as one character, as a visitor would count it.
export const contactLimits = {
  nameMax: 100,
  /** RFC 5321: an address longer than 254 characters cannot be delivered. */
  emailMax: 254,
  /** Shortest local number worth calling back; E.164 allows at most 15 digits. */
  phoneMinDigits: 7,
  phoneMaxDigits: 15,
  messageMax: 2000,
} as const;

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
    message: (v: { max: string }) => `حتى ${v.max} حرف.`,
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
  /** Under the failure toast when the device had no connection: the message waits on it. */
  keptOnDevice: "رسالتك محفوظة على هذا الجهاز، وسنرسلها عندما يعود الاتصال.",
  /** Under the failure toast when a message kept on the device was refused: it is back in the form. */
  keptRefused:
    "لم تُقبل رسالتك المحفوظة على هذا الجهاز، فأعدناها إلى النموذج لتصحّحها وترسلها من جديد.",
  errors: {
    nameRequired: "يرجى كتابة الاسم.",
    nameTooLong: (v: { max: string }) => `يجب ألا يزيد الاسم على ${v.max} حرف.`,
    emailInvalid: "البريد الإلكتروني غير صحيح، اكتبه مثل name@example.com أو اترك الحقل فارغًا.",
    phoneRequired: "يرجى كتابة رقم الهاتف.",
    phoneInvalid: "يتكون رقم الهاتف من أرقام فقط، ويمكن أن يبدأ بعلامة +.",
    phoneLength: (v: { min: string; max: string }) =>
      `يجب أن يتكون رقم الهاتف من ${v.min} إلى ${v.max} رقمًا.`,
    messageRequired: "يرجى كتابة رسالتك.",
    messageTooLong: (v: { max: string }) => `يجب ألا تزيد الرسالة على ${v.max} حرف.`,
    invalidValue: "قيمة غير صالحة.",
    invalidPayload: "بيانات الرسالة غير صالحة.",
  },
} as const;
