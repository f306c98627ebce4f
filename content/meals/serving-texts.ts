// The Arabic one-line `basis` of each kind of serving (lib/meals/catalog/servings.ts fills them in).
// Numbers are written with Latin digits, like the rest of the meal data; a weight arrives as
// its counted phrase («440.5 غرام»، «665 غرامًا», lib/format/counted.ts).

/** The share a recipe's serving is of the whole: «ربع الوصفة» rather than «جزء من 4». */
const shareWords: Readonly<Record<number, string>> = {
  2: "نصف",
  3: "ثلث",
  4: "ربع",
  5: "خمس",
  6: "سدس",
  7: "سبع",
  8: "ثمن",
  9: "تسع",
  10: "عشر",
};

export const servingTexts = {
  /** The whole recipe is one serving. */
  wholeRecipe: (totalGrams: string) => `وزن الوصفة كلها كما تؤكل (${totalGrams})`,
  /** The recipe makes `count` servings. */
  shareOfRecipe: (count: number, totalGrams: string) =>
    `${shareWords[count] ?? `1/${count} من`} الوصفة (وزنها كلها كما تؤكل ${totalGrams})`,
  /** A household measure of the food's own USDA row ("SR28 09087"); USDA's text is kept. */
  usda: (row: string, measure: string) => `وزن منزلي من USDA ${row}: ${measure}`,
  /** A household measure borrowed from the USDA row of the same food. */
  borrowed: (row: string, food: string, measure: string) =>
    `تقدير: وزن منزلي من USDA ${row} (${food}) للطعام نفسه: ${measure}`,
  /** A unit borrowed from a USDA row of a similar food, saying why it fits. */
  borrowedUnit: (row: string, food: string, measure: string, why: string) =>
    `تقدير: وزن منزلي من USDA ${row} (${food}): ${measure}؛ ${why}`,
  /** A stated multiple of one of the food's own USDA measures, saying why. */
  scaledUnit: (row: string, measure: string, times: string, why: string) =>
    `تقدير: ${times} × الوزن المنزلي من USDA ${row}: ${measure}؛ ${why}`,
} as const;
