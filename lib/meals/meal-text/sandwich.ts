// A sandwich named by its filling is its bread and its filling (STYLE.md item 19): «ساندوتش
// فول» is a loaf and the ful inside it, «٢ سندوتش مرتديلا» two loaves and two slices, and a
// food joined to the filling with no amount of its own («سندوتش مرتديلا وجبنة») is inside the
// same bread. The bread and what each sandwich holds are content/meals/fillings.ts's. A meal
// that is a sandwich of its own («شاورما», served by the sandwich) is left as it is.

import { sandwichBreads } from "@/content/meals/fillings";
import { fillingAmount, fillingOrPiece } from "./filling";
import type { ReadLine } from "./line";
import { gapBetween, type SentenceWords } from "./sentence-words";
import { countOfServing } from "./unsaid-amount";
import { weigh, type MealTextAmount, type WeighableMeal } from "./weigh";
import { fold, unitWords } from "./words";

const AND = "و";
const roundFillings = new Set(sandwichBreads.round.fillings);

/** The lines with each sandwich named by its filling read as its bread and filling, in place. */
export function readSandwiches<
  M extends WeighableMeal & { name: string; aliases?: readonly string[] },
>(words: SentenceWords, lines: ReadLine<M>[], meals: readonly M[]): void {
  for (let at = 0; at < lines.length; at++) {
    const line = lines[at] as ReadLine<M>;
    if (line.amount.unit !== "sandwich" || line.weighing.grams !== null) continue;
    const word = sandwichWord(words, line.text);
    // «سندويتش فلافل»: the sandwich is a meal of its own, under another spelling of its word.
    const own = word && sandwichMealOf(line.meal, meals);
    if (own) {
      const amount = { count: line.amount.count ?? 1, unit: "sandwich" as const };
      const weighing = weigh(own, amount);
      if (weighing.grams !== null) {
        Object.assign(line, { meal: own, alternatives: [line.meal], amount, weighing });
        continue;
      }
    }
    const sandwiches = line.amount.count ?? 1;
    const parts = word && sandwichParts(line.meal, sandwiches, meals);
    if (word === undefined || !parts) continue;
    const { bread, breadAmount, filling: fillingCount } = parts;
    // «كبدة سندوتشين»: the sandwich word after the filling's words.
    const after = line.text.slice(word.end).trim() === "";
    const breadText = after ? line.text.slice(word.start) : line.text.slice(0, word.end);
    const fillingText = after ? line.text.slice(0, word.start) : line.text.slice(word.end);
    const breadLine: ReadLine<M> = {
      text: breadText.trim(),
      meal: bread,
      alternatives: [],
      amount: breadAmount,
      weighing: weigh(bread, breadAmount),
      said: line.said,
    };
    Object.assign(line, {
      text: fillingText.trim(),
      amount: fillingCount,
      weighing: weigh(line.meal, fillingCount),
      said: { how: "filling" },
    });
    lines.splice(at, 0, breadLine);
    at += 1;
    // «سندوتش مرتديلا وجبنة»: the foods joined to the filling are inside the same bread.
    for (let next = at + 1; next < lines.length; next++) {
      const joined = lines[next] as ReadLine<M>;
      const own = fillingAmount(joined.meal);
      if (joined.said.how !== "unsaid" || !own || !joinedByAnd(words, lines[next - 1]!, joined))
        break;
      const amount = { ...own, count: (own.count ?? 1) * sandwiches };
      Object.assign(joined, {
        amount,
        weighing: weigh(joined.meal, amount),
        said: { how: "filling" },
      });
    }
  }
}

/**
 * What `sandwiches` sandwiches of `meal` are made of: their bread, its amount, and the filling's
 * amount (content/meals/fillings.ts), or undefined when either cannot be weighed.
 */
export function sandwichParts<M extends WeighableMeal & { name: string }>(
  meal: M,
  sandwiches: number,
  meals: readonly M[],
): { bread: M; breadAmount: MealTextAmount; filling: MealTextAmount } | undefined {
  const filling = fillingOrPiece(meal);
  const kind = roundFillings.has(meal.name) ? sandwichBreads.round : sandwichBreads.long;
  const bread = meals.find((m) => m.name === kind.meal);
  const first = bread?.servings?.[0];
  if (!filling || !bread || !first) return undefined;
  const breadAmount = countOfServing(bread, {
    serving: first.label,
    count: sandwiches * kind.loaves,
  });
  if (!breadAmount) return undefined;
  return { bread, breadAmount, filling: { ...filling, count: (filling.count ?? 1) * sandwiches } };
}

/** Each catalog's sandwiches that are meals, by the folded names of the food inside them. */
const sandwichMeals = new WeakMap<readonly object[], Map<string, object>>();

/**
 * The meal that is a sandwich of `filling` («سندويش فلافل», named with a sandwich word and the
 * filling's name or alias), or undefined when the catalog has none.
 */
export function sandwichMealOf<M extends { name: string; aliases?: readonly string[] }>(
  filling: M,
  meals: readonly M[],
): M | undefined {
  let byFilling = sandwichMeals.get(meals) as Map<string, M> | undefined;
  if (!byFilling) {
    byFilling = new Map();
    for (const meal of meals)
      for (const label of [meal.name, ...(meal.aliases ?? [])]) {
        const [first, ...rest] = label.split(" ");
        if (rest.length > 0 && unitWords.get(fold(first ?? ""))?.noun.unit === "sandwich")
          byFilling.set(fold(rest.join(" ")), meal);
      }
    sandwichMeals.set(meals, byFilling);
  }
  for (const label of [filling.name, ...(filling.aliases ?? [])]) {
    const meal = byFilling.get(fold(label));
    if (meal && meal !== filling) return meal;
  }
  return undefined;
}

/**
 * Where the sandwich word of a line's text stands in it, as read («sandwich» is «سندويتش»), or
 * undefined when it names none.
 */
function sandwichWord(
  words: SentenceWords,
  line: string,
): { start: number; end: number } | undefined {
  const at = Math.max(words.text.indexOf(line), 0);
  const word = words.of(line).find((t) => unitWords.get(t.folded)?.noun.unit === "sandwich");
  return word && { start: word.start - at, end: word.end - at };
}

/** Whether only «و» stands between two lines in the text («مرتديلا وجبنة», «tuna w jben»). */
function joinedByAnd(words: SentenceWords, before: { text: string }, line: { text: string }) {
  const gap = gapBetween(words, before, line);
  return gap === "and" || (gap === "none" && line.text.startsWith(AND));
}
