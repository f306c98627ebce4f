// The class of one word as the parts reader (parts.ts) first reads it: a separator, a filler, a
// number, a fraction, a unit, a count noun, a known food word, or unknown.
import type { FoodMatcher } from "./food-matcher";
import type { WordClass } from "./part";
import {
  countNounWords,
  fillers,
  fractions,
  notFood,
  numbers,
  separators,
  unitWords,
} from "./words";

/** «ب» (with) and the Maghreb's «ف» (in), written joined to the word after them. */
const NUMBER_PREFIXES = ["ب", "ف"];

export function createWordClassifier(matcher: FoodMatcher) {
  function classify(folded: string, bare: string): WordClass {
    if (separators.has(folded)) return { kind: "break" };
    if (fillers.has(folded) || fillers.has(bare)) return { kind: "filler" };
    // «للعشا»، «لفطور»، «للسحور»: a meal's label or a time said with «ل» (for) is still one.
    const forWhat = folded.startsWith("لل") ? `ا${folded.slice(1)}` : folded.slice(1);
    if (folded.startsWith("ل") && fillers.has(forWhat) && !matcher.knows(bare))
      return { kind: "filler" };
    if (notFood.has(folded) || notFood.has(bare)) return { kind: "other" };
    // «فطرت بجوج مسمن»، «كفتة فنص خبزة»: «ب» (with) or «ف» (in) before a number or a fraction.
    const unprefixed = NUMBER_PREFIXES.includes(folded[0] ?? "") ? folded.slice(1) : "";
    const number = numbers.get(folded) ?? numbers.get(unprefixed);
    if (number !== undefined) return { kind: "number", value: number };
    const fraction = fractions.get(folded) ?? fractions.get(unprefixed);
    if (fraction !== undefined) return { kind: "fraction", value: fraction };
    const unit = unitWords.get(folded) ?? unitWords.get(bare);
    if (unit) return { kind: "unit", ...unit };
    const count = countNounWords.get(folded) ?? countNounWords.get(bare);
    if (count) return { kind: "count", ...count };
    return { kind: matcher.knows(bare) ? "food" : "unknown" };
  }
  return classify;
}
