import { formatNumber } from "@/lib/format/number";

// Arabic error texts of the meal API, one per error code. The calculator shows its own
// helper text; these are for anyone calling the API directly.

export const MAX_NAME_LENGTH = 100;

export const mealsApiMessages = {
  name_too_long: `اسم الوجبة طويل جدًا: الحد الأقصى ${formatNumber(MAX_NAME_LENGTH, 0)} حرف.`,
  name_malformed: "اسم الوجبة في الرابط غير مرمَّز ترميزًا صحيحًا.",
  upstream_unavailable: "تعذّر الحصول على بيانات الوجبات الآن. حاول مرة أخرى بعد قليل.",
  internal_error: "حدث خطأ غير متوقع أثناء البحث عن الوجبة. حاول مرة أخرى بعد قليل.",
} as const;

export type MealsApiErrorCode = keyof typeof mealsApiMessages;
