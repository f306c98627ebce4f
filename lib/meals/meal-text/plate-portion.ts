// A plain staple's plate and the share of a whole a dish's plate holds, as the data states them
// (content/meals/plate-portions.ts, plate-shares.ts).
import { platePortions } from "@/content/meals/plate-portions";
import { plateShares } from "@/content/meals/plate-shares";
import type { Serving } from "../types";
import { unitOf } from "./serving-of-unit";
import type { WeighableMeal } from "./weighing";
import { fold } from "./words";

const plateByMeal = new Map(platePortions.map((entry) => [entry.meal, entry]));

/** The share of a whole («دجاجة») a dish's plate holds, when the data states one. */
export function shareOfPlate(meal: string | undefined, noun: string) {
  const word = fold(noun);
  return plateShares.find((s) => s.meal === meal && fold(s.noun) === word);
}

/**
 * A plain staple's plate (content/meals/plate-portions.ts): the serving it is counted in, and
 * the plate's grams as the data states them. How many of that serving it is (220 g of rice:
 * 220 ÷ 158 g, 1.39 of USDA's cup) follows from the serving's own weight: `platePortionCount`.
 */
export function platePortion(
  meal: WeighableMeal,
): { serving: Serving; perUnit: number } | undefined {
  const entry = meal.name === undefined ? undefined : plateByMeal.get(meal.name);
  const serving = entry && meal.servings?.find((s) => s.label === entry.serving);
  if (!entry || !serving) return undefined;
  return { serving, perUnit: entry.grams };
}

/** How many of its serving a staple's plate holds (undefined: the meal has no plate portion). */
export function platePortionCount(meal: WeighableMeal): number | undefined {
  const plate = platePortion(meal);
  if (!plate) return undefined;
  return plate.perUnit / (plate.serving.grams / unitOf(plate.serving).amount);
}
