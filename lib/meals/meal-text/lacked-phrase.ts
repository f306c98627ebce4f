// A food we lack said as a phrase of words we know one by one («زبدة فول سوداني», «حمص محمص»;
// its words in content/meals/lacked-phrases.ts): read by parts.ts once no whole name of ours
// starts at the word, so a meal named so is always found first. The phrase names nothing we
// can weigh: its words are shown not understood, never the nearest wrong food.

import { lackedPhrases } from "@/content/meals/lacked-phrases";
import { stripArticle } from "../normalize-arabic";
import type { Token } from "./tokens";
import { fold } from "./words";

/** Each phrase's words, folded as the tokens' bare words are. */
const phrases = lackedPhrases.map((phrase) =>
  phrase.split(" ").map((word) => stripArticle(fold(word))),
);

/**
 * The last token of the longest phrase we lack that starts at token `at`, or undefined. `first`:
 * the first word as the parts reader reads it (a joined «و» taken off: «وزبدة لوز»).
 */
export function lackedPhraseTo(
  tokens: readonly Token[],
  at: number,
  first: string,
): number | undefined {
  let longest = 0;
  for (const words of phrases) {
    if (words.length <= longest || words[0] !== first) continue;
    const rest = words.slice(1).every((word, k) => {
      const token = tokens[at + 1 + k];
      return token?.kind === "word" && token.bare === word;
    });
    if (rest) longest = words.length;
  }
  return longest > 0 ? at + longest - 1 : undefined;
}
