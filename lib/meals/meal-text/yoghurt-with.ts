// «مجدرة مع لبن»: «لبن» right after a dish the Levant serves with yoghurt on the side is that
// yoghurt, whoever writes it (content/meals/meal-text-words.ts, `yoghurtWithDishes`); alone,
// or after any other food, or said by the glass, it stays the buttermilk Libya and the Gulf
// drink. With no amount said, it is yoghurt's usual portion, not a glass.

import { yoghurtWithDishes } from "@/content/meals/meal-text-words";
import type { ReadLine } from "./line";
import type { SentenceWords, WordToken } from "./sentence-words";
import { arabiziSpellings } from "./spelling";
import { unsaidAmount } from "./unsaid-amount";
import { weigh, type MealTextAmount, type WeighableMeal } from "./weigh";
import { fold } from "./words";

const WORD = fold(yoghurtWithDishes.word);
const LATIN = /^[a-z0-9]+$/;
const dishes = new Set(yoghurtWithDishes.dishes);
const DRUNK_IN = new Set<MealTextAmount["unit"]>(["glass", "cup", "ml", "litre"]);

/** The lines with «لبن» after such a dish read as yoghurt, in place. */
export function readYoghurtWith<M extends WeighableMeal & { name: string }>(
  words: SentenceWords,
  lines: ReadLine<M>[],
  meals: readonly M[],
): void {
  const yoghurt = meals.find((m) => m.name === yoghurtWithDishes.meal);
  if (!yoghurt) return;
  lines.forEach((line, at) => {
    const before = lines[at - 1];
    if (!before || !dishes.has(before.meal.name) || !saysOnlyTheWord(words.of(line.text))) return;
    // «مجدرة وكاس لبن»: a glass of it is drunk, the buttermilk.
    if (line.said.how === "said" && DRUNK_IN.has(line.amount.unit)) return;
    line.meal = yoghurt;
    if (line.said.how === "unsaid") line.amount = unsaidAmount(yoghurt);
    line.weighing = weigh(yoghurt, line.amount);
  });
}

/** Whether a line's food is the bare word «لبن» («كاسة لبن»), not «لبن رايب» or «عيران». */
function saysOnlyTheWord(words: readonly WordToken[]): boolean {
  const last = words.at(-1)?.bare ?? "";
  // «laban»: the reader keeps a Latin word that is a name's own alias as typed.
  const latin = LATIN.test(last) && arabiziSpellings(last).includes(WORD);
  return last === WORD || last === `و${WORD}` || latin;
}
