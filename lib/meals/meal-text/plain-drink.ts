// A rule of reading: a drink said plain («قهوة سادة»، «فنجان قهوة تركي ساده») is drunk with no
// sugar, so a drink served sweet becomes its plain counterpart, its glass's sugar taken out
// (drink-sugar.ts), and no sugar line is added. The word itself is understood (a filler) and
// names no food; the words are content/meals/drink-sugar-words.ts's.
import { plainDrinkWords, sweetenedDrinks } from "@/content/meals/drink-sugar-words";
import { plainCounterpart, type DrinkMeal } from "./drink-sugar";
import type { ReadLine } from "./line";
import { linesWithWords, type SentenceWords } from "./sentence-words";
import { fold } from "./words";

const plain = new Set(plainDrinkWords.map(fold));

/** The lines of a sweet drink said plain right after its words, read as the plain drink. */
export function readPlainDrinks<M extends DrinkMeal>(
  words: SentenceWords,
  lines: ReadLine<M>[],
  meals: readonly M[],
): void {
  if (!words.all.some((w) => plain.has(w.folded))) return;
  const byName = new Map(meals.map((m) => [m.name, m]));
  for (const { line, last } of linesWithWords(words, lines)) {
    if (!sweetenedDrinks[line.meal.name]) continue;
    const next = words.all.find((w) => w.start >= last.end);
    // In place: the sugar rules after this one know the line by itself.
    if (next && plain.has(next.folded)) Object.assign(line, plainCounterpart(line, byName));
  }
}
