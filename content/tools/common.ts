// Texts every article tool shares.
export const toolText = {
  loading: "جارٍ تحميل الحاسبة…",
  loadFailed: "تعذّر تحميل الحاسبة. تحقق من اتصالك ثم أعد تحميل الصفحة.",
  noScript:
    "تحتاج هذه الحاسبة إلى تفعيل JavaScript في المتصفح، ويمكنك الحساب يدويًا بالطريقة المشروحة أعلاه.",
} as const;
