import type { FoodMatcher, MatchableMeal } from "./food-matcher";
import type { AmountPart, FoodPart } from "./parts";

/**
 * «عجة بيضتين», «بيض مخفوق 3 بيضات»: a count noun after a dish made of that food counts the
 * dish, not more of the food, when the food's word is a word of the dish's name or alias.
 */
export function isCountOfDish<M extends MatchableMeal & { name: string }>(
  matcher: FoodMatcher,
  meals: readonly M[],
  foodParts: readonly FoodPart[],
  amount: readonly AmountPart[],
): boolean {
  const counted = amount.find((p) => p.kind === "count");
  if (!counted || counted.kind !== "count") return false;
  const found = matcher.match(foodParts.map((p) => p.word));
  if (!found || found.used !== foodParts.length) return false;
  const meal = meals[found.meal] as M;
  const food = counted.noun.food;
  return [meal.name, ...(meal.aliases ?? [])].some((label) => label.split(" ").includes(food));
}
