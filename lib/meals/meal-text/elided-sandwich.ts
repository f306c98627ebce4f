// «سندوتش فول و٣ طعمية»: after sandwiches counted by their word, a number joined by «و»
// with another filling and no word of its own counts sandwiches too (STYLE.md item 19), as an
// order at a ful cart is said: three taameya sandwiches, their loaves and nine discs, not three
// discs; their loaves are added to the first when the bread is the same. Read once sandwich.ts
// has made the sandwiches before it their bread and filling; never a number with a unit or
// count noun of its own («وقرصين طعمية»), nor one apart from them.

import type { ReadLine } from "./line";
import { sandwichMealOf, sandwichParts } from "./sandwich";
import { gapBetween, type SentenceWords } from "./sentence-words";
import { weigh, type WeighableMeal } from "./weigh";
import { fold, unitWords } from "./words";

/** Whether an amount's words name the sandwich («٢ ساندوتش»، «سندوتشين»). */
function namesSandwich(said: string): boolean {
  return said.split(/\s+/).some((w) => unitWords.get(fold(w))?.noun.unit === "sandwich");
}

/** The sandwich line (its bread, said with the sandwich word) whose fillings end right before `at`. */
function sandwichBefore<M>(lines: readonly ReadLine<M>[], at: number): ReadLine<M> | undefined {
  let k = at - 1;
  while (k > 0 && lines[k]?.said.how === "filling") k -= 1;
  const bread = lines[k];
  if (k === at - 1 || bread?.said.how !== "said" || !namesSandwich(bread.said.words))
    return undefined;
  return bread;
}

/** The lines of a bare number after counted sandwiches read as that many sandwiches, in place. */
export function readElidedSandwiches<
  M extends WeighableMeal & { name: string; aliases?: readonly string[] },
>(words: SentenceWords, lines: ReadLine<M>[], meals: readonly M[]): void {
  for (let at = 2; at < lines.length; at++) {
    const line = lines[at] as ReadLine<M>;
    const { amount, said } = line;
    if (said.how !== "said" || amount.unit !== null || !amount.counted) continue;
    const sandwich = sandwichBefore(lines, at);
    if (!line.text.startsWith(said.words) || !sandwich) continue;
    if (gapBetween(words, lines[at - 1]!, line) !== "and") continue;
    const sandwiches = amount.count ?? 1;
    const own = sandwichMealOf(line.meal, meals);
    if (own) {
      const asMeal = { count: sandwiches, unit: "sandwich" as const };
      const weighing = weigh(own, asMeal);
      if (weighing.grams !== null) {
        Object.assign(line, { meal: own, alternatives: [line.meal], amount: asMeal, weighing });
        continue;
      }
    }
    const parts = sandwichParts(line.meal, sandwiches, meals);
    if (!parts) continue;
    Object.assign(line, {
      amount: parts.filling,
      weighing: weigh(line.meal, parts.filling),
      said: { how: "filling" },
    });
    // One order's loaves of one bread are one line: «سندوتش فول و٣ طعمية», four loaves;
    // the number's words stay with the filling it counted.
    const { amount: before } = sandwich;
    if (sandwich.meal === parts.bread && before.unit === parts.breadAmount.unit) {
      const loaves = { ...before, count: (before.count ?? 1) + (parts.breadAmount.count ?? 1) };
      Object.assign(sandwich, { amount: loaves, weighing: weigh(parts.bread, loaves) });
      continue;
    }
    const breadLine: ReadLine<M> = {
      text: said.words,
      meal: parts.bread,
      alternatives: [],
      amount: parts.breadAmount,
      weighing: weigh(parts.bread, parts.breadAmount),
      said,
    };
    line.text = line.text.slice(said.words.length).trim();
    lines.splice(at, 0, breadLine);
    at += 1;
  }
}
