// Every Arabic string of the calculator's plate ("طبقي").
import { MACRO_DAILY_VALUES as dv, nutrientLabels } from "./nutrients";
import { quantityLimits } from "./quantity-limits";

import { calculatorText } from "./calculator";

// Whole numbers as the site writes them (2,000): the built-in formatter with the locale of
// lib/format/number.ts, since content holds no code of its own.
const n = (value: number) => value.toLocaleString("en-US");
const MIN_GRAMS = quantityLimits.minGrams;
const MAX_GRAMS = quantityLimits.maxGrams;
const MAX_PLATE_ITEMS = quantityLimits.maxPlateItems;

/** "وجبة واحدة", "وجبتان", "3 وجبات", "11 وجبة". */
function mealCountText(count: number): string {
  if (count === 1) return "وجبة واحدة";
  if (count === 2) return "وجبتان";
  const mod100 = count % 100;
  if (mod100 >= 3 && mod100 <= 10) return `${n(count)} وجبات`;
  return `${n(count)} وجبة`;
}

export const plateText = {
  added: (name: string, grams: number) => `أُضيف «${name}» (${n(grams)} غرام) إلى طبقك.`,
  addedMany: (count: number) => `أُضيف إلى طبقك ${mealCountText(count)}.`,
  full: `طبقك ممتلئ: يتسع لـ ${n(MAX_PLATE_ITEMS)} وجبة على الأكثر. احذف وجبة لتضيف أخرى.`,
  heading: "طبقي",
  intro: "مجموع ما في طبقك، محسوبًا في متصفحك من قيم كل وجبة لكل 100 غرام.",
  empty: `طبقك فارغ. اختر وجبة وكمية ثم اضغط «${calculatorText.addToPlate}».`,
  count: mealCountText,
  itemsCaption: "الوجبات في طبقك",
  gramsLabel: (name: string) => `كمية «${name}» بالغرام`,
  gramsUnit: "غ",
  gramsError: `الكمية بين ${n(MIN_GRAMS)} و${n(MAX_GRAMS)} غرام، بالأرقام.`,
  itemEnergy: (kcal: string) => `${kcal} سعرة`,
  remove: "احذف",
  removeLabel: (name: string) => `احذف «${name}» من طبقي`,
  clear: "أفرغ طبقي",
  itemLoading: "جارٍ التحميل…",
  itemFailed: "تعذّر تحميل قيمها؛ ليست في المجموع.",

  totalsHeading: (grams: string) => `مجموع طبقك (${grams} غرام)`,
  ...nutrientLabels,
  gramUnit: "غ",
  unknownTotal: "غير معروف",
  minerals: "المعادن في طبقك",
  vitamins: "الفيتامينات في طبقك",
  nutrientColumn: "العنصر",
  amountColumn: "المجموع",
  noShare: "—",
  missingFor: (names: string[]) => `لا قيمة له في بيانات: ${names.join("، ")}`,
  ofNeed: "من احتياجك اليومي",
  ofDailyValue: "من القيمة اليومية",
  noDailyValue: "لا قيمة يومية مرجعية للسكريات الكلية.",
  needNote: (kcal: string) => `تُحسب نسبة السعرات من احتياجك المحفوظ على هذا الجهاز (${kcal} سعرة).`,
  noNeed: "احسب احتياجك اليومي لتعرف نصيب طبقك منه:",
  noNeedLink: "حاسبة الاحتياج",
  unknownRule:
    "القيمة التي لا تعرفها بيانات إحدى الوجبات لا تُحسب صفرًا: لا نعرض مجموعها، ونذكر الوجبة التي تنقصها.",
  dailyValueNote: `القيم اليومية للبروتين (${n(dv.protein)} غ) والدهون (${n(dv.fat)} غ) والكربوهيدرات (${n(dv.carbohydrates)} غ) والألياف (${n(dv.fiber)} غ) من إدارة الغذاء والدواء الأمريكية، على أساس 2,000 سعرة.`,

  share: "شارك طبقك",
  shareLabel: "رابط طبقك",
  shared: "أُرسل رابط طبقك.",
  copied: "نُسخ الرابط. من يفتحه يرى طبقك نفسه.",
  copyFailed: "انسخ الرابط من الخانة أعلاه.",

  restoredNotFound: (names: string[]) =>
    `لم نجد هذه الوجبات فحذفناها من الطبق: ${names.join("، ")}.`,
  restoredInvalid: (count: number) =>
    `تجاهلنا ${n(count)} من عناصر الرابط لأنها غير صالحة (اسم فارغ، أو كمية خارج ${n(MIN_GRAMS)}–${n(MAX_GRAMS)} غرام، أو وجبة مكررة).`,
  restoredOverflow: (count: number) =>
    `يتسع الطبق لـ ${n(MAX_PLATE_ITEMS)} وجبة، فلم نضف آخر ${n(count)} من الرابط.`,
  restoreFailed: (names: string[]) => `تعذّر تحميل: ${names.join("، ")}. أعد تحميل الصفحة بعد قليل.`,
} as const;
