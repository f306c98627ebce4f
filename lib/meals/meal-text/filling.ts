// A filling is weighed as a filling (STYLE.md item 19): after a bread, a food written «بال…»
// («خبزة بالتن») or right after the bread's word with no «و» between («كسكروت تن»), and the
// foods joined to it with no amount of their own («والبيضة») are what is inside the loaf, and weigh what content/meals/fillings.ts says (a third of a can of tuna, one
// egg), not their typical serving.

import { fillingBreadWords, fillings } from "@/content/meals/fillings";
import type { Serving } from "../types";
import { servingUnitOf } from "./serving-unit";
import type { MealTextAmount } from "./weigh";
import { fold } from "./words";

const byMeal = new Map(fillings.map((entry) => [entry.meal, entry]));
const breadWords = new Set(fillingBreadWords.map(fold));

/** Whether a meal is a bread a filling goes in. */
export function isFillingBread(meal: { name: string }): boolean {
  return breadWords.has(fold(meal.name.split(" ")[0] ?? ""));
}

/** The amount of a meal as a filling, or undefined when the data has none for it. */
export function fillingAmount(meal: {
  name: string;
  servings?: readonly Serving[];
}): MealTextAmount | undefined {
  const entry = byMeal.get(meal.name);
  const serving = entry && meal.servings?.find((s) => s.label === entry.serving);
  if (!entry || !serving) return undefined;
  const { unit, amount } = servingUnitOf(serving.label);
  return { count: entry.count * amount, unit };
}
