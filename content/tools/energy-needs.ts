// Every Arabic string of the energy-needs tool under /Blog1's formulas. Kept apart from the
// article so the browser island loads these few lines, not the whole article. Numbers arrive
// already formatted (lib/format/number.ts), a number of calories with its noun in the form it
// takes («2,077 سعرة»، «1,503 سعرات», lib/format/counted.ts).
import type { Sex } from "@/content/nutrition-reference";

const forSex: Record<Sex, string> = { female: "للنساء", male: "للرجال" };

/** Accepted ranges of the form: [min, max]. */
export const energyFieldRanges = {
  age: [18, 100],
  weight: [30, 300],
  height: [120, 230],
} as const;

export const energyNeedsText = {
  formLabel: "حاسبة الاحتياج اليومي من الطاقة",
  sexLegend: "الجنس",
  sex: { female: "امرأة", male: "رجل" } satisfies Record<Sex, string>,
  age: "العمر (بالسنوات)",
  weight: "الوزن (كغ)",
  height: "الطول (سم)",
  numberHint: "تُقبل الأرقام بالشكلين 123 و١٢٣، والفاصلة العشرية.",
  activity: "مستوى النشاط",
  activityPlaceholder: "اختر مستوى نشاطك",
  activityOption: (name: string, factor: string) => `${name} (المعامل ${factor})`,
  paceLegend: "سرعة إنقاص الوزن التي تريدها",
  pace: (kg: string) => `${kg} كغ في الأسبوع`,
  submit: "احسب احتياجي",
  staleResult: "غيّرت بياناتك بعد الحساب. اضغط «احسب احتياجي» لترى النتيجة الجديدة.",

  errors: {
    sex: "اختر الجنس: امرأة أو رجل.",
    activity: "اختر مستوى النشاط.",
    pace: "اختر سرعة إنقاص الوزن.",
    age: {
      empty: "أدخل عمرك بالسنوات.",
      notNumber: "اكتب العمر أرقامًا فقط، مثل 30.",
      notWhole: "اكتب العمر بالسنوات الكاملة، مثل 30.",
      range: `العمر يجب أن يكون بين ${energyFieldRanges.age[0]} و${energyFieldRanges.age[1]} سنة.`,
    },
    weight: {
      empty: "أدخل وزنك بالكيلوغرام.",
      notNumber: "اكتب الوزن أرقامًا فقط، مثل 70 أو 70.5.",
      range: `الوزن يجب أن يكون بين ${energyFieldRanges.weight[0]} و${energyFieldRanges.weight[1]} كغ.`,
    },
    height: {
      empty: "أدخل طولك بالسنتيمتر.",
      notNumber: "اكتب الطول أرقامًا فقط، مثل 165.",
      range: `الطول يجب أن يكون بين ${energyFieldRanges.height[0]} و${energyFieldRanges.height[1]} سم.`,
    },
  },

  resultHeading: "نتيجتك",
  needLine: (kcal: string) => `احتياجك اليومي نحو ${kcal} للحفاظ على وزنك.`,
  paceHeading: (kg: string) => `لإنقاص ${kg} كغ في الأسبوع`,
  /** `perKgKcal`, `deficit`: counted («7,700 سعرة»); `perKg` the bare figure. */
  deficitLine: (v: { kg: string; perKg: string; perKgKcal: string; deficit: string }) =>
    `العجز اليومي: ${v.kg} × ${v.perKg} ÷ 7 = ${v.deficit} (على أساس ${v.perKgKcal} لكل كيلوغرام، كما في فقرة «ما العجز في السعرات؟» أعلاه).`,
  /** `need`, `deficit`: bare figures; `kcal`: counted. */
  intakeLine: (need: string, deficit: string, kcal: string) =>
    `${need} − ${deficit} = ${kcal} في اليوم تقريبًا.`,
  belowFloor: (v: { floor: string; sex: Sex }) =>
    `بهذه السرعة ينزل ما تأكله تحت ${v.floor} في اليوم، وهو الحد الأدنى الذي نعتمده ${forSex[v.sex]} (الدليل العملي للمعاهد الوطنية للصحة الأمريكية NIH/NHLBI). لذلك لا نعطيك رقمًا: اختر سرعة أبطأ، أو استشر طبيبًا أو أخصائي تغذية ليضع لك خطة مناسبة.`,
  floorNote: (v: { floor: string; sex: Sex }) =>
    `لا نعرض رقمًا أقل من ${v.floor} يوميًا ${forSex[v.sex]}.`,

  save: "احفظ احتياجي",
  saveNote: "يُحفظ على هذا الجهاز فقط، في متصفحك، ولا يُرسَل إلى أي مكان.",
  saved: (kcal: string) => `احتياجك المحفوظ على هذا الجهاز: ${kcal} في اليوم.`,
  savedTarget: (kg: string, kcal: string) =>
    `وهدفك لإنقاص ${kg} كغ في الأسبوع: ${kcal} في اليوم، وبه يقيس طبقك يومك.`,
  savedUse: "تستخدمه حاسبة الماكروز وطبقك في حاسبة الوجبات.",
  saveFailed: "تعذّر الحفظ: يبدو أن متصفحك يمنع التخزين المحلي.",
  forget: "احذف احتياجي المحفوظ",
  forgotten: "حُذف احتياجك من هذا الجهاز.",
} as const;
