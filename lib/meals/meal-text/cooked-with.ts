// «بيض بالبسطرمة»: a bare word whose usual sort is eaten as it is (boiled eggs), said with a
// food cooked into it («بال…», known to us or not), is the pan dish of it, fried eggs
// (content/meals/meal-text-words.ts, `cookedWithWords`), and with no amount said, the dish's
// usual count of it.

import { cookedWithWords } from "@/content/meals/meal-text-words";
import type { Serving } from "../types";
import { countOfServing } from "./unsaid-amount";
import type { MealTextAmount } from "./weigh";
import { fold } from "./words";

const byWord = new Map(
  cookedWithWords.flatMap((entry) => entry.words.map((word) => [fold(word), entry] as const)),
);

/** The pan dish a bare word names when a «بال…» food follows it, or undefined. */
export function cookedWithMeal(word: string, withFollows: boolean): string | undefined {
  return withFollows ? byWord.get(fold(word))?.meal : undefined;
}

/** The dish's amount when none was said: `count` of its serving (two fried eggs). */
export function cookedWithAmount(meal: {
  name: string;
  servings?: readonly Serving[];
}): MealTextAmount | undefined {
  const entry = cookedWithWords.find((e) => e.meal === meal.name);
  return entry && countOfServing(meal, entry);
}
