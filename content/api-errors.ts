// The catalogue of the site's API errors: each code with its HTTP status and its Arabic text, in
// one table. Every JSON error of our APIs is built from it (lib/http/api-error.ts): a handler
// names the code, never a status number or a sentence. The pages show their own texts; these
// are for anyone calling the APIs directly.

/** A text is a sentence, or a sentence with values filled in by the caller. */
type ApiErrorEntry = { status: number; text: string | ((values: never) => string) };

export const apiErrors = {
  // The meal API.
  name_too_long: {
    status: 400,
    text: (v: { max: string }) => `اسم الوجبة طويل جدًا: الحد الأقصى ${v.max} حرف.`,
  },
  name_malformed: { status: 400, text: "اسم الوجبة في الرابط غير مرمَّز ترميزًا صحيحًا." },
  upstream_unavailable: {
    status: 502,
    text: "تعذّر الحصول على بيانات الوجبات الآن. حاول مرة أخرى بعد قليل.",
  },
  // The meal-text API (POST /api/v1/meals/parse).
  meal_text_invalid: {
    status: 400,
    text: 'أرسل ما أكلته نصًّا في الحقل text، مثل {"text": "صحن كسكسي وكاس شاهي"}.',
  },
  meal_text_too_long: {
    status: 400,
    text: (v: { max: string }) => `النص طويل جدًا: الحد الأقصى ${v.max} حرف.`,
  },
  // The unmet-search report (POST /api/v1/meals/unmet).
  unmet_report_invalid: {
    status: 400,
    text: 'أرسل الكلمات التي لم تُعرف في الحقل texts، مثل {"texts": ["عصيدة بالرب"]}.',
  },
  // The app's association files (/.well-known/…): not set up on this site.
  app_links_not_configured: {
    status: 404,
    text: "لم يُضبط ربط التطبيق بهذا الموقع بعد.",
  },
  // The contact API.
  method_not_allowed: {
    status: 405,
    text: "هذه الطريقة غير مسموح بها هنا؛ أرسل الرسالة بطلب POST.",
  },
  cross_site_request: { status: 403, text: "لا تُقبل الرسائل إلا من صفحات هذا الموقع." },
  rate_limited: {
    status: 429,
    text: "أرسلت رسائل كثيرة في وقت قصير. انتظر قليلًا ثم حاول مرة أخرى.",
  },
  unsupported_media_type: { status: 415, text: "يجب إرسال الرسالة بصيغة JSON." },
  payload_too_large: { status: 413, text: "الرسالة أكبر من الحد المسموح به." },
  unreadable_body: { status: 400, text: "تعذّرت قراءة الطلب كاملًا." },
  invalid_json: { status: 400, text: "نص الطلب ليس JSON صالحًا." },
  validation_failed: { status: 400, text: "بعض حقول الرسالة غير صحيحة." },
  delivery_failed: { status: 502, text: "تعذّر إرسال رسالتك الآن. حاول مرة أخرى بعد قليل." },
  store_unavailable: {
    status: 503,
    text: "تعذّر حفظ رسالتك الآن لأن قاعدة البيانات لا تستجيب. حاول مرة أخرى بعد قليل.",
  },
  storage_not_configured: {
    status: 503,
    text: "لا يستقبل هذا الخادم الرسائل: لا يستطيع الاحتفاظ بها في ملفاته، ولم يُضبط DATABASE_URL (PostgreSQL) ولا BACKEND_URL.",
  },
  // Any API: a bug or a broken dependency, answered without a stack trace.
  internal_error: { status: 502, text: "حدث خطأ غير متوقع. حاول مرة أخرى بعد قليل." },
} as const satisfies Record<string, ApiErrorEntry>;

export type ApiErrorCode = keyof typeof apiErrors;
