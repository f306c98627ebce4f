// Every Arabic string shown in Ramadan (lib/calendar/ramadan.ts decides when): the typical
// Libyan iftar and suhoor as sentences for «ماذا أكلت؟», and the short note for people with
// diabetes, worded from the sources of content/diabetes/guidelines.ts and going no further.
import { citations } from "./guidelines";

export interface RamadanStart {
  /** The meal of the day its lines go to on the plate. */
  slot: "iftar" | "suhoor";
  label: string;
  /** A sentence «ماذا أكلت؟» reads (e2e/ramadan.spec.ts reads each one). */
  sentence: string;
}

export const ramadanStarts: readonly RamadanStart[] = [
  {
    slot: "iftar",
    label: "إفطار ليبي",
    sentence: "3 تمرات وكاس حليب وصحن شربة ليبية وبوريك",
  },
  {
    slot: "suhoor",
    label: "سحور ليبي",
    sentence: "خبزة تنور وزوز بيضات و3 تمرات وكاس لبن",
  },
];

export const ramadanTexts = {
  startsHeading: "رمضان كريم: ابدأ من إفطار أو سحور ليبي",
  startsHint: "اختر واحدًا لتقرأه «ماذا أكلت؟»، ثم عدّل ما أكلته فعلًا قبل أن تضيفه إلى طبقك.",
  startLabel: (label: string) => `اقرأ «${label}»`,
  noteHeading: "إن كنت مصابًا بالسكري وتصوم",
  notePoints: [
    "راجع طبيبك قبل رمضان: التقييم والتثقيف قبل الصيام يقلّلان نوبات هبوط السكر.",
    "أفطر فورًا إن نزل سكر الدم عن 70 ملغ/دل أو زاد عن 300 ملغ/دل، أو ظهرت عليك أعراض هبوط السكر أو ارتفاعه أو الجفاف أو مرض حاد.",
    "وزّع الكربوهيدرات على وجباتك بالتساوي، واختر الحبوب الكاملة والبقول والخضار بدل السكريات والحبوب المكررة.",
    "في ليبيا: وجدت دراسة في بنغازي هبوط السكر وارتفاعه أكثر في الأسبوعين الأولين من رمضان، ودراسة في طرابلس في الأسبوع الرابع؛ فانتبه طوال الشهر.",
  ],
  noteDoctor: "هذه معلومات عامة من الأدلة المذكورة، لا تغني عن طبيبك ولا تغيّر جرعات دوائك.",
  sourcesLabel: "المصادر",
  sources: [
    citations.idfDar,
    citations.breakTheFast,
    citations.ramadanDietTable,
    citations.adaNutrition,
    citations.benghazi,
    citations.tripoli,
  ],
} as const;
