// «قسمت الصينية على ٦»: the tray a meal was shared out of is no dish (STYLE.md item 19), though
// its word starts dish names («صينية كفتة»). With the article, after a verb that shares out or
// before the number shared by, it names the vessel of the food said before; the number is
// read by parts.ts (dividesBy) as how many shared. Its words are understood, never a line.

import { sharedVesselWords, sharingVerbs } from "@/content/meals/shared-vessel-words";
import type { Token } from "./tokens";
import { fold } from "./words";

const vessels = new Set(sharedVesselWords.map(fold));
const verbs = new Set(sharingVerbs.map(fold));

/**
 * Where the words of a shared-out vessel at token `at` start (at the verb that shares out, when
 * one is right before it), or undefined when `at` is none: a vessel word with the article, after
 * such a verb or before a divisor (`dividesBy`: «على ٦»، «بيناتنا ٤»), with no food word after it
 * that would make it a dish's name.
 */
export function sharedVesselFrom(
  tokens: readonly Token[],
  at: number,
  dividesBy: (at: number) => boolean,
  isFood: (token: Token) => boolean,
): number | undefined {
  const token = tokens[at];
  if (token?.kind !== "word" || token.bare === token.folded || !vessels.has(token.bare))
    return undefined;
  const before = tokens[at - 1];
  const after = tokens[at + 1];
  if (after !== undefined && isFood(after)) return undefined;
  if (before?.kind === "word" && verbs.has(before.folded)) return at - 1;
  return dividesBy(at + 1) ? at : undefined;
}
