// «شيش طاووق مع بطاطا وصوص ثوم»: a sauce said by its flavour is no line of the flavour's food
// (content/meals/meal-text-words.ts, `sauceWords`): we have no meal for it, so the sauce word
// and the line of its flavour right after it are left not understood, for the visitor to see,
// rather than 3 g of garlic. A sauce inside a meal's name («مكرونة بصلصة الطماطم») is that meal.

import { sauceWords } from "@/content/meals/meal-text-words";
import type { ReadLine } from "./line";
import type { Span } from "./parts";
import type { Token } from "./tokens";
import { fold } from "./words";

const sauces = new Set(sauceWords.map(fold));
const AND = "و";

const isSauce = (token: Token | undefined) =>
  token?.kind === "word" &&
  (sauces.has(token.bare) || (token.bare.startsWith(AND) && sauces.has(token.bare.slice(1))));

/**
 * Takes out of `lines` each line of a sauce's flavour (named with no amount of its own right
 * after the sauce word), and gives the spans of words to show not understood: each sauce word
 * no line holds, with its flavour. `spanOf`: a line's tokens.
 */
export function takeSauces<M>(
  tokens: readonly Token[],
  lines: ReadLine<M>[],
  spanOf: (line: ReadLine<M>) => Span | undefined,
): Span[] {
  const spans = lines.map(spanOf);
  const held = (at: number) => spans.some((s) => s !== undefined && s.from <= at && at <= s.to);
  const out: Span[] = [];
  tokens.forEach((token, at) => {
    if (!isSauce(token) || held(at)) return;
    const flavour = lines.findIndex((_, k) => spans[k]?.from === at + 1);
    const line = lines[flavour];
    if (line && line.said.how === "unsaid") {
      out.push({ from: at, to: (spans[flavour] as Span).to });
      lines.splice(flavour, 1);
      spans.splice(flavour, 1);
    } else out.push({ from: at, to: at });
  });
  return out;
}
