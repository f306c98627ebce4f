// Carbohydrate portions («حصص الكربوهيدرات») as diabetes education counts them: one portion is
// 15 g of carbohydrate (content/diabetes/guidelines.ts cites the exchange lists this follows),
// counted on total carbohydrate, to the nearest half portion. Pure arithmetic, no rounding of
// the grams themselves: those are rounded once, when shown.

/** Grams of carbohydrate in one portion. */
export const CARB_PORTION_GRAMS = 15;

/** Portions for `carbGrams` of carbohydrate, to the nearest half (7.4 g → 0.5, 22.5 g → 1.5). */
export function carbPortions(carbGrams: number): number {
  if (!Number.isFinite(carbGrams) || carbGrams < 0) {
    throw new RangeError(`no carbohydrate portions for ${carbGrams} g`);
  }
  // toPrecision removes binary noise so that 22.5 g (exactly 1.5) stays 1.5, not 1.4999….
  const halves = Number(((carbGrams / CARB_PORTION_GRAMS) * 2).toPrecision(12));
  return Math.round(halves) / 2;
}

/**
 * Available carbohydrate: USDA's carbohydrate "by difference" includes fibre, which the
 * glycaemic load leaves out (the GI tables test portions of available carbohydrate). Null when
 * the fibre is unknown, so a load is never computed on a guess.
 */
export function availableCarbohydrate(carbGrams: number, fiberGrams: number | undefined) {
  if (fiberGrams === undefined) return null;
  return Math.max(0, carbGrams - fiberGrams);
}

/** Glycaemic load of an amount: GI × available carbohydrate (g) ÷ 100. */
export function glycaemicLoad(gi: number, availableCarbGrams: number): number {
  if (!(gi > 0 && gi <= 150) || !(availableCarbGrams >= 0)) {
    throw new RangeError(`no glycaemic load for GI ${gi} and ${availableCarbGrams} g`);
  }
  return (gi * availableCarbGrams) / 100;
}
