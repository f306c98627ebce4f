// The meal the reader reads into: one home for its shape, which parse-meal-text.ts exports and
// its rules (reading.ts and the files it names) take.
import type { MatchableMeal } from "./food-matcher";
import type { WeighableMeal } from "./weigh";

export interface MealTextMeal extends MatchableMeal, WeighableMeal {
  name: string;
  /** Added sugar, g per 100 g: a sweetened drink's own sugar, taken out when its sugar is said. */
  addedSugars?: number;
  /** A dish of our recipes (the meal names' flag), or a meal whose source says so. */
  dish?: true;
  source?: { kind: string };
}
