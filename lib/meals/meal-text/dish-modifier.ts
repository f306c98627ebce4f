// «مرقة جلبانة بالعلوش»، «شوربة شوفان بالدجاج»: a «بال…» word right after a dish we lack says
// what that dish is cooked with, so it belongs to the dish (shown not understood with it) and
// is no line of its own: the lamb of a pea stew is in the stew, not 85 g of meat beside it. A
// staple eaten beside it is its own line («سلطة تونة بالخبز»: the bread).

import { eatenBesideWords } from "@/content/meals/meat-and-staple-words";
import { stripArticle } from "../normalize-arabic";
import type { Token } from "./tokens";
import { fold } from "./words";

/** «بالعلوش»: «ب» joined to the article, then a word of at least two letters. */
const WITH_ARTICLE = /^بال[\p{L}]{2,}$/u;
const BESIDE = new Set(eatenBesideWords.map(fold));

/** The last token of the dish ending at `to`, taken on over the «بال…» words right after it. */
export function dishModifierTo(tokens: readonly Token[], to: number): number {
  let end = to;
  for (let next = tokens[end + 1]; next?.kind === "word"; next = tokens[end + 1]) {
    if (!WITH_ARTICLE.test(next.folded) || BESIDE.has(stripArticle(next.folded.slice(1)))) break;
    end += 1;
  }
  return end;
}
