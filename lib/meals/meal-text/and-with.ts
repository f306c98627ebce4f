// «و» (and) and «بال…» (with) written joined to a word: when they are a word of their own to the
// reader (parts.ts), and when part of a name.
import type { Token } from "./tokens";

export const AND = "و";
/** «بال…»: the article with «ب», «with». */
export const WITH = "بال";

/** A word written with the article («الحليب»). */
export const isDefinite = (token: Token) => token.kind === "word" && token.bare !== token.folded;

/**
 * «والهريسة»: «و» joined to the article is «and», and the line's words start after it (the
 * word is matched without both already, as the search strips «وال»).
 */
export function joinsWithAnd(folded: string, bare: string): boolean {
  return folded.startsWith(`${AND}ال`) && bare === folded.slice(3);
}

/**
 * «الزيت والزيتون»: a word written «وال…» in a run of words is «and» a new food, not the second
 * word of a name («زيت زيتون»), unless it follows a «بال…» word: a dish's second food cooked in
 * it («كسكسي باللحم والخضار»، «رز بالكبدة واللوز»).
 */
export function andStartsFood(before: Token, word: Token): boolean {
  if (before.kind !== "word" || word.kind !== "word") return false;
  return joinsWithAnd(word.folded, word.bare) && !before.folded.startsWith(WITH);
}
