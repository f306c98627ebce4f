// The Arabic one-line `basis` of each kind of serving (lib/meals/catalog/servings.ts fills them in).
// Numbers are written with Latin digits, like the rest of the meal data.

export const servingTexts = {
  /** The whole recipe is one serving. */
  wholeRecipe: (totalGrams: number) => `وزن الوصفة كلها كما تؤكل (${totalGrams} غرامًا)`,
  /** The recipe makes `count` servings. */
  shareOfRecipe: (count: number, totalGrams: number) =>
    `جزء من ${count} من وزن الوصفة كما تؤكل (${totalGrams} غرامًا)`,
  /** A household measure of the food's own USDA row ("SR28 09087"); USDA's text is kept. */
  usda: (row: string, measure: string) => `وزن منزلي من USDA ${row}: ${measure}`,
  /** A household measure borrowed from the USDA row of the same food. */
  borrowed: (row: string, food: string, measure: string) =>
    `تقدير: وزن منزلي من USDA ${row} (${food}) للطعام نفسه: ${measure}`,
  /** A unit borrowed from a USDA row of a similar food, saying why it fits. */
  borrowedUnit: (row: string, food: string, measure: string, why: string) =>
    `تقدير: وزن منزلي من USDA ${row} (${food}): ${measure}؛ ${why}`,
} as const;
