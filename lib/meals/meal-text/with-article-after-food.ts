// «عصيدة برب» is «عصيدة بالرب», «كسكسي بلحم» «كسكسي باللحم»: «ب» joined to a food after a food
// (STYLE.md item 19), read by spelling.ts. A word such as «برب» is a word of a name as typed
// («خبزة برب وزيت»), so the reading of «ب» joined to a word no name holds («فطرت بتمرة») kept
// it as typed, and it named nothing after another food. It is «بال…» that food when, as typed,
// it starts no name with the food before it («رز بلبن» stays its name); a drink's «بسكر» stays
// the sugar said with it.

import { sugarWithWords } from "@/content/meals/drink-sugar-words";
import type { Token } from "./tokens";
import { fold } from "./words";

const WITH = "ب";
/** What the rule asks of the parser's words (spelling.ts's reader). */
interface NameReader {
  kind(folded: string): string;
  nameLength(words: readonly string[]): number;
  names(bare: string): boolean;
}

/** «شاهي بسكر»: the sugar said with a drink, which drink-sugar.ts reads. */
const sugarWith = new Set(Object.keys(sugarWithWords).map(fold));

/**
 * Whether the word, «ب» joined to a food that names a meal alone, said right after a food word
 * (`previous`, as respelled), is read «بال…» that food: the two, or the three with `next`, make
 * no name as typed.
 */
export function withArticleAfterFood(
  reader: NameReader,
  token: Extract<Token, { kind: "word" }>,
  previous: Token | undefined,
  next: Token | undefined,
): boolean {
  const rest = token.folded.slice(WITH.length);
  if (!token.folded.startsWith(WITH) || previous?.kind !== "word") return false;
  if (sugarWith.has(token.folded)) return false;
  if (reader.kind(previous.folded) !== "food" || !reader.names(rest)) return false;
  const typed = [previous.bare, token.bare, ...(next?.kind === "word" ? [next.bare] : [])];
  return reader.nameLength(typed) < 2 && reader.nameLength(typed.slice(0, 2)) < 2;
}
