// The Arabic one-line `basis` of each kind of serving (lib/meals/catalog/servings.ts fills them in).
// Numbers are written with Latin digits, like the rest of the meal data.

export const servingTexts = {
  /** The whole recipe is one serving. */
  wholeRecipe: (totalGrams: number) => `وزن الوصفة كلها كما تؤكل (${totalGrams} غرامًا)`,
  /** The recipe makes `count` servings. */
  shareOfRecipe: (count: number, totalGrams: number) =>
    `جزء من ${count} من وزن الوصفة كما تؤكل (${totalGrams} غرامًا)`,
  /** A household weight of the food's own SR28 row; USDA's text is kept. */
  usda: (sourceId: string, measure: string) => `وزن منزلي من USDA SR28 ${sourceId}: ${measure}`,
  /** A household weight borrowed from the SR28 row of the same food. */
  borrowed: (sourceId: string, food: string, measure: string) =>
    `تقدير: وزن منزلي من USDA SR28 ${sourceId} (${food}) للطعام نفسه: ${measure}`,
} as const;
