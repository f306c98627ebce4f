// /Quiz: ten statements about readiness to lose weight. The quiz computes no score and keeps
// no answers: it is a moment to think, not a diagnosis. Its statements speak to women and men
// alike (no gendered «مستعد»/«مستعدة»), and it is never called «اختبار»: that word belongs to
// the product's health-test site, «اختبر صحتك».

export const quizText = {
  title: "ما مدى استعدادك لإنقاص وزنك؟",
  metaDescription:
    "عشر عبارات قصيرة، واحدة في كل خطوة، تساعدك على التفكير في استعدادك لإنقاص وزنك. لا تُحفظ إجاباتك ولا تُرسل.",
  intro:
    "اقرأ كل عبارة واختر «صح» أو «خطأ» بحسب ما ينطبق عليك. لا نحسب نتيجة، ولا تُحفظ إجاباتك ولا تُرسل إلى أي مكان؛ هذه العبارات فرصة للتفكير بهدوء في استعدادك.",
  progressLabel: "التقدم في العبارات",
  /** "العبارة 3 من 10" */
  stepOf: (step: string, total: string) => `العبارة ${step} من ${total}`,
  true: "صح",
  false: "خطأ",
  next: "التالي",
  previous: "السابق",
} as const;

export const quizStatements: readonly string[] = [
  "أثق بأن إنقاص وزني سيحسّن صحتي وحياتي اليومية.",
  "لديّ سبب واضح وشخصي يدفعني إلى إنقاص وزني الآن.",
  "أستطيع أن أسجّل ما آكله كل يوم وأعرف سعراته.",
  "أستطيع تخصيص وقت لإعداد وجبات صحية في البيت معظم أيام الأسبوع.",
  "أنوي أن أزيد حركتي اليومية تدريجيًا، ولو بالمشي.",
  "أتوقع أن ينقص وزني تدريجيًا على مدى أسابيع وأشهر، لا في أيام قليلة.",
  "أستطيع التمييز بين الجوع الحقيقي والأكل بسبب الملل أو التوتر.",
  "لديّ من يشجعني في أسرتي أو بين أصدقائي.",
  "إذا خرجت عن خطتي في يوم ما فلن أستسلم، بل أكمل في اليوم التالي.",
  "أقبل أن أقلّل المشروبات المحلاة والحلويات.",
];
