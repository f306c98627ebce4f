// A food named with no amount is what a nutritionist takes for it (content/meals/unsaid-amounts.ts):
// «جبنة» is two slices, «زيتون» six olives, «دجاج» a quarter chicken, each in one of the meal's own
// servings; a plain staple served by the plate («رز») is a plate of it (content/meals/
// plate-portions.ts); any other food is its typical serving.

import { unsaidAmounts } from "@/content/meals/unsaid-amounts";
import type { Serving } from "../types";
import { servingUnitOf } from "./serving-unit";
import { platePortion, wholeOfShare, type MealTextAmount } from "./weigh";

const byMeal = new Map(unsaidAmounts.map((entry) => [entry.meal, entry]));

/**
 * `count` of the meal's serving labelled `serving`, in that serving's unit («حبة كبيرة» × 2: two
 * pieces), or undefined when the meal has no such serving.
 */
export function countOfServing(
  meal: { servings?: readonly Serving[] },
  entry: { serving: string; count: number },
): MealTextAmount | undefined {
  const serving = meal.servings?.find((s) => s.label === entry.serving);
  if (!serving) return undefined;
  const { unit, amount } = servingUnitOf(serving.label);
  return { count: entry.count * amount, unit };
}

export function unsaidAmount(meal: {
  name: string;
  servings?: readonly Serving[];
}): MealTextAmount {
  const entry = byMeal.get(meal.name);
  return (
    (entry && countOfServing(meal, entry)) ?? {
      count: 1,
      unit: platePortion(meal) ? "plate" : null,
    }
  );
}

/**
 * «شوية زيتون»، «شوية شباكية»: a little of a food eaten by the piece, whose unsaid amount is a
 * few of its pieces, is those few pieces (a little olive is no olive at all); of any other food,
 * a little is the fraction said (half its typical serving; of a quarter chicken, half the quarter).
 */
export function aLittleOf(
  meal: { name: string; servings?: readonly Serving[] },
  little: MealTextAmount,
): MealTextAmount {
  // «شوية دجاج»: of a food served as a share of a whole (a quarter chicken), a little is that
  // fraction of its share, not of the whole bird.
  const typical = meal.servings?.[0];
  const whole = typical && wholeOfShare(typical);
  if (typical && whole && little.count !== null) {
    const { unit, amount } = servingUnitOf(typical.label);
    return { count: little.count * amount, unit, noun: whole };
  }
  const entry = byMeal.get(meal.name);
  if (!entry || entry.count < 2) return little;
  const few = unsaidAmount(meal);
  return few.unit === "piece" ? few : little;
}
