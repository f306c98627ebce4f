// «بيض بالبسطرمة»: a bare word whose usual sort is eaten as it is (boiled eggs), said with a
// food cooked into it («بال…», known to us or not), is the pan dish of it, fried eggs
// (content/meals/meal-text-words.ts, `cookedWithWords`), and with no amount said, the dish's
// usual count of it.

import { cookedWithWords, cookingWords } from "@/content/meals/meal-text-words";
import type { Serving } from "../types";
import type { SentenceWords, WordToken } from "./sentence-words";
import { countOfServing } from "./unsaid-amount";
import { weigh, type MealTextAmount, type WeighableMeal, type Weighing } from "./weigh";
import { cooking, fold } from "./words";

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

/** Folded frying words: the cooking words whose meals are named «مقلي» (meal-text-words.ts). */
const FRIED = fold("مقلي");
/** «مع البيض»، «بالبيض»: cooked with the food before. */
const WITH_WORD = fold("مع");
const WITH = "بال";
const fryingWords = new Set(
  cookingWords.filter((c) => c.means.map(fold).includes(FRIED)).flatMap((c) => c.words.map(fold)),
);

interface PanLine<M> {
  text: string;
  meal: M;
  amount: MealTextAmount;
  weighing: Weighing;
  said: { how: string };
}

/**
 * «بيض اتنين مقلي»، «لحم قديد مقلي مع البيض»: a bare word whose usual sort is eaten as it is
 * (boiled eggs) is its pan dish when a frying word follows its amount, or when it is said after
 * a food fried in the pan («مع البيض»: cooked with it). Its amount said stays; none said, the
 * pan dish's usual count. In place.
 */
export function readPanWords<M extends WeighableMeal & { name: string }>(
  sentence: SentenceWords,
  lines: PanLine<M>[],
  meals: readonly M[],
): void {
  const { text } = sentence;
  let cursor = 0;
  lines.forEach((line, at) => {
    const start = text.indexOf(line.text, cursor);
    if (start < 0) return;
    const gap = bareOf(sentence.between(cursor, start));
    const said = sentence.between(start, start + line.text.length);
    cursor = start + line.text.length;
    const words = bareOf(said);
    const entry = words.map((w) => byWord.get(w)).find((e) => e !== undefined);
    // «بيض مسلوق»: a cooking word of its own says how it was cooked.
    if (!entry || words.some((w) => cooking.has(w))) return;
    const before = lines[at - 1];
    const friedAfter = isFrying(sentence.between(cursor, text.length)[0]?.bare ?? "");
    const cookedWith = gap.some((w) => w === WITH_WORD) || (said[0]?.folded ?? "").startsWith(WITH);
    const friedBefore =
      before !== undefined && cookedWith && bareOf(sentence.of(before.text)).some(isFrying);
    if (!friedAfter && !friedBefore) return;
    const pan = meals.find((m) => m.name === entry.meal);
    if (!pan || line.meal.name === pan.name) return;
    line.meal = pan;
    if (line.said.how === "unsaid") line.amount = countOfServing(pan, entry) ?? line.amount;
    line.weighing = weigh(pan, line.amount);
  });
}

function bareOf(words: readonly WordToken[]): string[] {
  return words.map((t) => t.bare);
}

function isFrying(word: string): boolean {
  return fryingWords.has(word);
}
