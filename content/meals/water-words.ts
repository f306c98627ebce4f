// Water as people write it. It has no energy and no macronutrient (USDA SR28 14411, «Beverages,
// water, tap, drinking»: 0 kcal and 0 g of protein, fat and carbohydrate in 100 g; bottled water,
// 14555, the same), so a sentence's water is understood and left out of the count, never a line
// and never words the site lacks (lib/meals/meal-text/water.ts).

/** Compared as typed, without a joined «و» or «ال» and without diacritics. */
export const waterWords: readonly string[] = [
  "ماء",
  "مياه",
  "مية",
  "ميه",
  "موية",
  "مويه",
  "ماي",
  "water",
  "eau",
];

/**
 * «الما»: water with its article and no hamza, as Libya and the Maghreb write it. Bare «ما» is
 * never water: it is the negation («ما كليتش») or «what».
 */
export const waterWithArticleOnly: readonly string[] = ["الما"];
