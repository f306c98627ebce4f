// What a food written «بال…» after another is (STYLE.md item 19), once no meal is named with
// both (modifier.ts: «حليب بالشوكولاطة» is chocolate milk) and the food before is no bread
// (filling.ts: «خبزة بالتن» is a filling):
// - a flavour (content/meals/meal-text-words.ts, `flavourWords`): «زبادي بالفراولة»، «بوظة
//   بالفستق»، «كيك بالشوكولاطة» are one food of that flavour, not a second food;
// - inside a dish of our recipes: what it is made with, already in its recipe («شكشوكة
//   بالبيض»، «كسكسي بالعلوش»), and so are the foods joined to it («وال…») with no amount of
//   their own that are spoon foods («عصيدة بالرب والسمن») or what a filling is made of
//   (content/meals/fillings.ts: «بريك بالبيض والتن»), never a food eaten beside it («زميطة
//   بالزيت والتمر»); spoon foods after it need no «بال…». Not after a single food («شوفان
//   بالحليب» is oats and milk), never a bread it is eaten with («شكشوكة بالخبز»), never a dish
//   itself;
// - otherwise a food eaten with the one before, a line of its own.

import { fillingAmount, isFillingBread } from "./filling";
import { servingUnitOf } from "./serving-unit";
import type { WeighableMeal } from "./weigh";
import { flavours } from "./words";

export interface WithMeal extends WeighableMeal {
  name: string;
  dish?: true;
  source?: { kind: string };
}

const isRecipeDish = (meal: WithMeal) => meal.dish === true || meal.source?.kind === "recipe";
/** A food eaten by the spoon (honey, ghee, oil): a condiment, not a dish. */
const isByTheSpoon = (meal: WeighableMeal) =>
  (meal.servings?.[0]?.grams ?? Infinity) <= 25 &&
  (meal.servings ?? []).some((s) => ["tbsp", "tsp"].includes(servingUnitOf(s.label).unit ?? ""));
/** A drink: its typical serving is a glass or a cup («شاهي بالحليب» is not «inside» the tea). */
const isDrink = (meal: WeighableMeal) => {
  const first = meal.servings?.[0];
  return ["glass", "cup", "fingan"].includes((first && servingUnitOf(first.label).unit) ?? "");
};

/**
 * Whether a food belongs to the food before it and gives no line of its own. `written`: it was
 * written «بال…»; `joined`: it was joined with «وال…» to a food that was inside that dish;
 * `bare`: it is a bare kind word («حوت»، «لحم», its meal only the word's usual sort) said right
 * beside the dish; `word`: its word as typed, folded, without the article.
 */
export function belongsToBefore(
  before: WithMeal,
  food: WithMeal,
  {
    written,
    joined = false,
    bare = false,
    word,
  }: { written: boolean; joined?: boolean; bare?: boolean; word: string },
): boolean {
  if (isFillingBread(before)) return false;
  if (written && flavours.has(word)) return true;
  if (isDrink(before) || !isRecipeDish(before) || isRecipeDish(food) || isFillingBread(food))
    return false;
  // «حريمي حوت»، «شربة لحم»: a bare kind word right beside a dish, no «و» between, says what
  // the dish is made of; so does it before the dish («بيض شكشوكة», parse-meal-text.ts). Never
  // a drink («تمر حليب حريرة» is a list).
  if (bare) return !isDrink(food);
  return written || isByTheSpoon(food) || (joined && fillingAmount(food) !== undefined);
}
