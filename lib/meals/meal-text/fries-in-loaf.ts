// Fries named bare after a loaf's filling («كسكروت مقانق والبطاطا») are in the loaf too, as
// the foods joined to a filling are (filling.ts): weighed as a filling (content/meals/fillings.ts),
// not as the side of fries the shop serves. Read by fast-food-potatoes.ts, which alone knows the
// bare potato is fries; it must never touch an amount the visitor said.

import { fillingAmount } from "./filling";
import type { ReadLine } from "./line";
import type { MealTextAmount, WeighableMeal } from "./weigh";

/** The filling amount of the fries at `at` when the line before it is a loaf's filling. */
export function friesInLoafAmount<M extends WeighableMeal & { name: string }>(
  fries: M,
  lines: readonly ReadLine<M>[],
  at: number,
): MealTextAmount | undefined {
  const line = lines[at];
  const before = lines[at - 1];
  if (!line || !before || line.said.how !== "unsaid" || before.said.how !== "filling")
    return undefined;
  return fillingAmount(fries);
}
