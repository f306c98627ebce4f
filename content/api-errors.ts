// Arabic texts of the site's API errors, one per error code. Every JSON error of our APIs
// carries its code and one of these (lib/http/api-error.ts). The pages show their own texts;
// these are for anyone calling the APIs directly.

export const apiErrorText = {
  // The meal API.
  name_too_long: (v: { max: string }) => `اسم الوجبة طويل جدًا: الحد الأقصى ${v.max} حرف.`,
  name_malformed: "اسم الوجبة في الرابط غير مرمَّز ترميزًا صحيحًا.",
  upstream_unavailable: "تعذّر الحصول على بيانات الوجبات الآن. حاول مرة أخرى بعد قليل.",
  // The meal-text API (POST /api/v1/meals/parse).
  meal_text_invalid: 'أرسل ما أكلته نصًّا في الحقل text، مثل {"text": "صحن كسكسي وكاس شاهي"}.',
  meal_text_too_long: (v: { max: string }) => `النص طويل جدًا: الحد الأقصى ${v.max} حرف.`,
  // The contact API.
  method_not_allowed: "هذه الطريقة غير مسموح بها هنا؛ أرسل الرسالة بطلب POST.",
  cross_site_request: "لا تُقبل الرسائل إلا من صفحات هذا الموقع.",
  rate_limited: "أرسلت رسائل كثيرة في وقت قصير. انتظر قليلًا ثم حاول مرة أخرى.",
  unsupported_media_type: "يجب إرسال الرسالة بصيغة JSON.",
  payload_too_large: "الرسالة أكبر من الحد المسموح به.",
  unreadable_body: "تعذّرت قراءة الطلب كاملًا.",
  invalid_json: "نص الطلب ليس JSON صالحًا.",
  validation_failed: "بعض حقول الرسالة غير صحيحة.",
  delivery_failed: "تعذّر إرسال رسالتك الآن. حاول مرة أخرى بعد قليل.",
  store_unavailable: "تعذّر حفظ رسالتك الآن لأن قاعدة البيانات لا تستجيب. حاول مرة أخرى بعد قليل.",
  storage_not_configured:
    "لا يستقبل هذا الخادم الرسائل: لا يستطيع الاحتفاظ بها في ملفاته، ولم يُضبط DATABASE_URL (PostgreSQL) ولا BACKEND_URL.",
  // Any API.
  internal_error: "حدث خطأ غير متوقع. حاول مرة أخرى بعد قليل.",
} as const;

export type ApiErrorCode = keyof typeof apiErrorText;
