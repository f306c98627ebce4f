// Words that make «السكر» the sugar in the blood a diabetic measures, not table sugar eaten
// (lib/meals/meal-text/blood-sugar.ts): «قست السكر»، «تحليل السكر الصبح ٩٥»، «السكر عندي ١٢٠»،
// «السكر طالع اليوم». And «سكري» (diabetes, diabetic), which names no food: «بسكويت للسكري» is
// a biscuit for diabetics.

/** Said right before «السكر»: measuring it. */
export const measuringWords: readonly string[] = [
  "قست",
  "قيست",
  "قسنا",
  "قيس",
  "قياس",
  "تحليل",
  "حللت",
  "فحص",
  "فحصت",
  "نسبة",
  "معدل",
  "مستوى",
  "جهاز",
  "عيرت",
  "شيكت",
];

/** Said right after «السكر»: where the blood's sugar stands («السكر طالع اليوم»). */
export const readingWords: readonly string[] = [
  "عندي",
  "عنده",
  "عندها",
  "طلع",
  "طالع",
  "نزل",
  "نازل",
  "هابط",
  "مرتفع",
  "عالي",
  "واطي",
  "منخفض",
  "تراكمي",
];

/**
 * Said after «السكر» before a number, a reading only with that number («السكر الصبح ٩٥»، «السكر
 * كان ١٨٠»); without one they may speak of sugar eaten («السكر كان قليل»).
 */
export const beforeNumberWords: readonly string[] = [
  "كان",
  "كانت",
  "الصبح",
  "الصباح",
  "صايم",
  "فاطر",
  "ملغ",
  "mg",
];

/** «سكري»، «للسكري»: diabetes or diabetic, never a food. */
export const diabetesWords: readonly string[] = ["سكري", "السكري", "للسكري", "بالسكري", "سكرية"];
