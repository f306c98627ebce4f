// Cheese on a dish is a food of its own (STYLE.md item 19): «فول بالجبنة»، «فول بالزيت والجبنة»،
// «ملوي جوج بالفرماج» are the dish and a slice of cheese put on it or in it, weighed as a
// bread's filling is (content/meals/fillings.ts), unless a name of the dish holds the cheese
// («فطير بالجبنة»). Read once the lines are read: a cheese word taken into the dish's line
// (with-food.ts) is made a line of its own, and a cheese line written «بال…» after another
// food, with no amount of its own, is weighed as such.

import { toppingCheeses } from "@/content/meals/fillings";
import { fillingAmount, isFillingBread } from "./filling";
import type { ReadLine } from "./line";
import type { SentenceWords, WordToken } from "./sentence-words";
import { tokenize, type Token } from "./tokens";
import { weigh, type WeighableMeal } from "./weigh";
import { fold } from "./words";

const cheeseOf = new Map(
  toppingCheeses.flatMap(({ words, meal }) => words.map((w) => [fold(w), meal] as const)),
);
const cheeseMeals = new Set(toppingCheeses.map((c) => c.meal));
/** «بالجبنة»، «والجبنة»، «بجبنة»: the cheese word after «بال»، «وال» or «ب». */
const PREFIXES = ["بال", "وال", "ب"];

function cheeseWord(token: Token | WordToken): string | undefined {
  if (token.kind !== "word") return undefined;
  for (const prefix of PREFIXES) {
    if (!token.folded.startsWith(prefix)) continue;
    const meal = cheeseOf.get(token.folded.slice(prefix.length));
    if (meal) return meal;
  }
  return undefined;
}

/** Each cheese put on a dish made a line of its own, weighed as a slice, in place. */
export function readToppings<
  M extends WeighableMeal & { name: string; aliases?: readonly string[] },
>(words: SentenceWords, lines: ReadLine<M>[], meals: readonly M[]): void {
  for (let at = 0; at < lines.length; at++) {
    const line = lines[at] as ReadLine<M>;
    // «ملوي جوج بالفرماج»: the cheese's own line, after another food.
    if (at > 0 && cheeseMeals.has(line.meal.name) && line.said.how === "unsaid") {
      const first = words.of(line.text)[0];
      const before = lines[at - 1] as ReadLine<M>;
      const amount = fillingAmount(line.meal);
      if (first && cheeseWord(first) && amount && !isFillingBread(before.meal))
        Object.assign(line, {
          amount,
          weighing: weigh(line.meal, amount),
          said: { how: "filling" },
        });
      continue;
    }
    if (isFillingBread(line.meal) || cheeseMeals.has(line.meal.name)) continue;
    // The line's words as read, placed in its own text (a word's start in the sentence less
    // the line's).
    const base = Math.max(words.where(line.text), 0);
    const tokens = words.of(line.text);
    const at0 = tokens.findIndex((t, k) => k > 0 && cheeseWord(t) !== undefined);
    const token = tokens[at0];
    const cheese = token && meals.find((m) => m.name === cheeseWord(token));
    if (!token || !cheese || holdsCheese(line.meal)) continue;
    const amount = fillingAmount(cheese);
    if (!amount) continue;
    const last = at0 === tokens.length - 1;
    const start = token.start - base;
    const cheeseLine: ReadLine<M> = {
      text: line.text.slice(start, token.end - base),
      meal: cheese,
      alternatives: [],
      amount,
      weighing: weigh(cheese, amount),
      said: { how: "filling" },
    };
    if (last) line.text = line.text.slice(0, start).trim();
    lines.splice(at + 1, 0, cheeseLine);
    at += 1;
  }
}

/** Each meal's answer to `holdsCheese`: its names are tokenized once, not once per sentence. */
const saysCheese = new WeakMap<object, boolean>();

/** Whether a name of the meal says cheese («مناقيش جبنة»، «فطير بالجبنة»). */
function holdsCheese(meal: { name: string; aliases?: readonly string[] }): boolean {
  let says = saysCheese.get(meal);
  if (says === undefined) {
    says = [meal.name, ...(meal.aliases ?? [])].some((label) =>
      tokenize(label).some(
        (t) => t.kind === "word" && (cheeseOf.has(t.bare) || cheeseWord(t) !== undefined),
      ),
    );
    saysCheese.set(meal, says);
  }
  return says;
}
