// A food put on a dish is a food of its own (STYLE.md item 19): «فول بالجبنة»، «فول بالزيت
// والجبنة»، «ملوي جوج بالفرماج»، «فول بالبيض»، «لبلابي بالتن» are the dish and a slice of cheese,
// an egg or a share of a can put on it or in it, weighed as a bread's filling is
// (content/meals/fillings.ts), unless the dish already holds it: a name of the dish says it
// («فطير بالجبنة»، «بريك بالتن») or its recipe weighs it («بازين بالبيض»، «شكشوكة بالبيض»). Read
// once the lines are read: a topping's word taken into the dish's line (with-food.ts) is made a
// line of its own, and a topping's line written «بال…» after another food, with no amount of its
// own, is weighed as such.

import { toppings } from "@/content/meals/fillings";
import { mealEntries } from "@/content/meals";
import { fillingAmount, isFillingBread } from "./filling";
import type { ReadLine } from "./line";
import type { SentenceWords, WordToken } from "./sentence-words";
import { tokenize, type Token } from "./tokens";
import { weigh, type WeighableMeal } from "./weigh";
import { fold } from "./words";

type Topping = (typeof toppings)[number];

const toppingOf = new Map(
  toppings.flatMap((topping) => topping.words.map((w) => [fold(w), topping] as const)),
);
const toppingMeals = new Set(toppings.map((t) => t.meal));
/** «بالجبنة»، «والجبنة»، «بجبنة»: the topping's word after «بال»، «وال» or «ب». */
const PREFIXES = ["بال", "وال", "ب"];

/** Each dish's recipe rows (USDA ids), by its name. */
const recipeRows = new Map(
  mealEntries.map((entry) => [
    entry.name,
    new Set<string>("recipe" in entry && entry.recipe ? entry.recipe.map((row) => row.usda) : []),
  ]),
);

function toppingWord(token: Token | WordToken): Topping | undefined {
  if (token.kind !== "word") return undefined;
  for (const prefix of PREFIXES) {
    if (!token.folded.startsWith(prefix)) continue;
    const topping = toppingOf.get(token.folded.slice(prefix.length));
    if (topping) return topping;
  }
  return undefined;
}

/** Each topping put on a dish made a line of its own, weighed as a filling, in place. */
export function readToppings<
  M extends WeighableMeal & { name: string; aliases?: readonly string[] },
>(words: SentenceWords, lines: ReadLine<M>[], meals: readonly M[]): void {
  for (let at = 0; at < lines.length; at++) {
    const line = lines[at] as ReadLine<M>;
    // «ملوي جوج بالفرماج»: the topping's own line, after another food.
    if (at > 0 && toppingMeals.has(line.meal.name) && line.said.how === "unsaid") {
      const first = words.of(line.text)[0];
      const before = lines[at - 1] as ReadLine<M>;
      const amount = fillingAmount(line.meal);
      // «لبلابي بالعظم والتن»: joined by «و» to a topping before it, a topping too
      const chained = before.said.how === "filling" && toppingOf.has(first?.bare ?? "");
      if (first && (toppingWord(first) || chained) && amount && !isFillingBread(before.meal))
        Object.assign(line, {
          amount,
          weighing: weigh(line.meal, amount),
          said: { how: "filling" },
        });
      continue;
    }
    if (isFillingBread(line.meal) || toppingMeals.has(line.meal.name)) continue;
    // The line's words as read, placed in its own text (a word's start in the sentence less
    // the line's).
    const base = Math.max(words.where(line.text), 0);
    const tokens = words.of(line.text);
    // «فول بالبيض والجبنة»: every topping said in the dish's words, each its own line
    const put = tokens.flatMap((token, k) => {
      const topping = k > 0 ? toppingWord(token) : undefined;
      const food = topping && meals.find((m) => m.name === topping.meal);
      const amount = food && fillingAmount(food);
      if (!topping || !food || !amount || holdsTopping(line.meal, topping)) return [];
      return [{ k, token, food, amount }];
    });
    if (put.length === 0) continue;
    const toppingLines = put.map(({ token, food, amount }): ReadLine<M> => ({
      text: line.text.slice(token.start - base, token.end - base),
      meal: food,
      alternatives: [],
      amount,
      weighing: weigh(food, amount),
      said: { how: "filling" },
    }));
    // The dish's words end before its toppings when nothing else follows them.
    const first = put[0]!;
    if (put.length === tokens.length - first.k)
      line.text = line.text.slice(0, first.token.start - base).trim();
    lines.splice(at + 1, 0, ...toppingLines);
    at += toppingLines.length;
  }
}

/** Each meal's names, tokenized once, not once per sentence. */
const namesOf = new WeakMap<object, WordToken[]>();

/** Whether the dish already holds the topping: a name says it, or its recipe weighs it. */
function holdsTopping(
  meal: { name: string; aliases?: readonly string[] },
  topping: Topping,
): boolean {
  const rows = recipeRows.get(meal.name);
  if (topping.inRecipe?.some((id) => rows?.has(id))) return true;
  let names = namesOf.get(meal);
  if (names === undefined) {
    names = [meal.name, ...(meal.aliases ?? [])].flatMap((label) =>
      tokenize(label).filter((t): t is WordToken => t.kind === "word"),
    );
    namesOf.set(meal, names);
  }
  return names.some((t) => toppingOf.get(t.bare) === topping || toppingWord(t) === topping);
}
