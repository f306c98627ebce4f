// «طرف خبز»، «مع طرف ديال الخبز»: a bare «خبز» in a sentence with a word of the Maghreb is its
// leavened loaf, not the pita it is elsewhere (content/meals/dialect-cues.ts `maghrebBread`).

import { maghrebBread } from "@/content/meals/dialect-cues";
import type { ReadLine } from "./line";
import type { SentenceWords } from "./sentence-words";
import { tokenize, withoutJoinedAnd } from "./tokens";
import { unsaidAmount } from "./unsaid-amount";
import { weigh, type WeighableMeal } from "./weigh";
import { fold } from "./words";

type Meal = WeighableMeal & { name: string };

const BREAD = fold(maghrebBread.word);
const MAGHREB = new Set<string>(maghrebBread.maghrebWords.map(fold));
/** Words a piece of bread is said with that are no food nor read as its amount. */
const NOT_FOOD = new Set(["طرف", "ديال", "نص", "شوية"].map(fold));
const FLAT_LOAVES = new Set<string>(maghrebBread.flatLoaves.map(fold));

/** A line's words, folded, without the article and a joined «و». */
const wordsOf = (text: string) =>
  tokenize(text).flatMap((t) => (t.kind === "word" ? [t.bare.replace(/^و(?=.{3})/, "")] : []));

/** A bare «خبز» line in a sentence holding a Maghreb word is the Maghreb's loaf, in place. */
export function readMaghrebBread<M extends Meal>(
  words: SentenceWords,
  lines: ReadLine<M>[],
  meals: readonly M[],
): void {
  // Asked of every sentence: the catalog is searched only when a line is the pita.
  if (!lines.some((line) => line.meal.name === maghrebBread.from)) return;
  const said = words.all.map((w) => withoutJoinedAnd(w.bare));
  if (!said.some((w) => MAGHREB.has(w))) return;
  const loaf = meals.find((m) => m.name === maghrebBread.meal);
  if (!loaf) return;
  for (const line of lines) {
    if (line.meal.name !== maghrebBread.from) continue;
    const amount = new Set(line.said.how === "said" ? wordsOf(line.said.words) : []);
    const typed = wordsOf(line.text);
    if (typed.some((w) => FLAT_LOAVES.has(w))) continue;
    const food = typed.filter((w) => !NOT_FOOD.has(w) && !amount.has(w));
    if (food.length !== 1 || food[0] !== BREAD) continue;
    const eaten = line.said.how === "unsaid" ? unsaidAmount(loaf) : line.amount;
    const weighing = weigh(loaf, eaten);
    if (weighing.grams === null) continue;
    Object.assign(line, { meal: loaf, amount: eaten, weighing, alternatives: [line.meal] });
  }
}
