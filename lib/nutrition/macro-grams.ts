// Turns a daily calorie target into grams of carbohydrates, protein and fat: each macro's
// share of the calories divided by its energy per gram (4, 4 and 9 kcal). The /Blog2 article
// prints its worked example from this function.
import { kcalPerGram, macros, typicalSplit, type Macro } from "@/content/nutrition-reference";

export interface MacroTarget {
  macro: Macro;
  percent: number;
  kcal: number;
  grams: number;
}

/** The calories and grams of each macro for a calorie target; percentages must total 100. */
export function macroGrams(
  totalKcal: number,
  split: Readonly<Record<Macro, number>> = typicalSplit,
): MacroTarget[] {
  if (!Number.isFinite(totalKcal) || totalKcal <= 0) {
    throw new RangeError(`totalKcal must be a positive number, got ${totalKcal}`);
  }
  const sum = macros.reduce((acc, m) => acc + split[m], 0);
  if (
    macros.some((m) => !Number.isFinite(split[m]) || split[m] < 0) ||
    Math.abs(sum - 100) > 1e-9
  ) {
    throw new RangeError(`the split must be non-negative percentages totalling 100, got ${sum}`);
  }
  return macros.map((macro) => {
    const kcal = (totalKcal * split[macro]) / 100;
    return { macro, percent: split[macro], kcal, grams: kcal / kcalPerGram[macro] };
  });
}
