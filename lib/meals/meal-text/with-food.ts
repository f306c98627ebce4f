// The one home of a food written «بال…» after another (STYLE.md item 19): what it is, in this
// order.
// 1. Right after the food's words (`readWithWord`, asked by modifier.ts):
//    - the food with it when a meal is named so («مكرونة بصلصة الطماطم», «حليب بالشوكولاطة» is
//      chocolate milk), also through the meal's own first word when the food is its dialect word
//      («روز بالحليب» is «رز بالحليب»);
//    - the dish itself when it is the dish's own ingredient («زميطة بالزيت», `ownIngredientWords`).
// 2. Once none of those, and the food before is no bread (filling.ts: «خبزة بالتن» is a filling;
//    `belongsToBefore`):
//    - a flavour (content/meals/meal-text-words.ts, `flavourWords`): «زبادي بالفراولة»، «بوظة
//      بالفستق»، «كيك بالشوكولاطة» are one food of that flavour, not a second food;
//    - inside a dish of our recipes: what it is made with, already in its recipe («شكشوكة
//      بالبيض»، «كسكسي بالعلوش»), and so are the foods joined to it («وال…») with no amount of
//      their own that are spoon foods («عصيدة بالرب والسمن») or what a filling is made of
//      (content/meals/fillings.ts: «بريك بالبيض والتن»), never a food eaten beside it («زميطة
//      بالزيت والتمر»); spoon foods after it need no «بال…». Not after a single food («شوفان
//      بالحليب» is oats and milk), never a bread it is eaten with («شكشوكة بالخبز»), never a
//      dish itself;
//    Before all of these, what the dish's recipe holds or what stands for it (`isDishPart`,
//    content/meals/meal-text-words.ts `ownIngredientWords`: «بازين بالقديد», «عصيدة بالرب
//    والزيت») is in it, even a dish of its own, and so when said «مع» right after the dish
//    («رب وزيت مع خبزة») or «بال…» after the dish's amount («بسيسة ملعقتين بالزيت»);
// 3. otherwise a food eaten with the one before, a line of its own.

import { normalizeArabic } from "../normalize-arabic";
import { fillingAmount, isFillingBread } from "./filling";
import type { FoodMatcher } from "./food-matcher";
import { servingUnitOf } from "./serving-unit";
import type { WeighableMeal } from "./weigh";
import type { AmountPart } from "./parts";
import type { Token } from "./tokens";
import { flavours, fold, ownIngredients } from "./words";
import { bareFlavourWords, servedWithWords } from "@/content/meals/meal-text-words";

const withWords = new Set(servedWithWords.map(fold));
const bareFlavours = new Set(bareFlavourWords.map(fold));

/** What a «بال…» word right after a food's words makes of that food (step 1 above). */
export interface WithWordReading {
  /** The meal named with both, when there is one. */
  meal?: number;
  candidates?: number[];
  /** Whether the «بال…» word is the food's (no line of its own). */
  taken: boolean;
}

/**
 * Step 1: a meal named with the food and its «بال…» word, or the dish's own ingredient. `food`:
 * the food's words as matched; `word`: the word after them, folded, without «بال»; `dish`: the
 * name of the meal the food's words named.
 */
export function readWithWord(
  matcher: Pick<FoodMatcher, "match">,
  food: readonly string[],
  word: string,
  dish?: string,
): WithWordReading {
  const tryWith = (after: string) => {
    const found = matcher.match([...food, after]);
    return found && found.used === food.length + 1 ? found : undefined;
  };
  // «روز بالحليب»: a word for the food in a dialect («روز» for «رز») takes the «بال…» food as
  // the meal's own first word does («رز بالحليب» is «رز بلبن»).
  const head = dish?.split(" ")[0];
  const asHead = (after: string) => {
    if (food.length !== 1 || !head || fold(head) === food[0]) return undefined;
    const found = matcher.match([fold(head), after]);
    return found && found.used === 2 ? found : undefined;
  };
  const found = tryWith(`ب${word}`) ?? tryWith(word) ?? asHead(`ب${word}`) ?? asHead(word);
  if (found) return { meal: found.meal, candidates: found.candidates, taken: true };
  // «زميطة بالزيت»: the dish's own ingredient is in the dish.
  return { taken: dish !== undefined && ownIngredients.get(dish)?.has(word) === true };
}

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
 * Step 2: whether a food belongs to the food before it and gives no line of its own. `written`: it was
 * written «بال…»; `joined`: it was joined with «وال…» to a food that was inside that dish;
 * `bare`: it is a bare kind word («حوت»، «لحم», its meal only the word's usual sort) said right
 * beside the dish; `adjoining`: it follows the food's words with nothing between, no «و»;
 * `word`: its word as typed, folded, without the article.
 */
export function belongsToBefore(
  before: WithMeal,
  food: WithMeal,
  {
    written,
    joined = false,
    bare = false,
    adjoining = false,
    word,
  }: { written: boolean; joined?: boolean; bare?: boolean; adjoining?: boolean; word: string },
): boolean {
  if (isFillingBread(before)) return false;
  if (written && flavours.has(word)) return true;
  // «كيكة شوكولاتة»: a flavour right after the food, nothing between.
  if (adjoining && bareFlavours.has(word)) return true;
  if (isDishPart(before, food, word)) return true;
  if (isDrink(before) || !isRecipeDish(before) || isRecipeDish(food) || isFillingBread(food))
    return false;
  // «حريمي حوت»، «شربة لحم»: a bare kind word right beside a dish, no «و» between, says what
  // the dish is made of; so does it before the dish («بيض شكشوكة», bare-kind-dish.ts). Never
  // a drink («تمر حليب حريرة» is a list).
  if (bare) return !isDrink(food);
  return written || isByTheSpoon(food) || (joined && fillingAmount(food) !== undefined);
}

/**
 * «بازين بالقديد»، «رب وزيت بالخبز»، «فول مدمس مع زيت زيتون»: what a dish is made or served
 * with, named by its word as typed (folded, no article) or by the meal read, is in the dish when
 * its recipe holds it or what it stands for (content/meals/meal-text-words.ts,
 * `ownIngredientWords`), even when that food is a dish of its own (قديد، رب وزيت): one line.
 */
export function isDishPart(dish: { name: string }, food: { name: string }, word: string): boolean {
  const own = ownIngredients.get(dish.name);
  return own !== undefined && (own.has(word) || own.has(fold(food.name)));
}

/**
 * Whether a food (at token `at`) is said with the line before it (ending at token `after`):
 * only «مع» between them («رب وزيت مع خبزة»), or nothing when it is written «بال…» («بسيسة
 * ملعقتين بالزيت»: the amount was the dish's).
 */
export function saidWith(
  tokens: readonly Token[],
  at: number,
  after: number,
  written: boolean,
): boolean {
  const between = tokens.slice(after + 1, at);
  if (between.length === 0) return written;
  return between.length === 1 && between[0]?.kind === "word" && withWords.has(between[0].folded);
}

/** An amount that is only a count noun said once («خبزة»): the loaf named, no count said. */
export function isOneOfNoun(amount: readonly AmountPart[] | undefined): boolean {
  const only = amount?.length === 1 ? amount[0] : undefined;
  return only?.kind === "count" && only.number === 1;
}

/**
 * «مقرونة مبكبكة», «مكرونة امبكبكة»: a bare word said before a dish is the dish's own base when
 * its usual food is that of a word of one of the dish's names («مكرونة مبكبكة», an alias of
 * مبكبكة), however it is spelled: one dish, not pasta and the dish beside it.
 */
export function isDishBaseWord(
  word: string,
  dish: { name: string; aliases?: readonly string[] },
  defaults: ReadonlyMap<string, string> | undefined,
): boolean {
  const usual = defaults?.get(word);
  if (usual === undefined) return false;
  return [dish.name, ...(dish.aliases ?? [])].some((label) =>
    label.split(" ").some((w) => defaults!.get(normalizeArabic(w)) === usual),
  );
}
