// Every Arabic string of the macro tool under /Blog2's worked example.
export const macroFieldRanges = {
  kcal: [800, 6000],
  percent: [0, 100],
} as const;

export const macroSplitText = {
  formLabel: "حاسبة توزيع الماكروز",
  kcal: "سعراتك اليومية",
  kcalHint: "تُقبل الأرقام بالشكلين 123 و١٢٣.",
  /** `kcal`: counted («2,077 سعرة»، lib/format/counted.ts). */
  fromSaved: (kcal: string) => `ملأناها من احتياجك المحفوظ على هذا الجهاز (${kcal}).`,
  splitLegend: "التوزيع (نسبة من السعرات، ومجموعها 100%)",
  percentSuffix: "%",
  sumNow: (sum: string) => `المجموع الآن: ${sum}%`,
  submit: "احسب الغرامات",
  staleResult: "غيّرت الأرقام بعد الحساب. اضغط «احسب الغرامات» لترى التوزيع الجديد.",
  reset: "التوزيع المعتاد 50/25/25",
  errors: {
    kcal: {
      empty: "أدخل سعراتك اليومية.",
      notNumber: "اكتب السعرات أرقامًا فقط، مثل 2000.",
      range: `السعرات يجب أن تكون بين ${macroFieldRanges.kcal[0]} و${macroFieldRanges.kcal[1]} سعرة.`,
    },
    percent: (name: string) => ({
      empty: `أدخل نسبة ${name}.`,
      notNumber: `اكتب نسبة ${name} أرقامًا فقط، مثل 25.`,
      range: `نسبة ${name} يجب أن تكون بين 0 و100.`,
    }),
    sum: (sum: string) => `مجموع النسب ${sum}%، ويجب أن يكون 100% بالضبط.`,
  },
  /** `kcal`: counted. */
  resultHeading: (kcal: string) => `توزيع ${kcal} في اليوم`,
  columns: ["المغذي", "النسبة", "السعرات", "الغرامات"],
  /** `partKcal`: counted; the others bare figures. */
  rowCalculation: (kcal: string, percent: string, partKcal: string, perGram: string) =>
    `${kcal} × ${percent}% = ${partKcal}، ÷ ${perGram}`,
} as const;
