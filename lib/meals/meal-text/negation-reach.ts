// How far a negation of eating reaches (STYLE.md item 19), one rule for every negation
// (not-eaten.ts, negated-after.ts, negation-particle.ts, negated-latin.ts): the foods after it up
// to a break (a comma, a line), a word that ends its reach («بس»، «غير»، «لكن»، «بل»، «but»), or
// another verb of eating, «و» joined to it or not («وكليت تمرة»). «لا … ولا» without a verb
// («سلطة لا مايونيز وخبز») negates only the food after each «لا»: a food joined by «و» was eaten.

import { negationScopeEnds, neitherWords } from "@/content/meals/negation-words";
import { withoutJoinedAnd, type Token } from "./tokens";
import { fold } from "./words";

const AND = fold("و");
const scopeEnds = new Set(negationScopeEnds.map(fold));
const neither = new Set(neitherWords.map(fold));

/**
 * The last token a negation reaches, reading from `from` (its first word after the negating
 * ones); `from - 1` when it reaches nothing. `endsScope`: a word of the reader's that ends it (a
 * separator, a filler, a verb). `named`: the word at `from` is the food the negation names
 * («لم آكل الخبز»), in its reach whatever it is. `neitherOnly`: the «لا … ولا» reach, where a
 * word joined by «و» other than «ولا» ends it too. `more`: other words that end it (Latin «but»).
 */
export function negationReach(
  tokens: readonly Token[],
  from: number,
  endsScope: (folded: string) => boolean,
  {
    named = false,
    neitherOnly = false,
    more,
  }: { named?: boolean; neitherOnly?: boolean; more?: (word: string) => boolean } = {},
): number {
  let to = from - 1;
  for (let j = from; j < tokens.length; j++) {
    const t = tokens[j] as Token;
    if (t.kind === "break") break;
    if (t.kind === "word" && !(named && j === from) && !neither.has(t.folded)) {
      const word = withoutJoinedAnd(t.folded);
      if (neitherOnly && (t.folded === AND || word !== t.folded)) break;
      const ends = (w: string) => scopeEnds.has(w) || endsScope(w) || more?.(w) === true;
      if (ends(t.folded) || ends(word)) break;
    }
    to = j;
  }
  return to;
}
