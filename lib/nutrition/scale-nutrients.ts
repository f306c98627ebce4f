import type { Meal, NutrientAmount, NutrientProfile } from "@/lib/meals/types";

// The calculator's and the meal pages' arithmetic: every value shown is the meal's per-100 g
// value times the grams eaten / 100 (the quantity 1 = 100 g … 5 = 500 g, a serving, any amount). Nothing here rounds: rounding happens once, when a value
// is formatted for display, so a total never drifts from its per-100 g source.

/** The quantities the visitor can choose, in units of 100 g. */
export const QUANTITIES = [1, 2, 3, 4, 5] as const;
export type Quantity = (typeof QUANTITIES)[number];

/** Grams eaten for a quantity (1 → 100 g). */
export function gramsFor(quantity: Quantity): number {
  return quantity * 100;
}

/** A quantity from untrusted text (a URL parameter, a select's value), or null when it is not one of 1–5. */
export function parseQuantity(raw: string | null | undefined): Quantity | null {
  if (raw == null || !/^[1-5]$/.test(raw.trim())) return null;
  return Number(raw.trim()) as Quantity;
}

/** The values for an amount: the profile, and fiber and sugars when the meal has them. */
export type ScaledMeal = NutrientProfile & Pick<Meal, "fiber" | "sugars">;

function scaleList(list: readonly NutrientAmount[], quantity: number): NutrientAmount[] {
  return list.map((n) => ({ ...n, amount: n.amount * quantity }));
}

/** The meal's values for `quantity` × 100 g (a quantity of 4.3 is 430 g). */
export function scaleMeal(meal: Meal, quantity: number): ScaledMeal {
  const scaled: ScaledMeal = {
    calories: meal.calories * quantity,
    protein: meal.protein * quantity,
    fat: meal.fat * quantity,
    carbohydrates: meal.carbohydrates * quantity,
    minerals: scaleList(meal.minerals, quantity),
    vitamins: scaleList(meal.vitamins, quantity),
  };
  // Unknown stays unknown: an absent value is never scaled into a 0.
  if (meal.fiber !== undefined) scaled.fiber = meal.fiber * quantity;
  if (meal.sugars !== undefined) scaled.sugars = meal.sugars * quantity;
  if (meal.addedSugars !== undefined) scaled.addedSugars = meal.addedSugars * quantity;
  if (meal.addedSugarsAtLeast) scaled.addedSugarsAtLeast = true;
  return scaled;
}

/** The meal's values for an amount in grams. */
export function scaleMealToGrams(meal: Meal, grams: number): ScaledMeal {
  return scaleMeal(meal, grams / 100);
}
