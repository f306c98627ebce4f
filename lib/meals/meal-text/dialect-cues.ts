// A dialect's word read by the words around it (their words: content/meals/dialect-cues.ts):
// «كباية لبن» is Egypt's and Sudan's milk; «خبيص مع القهوة» the Gulf's Arabic coffee; «خبزة
// بالجبنة» the processed cheese of a Libyan loaf; «كعكة» with no Libyan word about it a cake.

import { cakeOrRing, gulfCoffee, loafCheese, milkByTheCup } from "@/content/meals/dialect-cues";
import { fillingAmount, isFillingBread } from "./filling";
import type { ReadLine } from "./line";
import type { SentenceWords } from "./sentence-words";
import { tokenize } from "./tokens";
import { unsaidAmount } from "./unsaid-amount";
import { weigh, type WeighableMeal } from "./weigh";
import { fold } from "./words";

type Meal = WeighableMeal & { name: string };

const MILK_WORD = fold(milkByTheCup.word);
const CUPS = new Set(milkByTheCup.cups.map(fold));
const COFFEE_WORD = fold(gulfCoffee.word);
const GULF_SWEETS = new Set<string>(gulfCoffee.sweets);
const CHEESE_WORDS = loafCheese.words.map(fold);
const LOAVES = new Set(loafCheese.loaves.map(fold));
const CAKE_WORD = fold(cakeOrRing.word);
const LIBYAN = new Set<string>(cakeOrRing.libyanWords.map(fold));

/** A line's words, folded, without the article. */
const wordsOf = (text: string) =>
  tokenize(text).flatMap((t) => (t.kind === "word" ? [t.bare] : []));

/**
 * Whether a line's food is the bare word alone («كباية لبن»، «والقهوة»، «قهوة فنجانين»), not a
 * longer name: its words less its amount's words are that word.
 */
function saysOnly(line: { text: string; said: ReadLine<Meal>["said"] }, word: string): boolean {
  const amount = new Set(line.said.how === "said" ? wordsOf(line.said.words) : []);
  const rest = wordsOf(line.text).filter((w) => !amount.has(w));
  return rest.length === 1 && (rest[0] === word || rest[0] === `و${word}`);
}

function readAs<M extends Meal>(line: ReadLine<M>, meal: M): void {
  line.meal = meal;
  if (line.said.how === "unsaid") line.amount = unsaidAmount(meal);
  line.weighing = weigh(meal, line.amount);
}

/** «كباية لبن»، «لبن ٢ كوباية»: «لبن» by Egypt's or Sudan's cup is milk, in place. */
export function readMilkByTheCup<M extends Meal>(lines: ReadLine<M>[], meals: readonly M[]): void {
  const milk = meals.find((m) => m.name === milkByTheCup.meal);
  if (!milk) return;
  for (const line of lines) {
    if (line.meal.name !== milkByTheCup.from || !saysOnly(line, MILK_WORD)) continue;
    if (line.said.how !== "said" || !wordsOf(line.said.words).some((w) => CUPS.has(w))) continue;
    readAs(line, milk);
  }
}

/** «خبيص مع القهوة»: a bare «قهوة» beside a Gulf sweet is Arabic coffee, in place. */
export function readGulfCoffee<M extends Meal>(lines: ReadLine<M>[], meals: readonly M[]): void {
  const arabic = meals.find((m) => m.name === gulfCoffee.meal);
  if (!arabic || !lines.some((l) => GULF_SWEETS.has(l.meal.name))) return;
  for (const line of lines)
    if (line.meal.name === gulfCoffee.from && saysOnly(line, COFFEE_WORD)) readAs(line, arabic);
}

/** «خبزة بالجبنة»: a bare cheese filling a Libyan loaf is processed cheese, in place. */
export function readLoafCheese<M extends Meal>(lines: ReadLine<M>[], meals: readonly M[]): void {
  const processed = meals.find((m) => m.name === loafCheese.meal);
  const amount = processed && fillingAmount(processed);
  if (!processed || !amount) return;
  let loaf: ReadLine<M> | undefined;
  for (const line of lines) {
    if (line.said.how !== "filling") {
      loaf = isFillingBread(line.meal) ? line : undefined;
      continue;
    }
    if (line.meal.name !== loafCheese.from || !CHEESE_WORDS.some((w) => saysOnly(line, w)))
      continue;
    if (!loaf || !wordsOf(loaf.text).some((w) => LOAVES.has(w.replace(/^و/, "")))) continue;
    line.meal = processed;
    line.amount = amount;
    line.weighing = weigh(processed, amount);
  }
}

/**
 * «قهوة وكعكة من الكافي»: one «كعكة», not counted, in a sentence with no Libyan word, is a piece
 * of cake, not a ring of كعك, in place.
 */
export function readCakeOrRing<M extends Meal>(
  words: SentenceWords,
  lines: ReadLine<M>[],
  meals: readonly M[],
): void {
  // Asked of every sentence: the catalog is searched only when a line is the ring.
  if (!lines.some((line) => line.meal.name === cakeOrRing.from)) return;
  const cake = meals.find((m) => m.name === cakeOrRing.meal);
  if (!cake || words.all.some((w) => LIBYAN.has(w.folded) || LIBYAN.has(w.folded.slice(1)))) return;
  for (const line of lines) {
    // The word is its own amount (a count noun): the line is that one word.
    const said = wordsOf(line.text).map((w) => w.replace(/^و/, ""));
    if (line.meal.name !== cakeOrRing.from || said.join(" ") !== CAKE_WORD) continue;
    if (line.amount.count !== 1) continue;
    const amount = unsaidAmount(cake);
    const weighing = weigh(cake, amount);
    if (weighing.grams === null) continue;
    Object.assign(line, { meal: cake, amount, weighing, alternatives: [line.meal] });
  }
}
