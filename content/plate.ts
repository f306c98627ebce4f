// Every Arabic string of the calculator's plate ("طبقي"). Counted amounts («665 غرامًا»،
// «وجبتان») arrive as phrases from lib/format/counted.ts, the one plural helper.
import { nutrientLabels } from "./nutrients";
import { quantityLimits } from "./quantity-limits";

import { calculatorText } from "./calculator";

// Whole numbers as the site writes them (2,000): the built-in formatter with the locale of
// lib/format/number.ts, since content holds no code of its own.
const n = (value: number) => value.toLocaleString("en-US");
const MIN_GRAMS = quantityLimits.minGrams;
const MAX_GRAMS = quantityLimits.maxGrams;
const MAX_PLATE_ITEMS = quantityLimits.maxPlateItems;

export const plateText = {
  added: (name: string, grams: string) => `أُضيف «${name}» (${grams}) إلى طبقك.`,
  addedMany: (meals: string) => `أُضيف إلى طبقك ${meals}.`,
  full: `طبقك ممتلئ: يتسع لـ ${n(MAX_PLATE_ITEMS)} وجبة على الأكثر. احذف وجبة لتضيف أخرى.`,
  heading: "طبقي",
  intro: "مجموع ما في طبقك، محسوبًا في متصفحك من قيم كل وجبة لكل 100 غرام.",
  empty: `طبقك فارغ. اختر وجبة وكمية ثم اضغط «${calculatorText.addToPlate}».`,
  itemsCaption: "الوجبات في طبقك",
  gramsLabel: (name: string) => `كمية «${name}» بالغرام`,
  gramsUnit: "غرام",
  gramsError: `الكمية بين ${n(MIN_GRAMS)} و${n(MAX_GRAMS)} غرام، بالأرقام.`,
  remove: "احذف",
  removeLabel: (name: string) => `احذف «${name}» من طبقي`,
  clear: "أفرغ طبقي",
  itemLoading: "جارٍ التحميل…",
  itemFailed: "تعذّر تحميل قيمها؛ ليست في المجموع.",

  totalsHeading: (grams: string) => `مجموع طبقك (${grams})`,
  ...nutrientLabels,
  gramUnit: "غرام",
  unknownTotal: "غير معروف",
  minerals: "المعادن في طبقك",
  vitamins: "الفيتامينات في طبقك",
  nutrientColumn: "العنصر",
  amountColumn: "المجموع",
  noShare: "—",
  missingFor: (names: string[]) => `غير متوفر في بيانات: ${names.join("، ")}`,
  ofNeed: "من احتياجك اليومي",
  ofDailyValue: "من القيمة اليومية",
  noDailyValue: "لا قيمة يومية مرجعية للسكريات الكلية.",
  needNote: (kcal: string) => `تُحسب نسبة السعرات من احتياجك المحفوظ على هذا الجهاز (${kcal}).`,
  seePlate: "انظر طبقك",
  ofTarget: "من هدفك اليومي",
  targetNote: (kg: string, kcal: string) =>
    `تُحسب نسبة السعرات من هدفك المحفوظ على هذا الجهاز لإنقاص ${kg} كغ في الأسبوع (${kcal} في اليوم)، لا من احتياجك للحفاظ على وزنك.`,
  noNeed: "احسب احتياجك اليومي لتعرف نصيب طبقك منه:",
  noNeedLink: "حاسبة الاحتياج",
  unknownRule:
    "القيمة التي لا تعرفها بيانات إحدى الوجبات لا تُحسب صفرًا: لا نعرض مجموعها، ونذكر الوجبة التي تنقصها.",
  dailyValueNote: (g: { protein: string; fat: string; carbohydrates: string; fiber: string }) =>
    `القيم اليومية للبروتين (${g.protein}) والدهون (${g.fat}) والكربوهيدرات (${g.carbohydrates}) والألياف (${g.fiber}) من إدارة الغذاء والدواء الأمريكية، على أساس 2,000 سعرة.`,

  // The plate split by meal of the day (lib/nutrition/day-meals.ts).
  slots: {
    breakfast: "الفطور",
    lunch: "الغداء",
    dinner: "العشاء",
    iftar: "الإفطار",
    snack: "بين الوجبتين",
    suhoor: "السحور",
  },
  slotLabel: (name: string) => `وجبة «${name}»`,
  slotNone: "بلا وجبة",
  unplaced: "لم توضع في وجبة",
  splitHint: "ضع كل سطر في وجبته (الفطور، الغداء، العشاء) لترى مجموع كل وجبة.",
  splitHintRamadan: "ضع كل سطر في وجبته (الإفطار، بين الوجبتين، السحور) لترى مجموع كل وجبة.",
  /** `kcal`: «650 سعرة»; `carbs`: «80 غرامًا»; `portions`: «5 حصص ونصف». */
  slotTotal: (kcal: string, carbs: string, portions: string) =>
    `${kcal} · الكربوهيدرات ${carbs} (${portions})`,
  /** `percent`: «32%»: the meal's share of the saved need. */
  slotShare: (percent: string) => `${percent} من احتياجك اليومي`,
  /** The guideline's advice for this meal in Ramadan: «30–40% (600–800 سعرة)». */
  slotAdvice: (range: string, kcal: string) => `ينصح الدليل: ${range} (${kcal})`,
  dayHeading: "مجموع اليوم",
  itemCarbs: (portions: string, grams: string) => `الكربوهيدرات: ${portions} (${grams})`,
  /** Fibre or sugars after the line's carbohydrate: « · الألياف 1.2 غرام». */
  itemAlso: (label: string, grams: string) => ` · ${label} ${grams}`,
  carbPortionsTotal: (portions: string) => `= ${portions}`,
  addedSugarHeading: "السكر المضاف في طبقك",
  /** `percent`: of the saved daily need's energy. */
  addedSugarShare: (percent: string) => `${percent} من طاقة احتياجك اليومي`,
  addedSugarAdvice:
    "تنصح منظمة الصحة العالمية بأن يبقى السكر الحر دون 10% من طاقة اليوم، والأفضل دون 5% (نحو 25 غرامًا، 6 ملاعق صغيرة، لمن يحتاج 2,000 سعرة).",
  addedSugarOver: "تجاوز طبقك 25 غرامًا من السكر المضاف.",
  addedSugarMissing: (names: string[]) => `لا نعرف السكر المضاف في: ${names.join("، ")}.`,
  print: "اطبع طبقك",

  share: "شارك طبقك",
  shareLabel: "رابط طبقك",
  shared: "أُرسل رابط طبقك.",
  copied: "نُسخ الرابط. من يفتحه يرى طبقك نفسه.",
  copyFailed: "انسخ الرابط من الخانة أعلاه.",

  restoredNotFound: (names: string[]) =>
    names.length === 1
      ? `لم نجد وجبة «${names[0]}» فحذفناها من الطبق.`
      : `لم نجد هذه الوجبات فحذفناها من الطبق: ${names.join("، ")}.`,
  /** `items`: «عنصرًا واحدًا»، «3 عناصر». */
  restoredInvalid: (count: number, items: string) =>
    `تجاهلنا ${items} من الرابط ${count === 1 ? "لأنه غير صالح" : "لأنها غير صالحة"} (اسم فارغ، أو كمية خارج ${n(MIN_GRAMS)}–${n(MAX_GRAMS)} غرام، أو وجبة مكررة).`,
  /** `meals`: «3 وجبات»، «11 وجبة» (used from three on). */
  restoredOverflow: (count: number, meals: string) =>
    `يتسع الطبق لـ ${n(MAX_PLATE_ITEMS)} وجبة، ${
      count === 1
        ? "فلم نضف الوجبة الأخيرة من الرابط."
        : count === 2
          ? "فلم نضف الوجبتين الأخيرتين من الرابط."
          : `فلم نضف آخر ${meals} من الرابط.`
    }`,
  restoreFailed: (names: string[]) => `تعذّر تحميل: ${names.join("، ")}. أعد تحميل الصفحة بعد قليل.`,
} as const;
