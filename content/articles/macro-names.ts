// The macronutrients' names as /Blog2 writes them; the macro tool uses the same words.
import type { Macro } from "@/lib/nutrition/macro-grams";
import { formatNumber } from "@/lib/format/number";

export const macroNames: Record<Macro, string> = {
  carbohydrates: "الكربوهيدرات",
  protein: "البروتين",
  fat: "الدهون",
};

/** Grams as /Blog2 shows them: whole grams exactly, otherwise to one decimal (55.6). */
export function macroGramsText(grams: number): string {
  return Number.isInteger(grams) ? formatNumber(grams) : formatNumber(grams, 1);
}
