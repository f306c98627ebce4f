// Every Arabic string of the carbohydrate facts shown beside a dish (calculator, meal page,
// plate): carbohydrate portions, fibre and sugars, added sugar, and the glycaemic index where
// it was measured. Counted amounts arrive as phrases from lib/format/counted.ts.

export const carbTexts = {
  heading: "الكربوهيدرات وسكر الدم",
  carbohydrates: "الكربوهيدرات",
  portions: "حصص الكربوهيدرات",
  /** `portions`: «حصتان ونصف»…; `grams`: «37.5 غرام». */
  portionsValue: (portions: string) => portions,
  half: "نصف حصة",
  lessThanQuarter: "أقل من ربع حصة",
  andHalf: (whole: string) => `${whole} ونصف`,
  portionRule: "الحصة 15 غرامًا من الكربوهيدرات، كما يعدّها تثقيف مرضى السكري، مقرّبة لأقرب نصف حصة.",
  fiber: "الألياف",
  sugars: "السكريات",
  addedSugar: "السكر المضاف",
  /** `grams`: «8 غرامات»; `spoons`: «ملعقتان صغيرتان». */
  addedSugarValue: (grams: string, spoons: string) => `${grams} (≈ ${spoons})`,
  lessThanQuarterSpoon: "أقل من ربع ملعقة صغيرة",
  atLeast: (value: string) => `${value} على الأقل`,
  atLeastWhy: "في مكوّن جاهز منها (خبز أو حلوى) سكر مضاف لا تفصله بيانات USDA، فلم يُحسب.",
  addedSugarRule:
    "السكر المضاف كما تعدّه منظمة الصحة العالمية: السكر والعسل والشراب والعصير، وملعقة السكر الصغيرة 4 غرامات.",
  noAddedSugar: "لا شيء",
  unknown: "غير معروف",
  giHeading: "المؤشر السكري",
  /** `gi`: the measured value; `load`: the glycaemic load of the amount shown. */
  /** One measurement: «73، مرتفع». */
  giOne: (gi: number, band: string) => `${gi}، ${band}`,
  /** Several: the median, its band, how many, the range. */
  giMany: (median: string, band: string, count: string, min: number, max: number) =>
    `${median}، ${band} (وسيط ${count}، بين ${min} و${max})`,
  giBand: { low: "منخفض", medium: "متوسط", high: "مرتفع" },
  giWhatMeasured: "ما الذي قيس، ومصدره",
  giLoad: (load: string) => `الحمل السكري لهذه الكمية: ${load}`,
  giNone: "لا قياس منشورًا لهذا الطبق نفسه، فلا نعرض له مؤشرًا سكريًا؛ لا نقدّره.",
  giRule:
    "المؤشر السكري مقيس بالنسبة للغلوكوز (100): منخفض حتى 55، متوسط من 56 إلى 69، مرتفع من 70. والحمل السكري = المؤشر × الكربوهيدرات المتاحة (دون الألياف) ÷ 100.",
} as const;
