// A negated verb of eating that says how much, not whether (STYLE.md item 19): «صحن بازين ما
// كليته كامل» (not all of it) and «كسكسي ما كلتش ياسر»، «ما كليتش برشا كسكسي» (not much of it)
// say the food was eaten, in part. Read as partial.ts reads «ما كملتش»: a share of the food
// named before the verb, or of the one named right after it; never the food dropped as not
// eaten (it was, before), nor kept whole. «Not much» with an amount said («صحن صغير ما كلتش
// ياسر») is that amount: the words explain it, they do not halve it again.

import { partialWords } from "@/content/meals/meal-text-words";
import { negatedVerbAt } from "./negated-verb";
import { wordAt, type Token } from "./tokens";
import { fold, fractions } from "./words";

const ofIt = new Set(partialWords.ofIt.map(fold));
const notWhole = new Set(partialWords.notWhole.map(fold));
const notMuch = new Set(partialWords.notMuch.map(fold));
const HALF = partialWords.notFinished.value;
const LITTLE = fractions.get(fold("شوية")) as number;

/** A share of a food named elsewhere, in the shape partial.ts applies (its `PartialEating`). */
interface NotAllEaten {
  from: number;
  to: number;
  value: number;
  food?: string;
  ahead?: true;
  ofUnsaid?: true;
}

/**
 * The share said from token `at` («ما كليته كامل»، «ما كلتش منه ياسر»), to the word that says
 * it, or undefined. A food right after a «much» word is the one it speaks of (`ahead` when
 * `namedBefore` says it was not named earlier).
 */
export function notAllEatenAt(
  tokens: readonly Token[],
  at: number,
  isFood: (token: Token) => boolean,
  namedBefore: (bare: string) => boolean,
): NotAllEaten | undefined {
  const verb = negatedVerbAt(tokens, at, ofIt);
  if (!verb) return undefined;
  const k = verb.next;
  const said = wordAt(tokens, k)?.folded ?? "";
  if (notWhole.has(said)) return { from: at, to: k, value: HALF };
  if (!notMuch.has(said)) return undefined;
  // «Not much» is a little only of an amount not said: said, it is what was eaten.
  const little = { value: LITTLE, ofUnsaid: true as const };
  const food = tokens[k + 1];
  if (food?.kind !== "word" || !isFood(food)) return { from: at, to: k, ...little };
  return namedBefore(food.bare)
    ? { from: at, to: k + 1, ...little, food: food.bare }
    : { from: at, to: k, ...little, food: food.bare, ahead: true };
}
