// Negations of eating written without the dialects' «ش» and not covered by negated-after.ts
// (STYLE.md item 19): the foods they name up to a break, another verb or «بس/غير/لكن/بل» were
// not eaten.
// - Standard Arabic «لم» before the present: «لم آكل الخبز»، «ولم أشرب الحليب»;
// - «ما» joined to a past verb with no pronoun, then a food: «ماكلت الرز»، «ماشربت الحليب»
//   («ماكلتي» (my food) is no verb, and «ماكلة» (food) is none either);
// - «لا … ولا»: «ما كليت لا رز ولا خبز»، or «لا رز ولا خبز» said alone.

import {
  lamParticles,
  negationScopeEnds,
  neitherWords,
  verbsNegatedByLam,
  verbsNegatedByMa,
} from "@/content/meals/negation-words";
import type { Token } from "./tokens";
import { fold } from "./words";

const MA = fold("ما");
const lam = new Set(lamParticles.map(fold));
const lamVerbs = new Set(verbsNegatedByLam.map(fold));
const maVerbs = new Set(verbsNegatedByMa.map(fold));
const neither = new Set(neitherWords.map(fold));
const scopeEnds = new Set(negationScopeEnds.map(fold));

/**
 * The words of a negation of eating that starts at token `at` («لم آكل الخبز والرز»), or
 * undefined. `isFood`: whether a word names a food; `endsScope`: a word that ends a negation's
 * reach (a break word, a separator, a verb of eating).
 */
export function negationParticleAt(
  tokens: readonly Token[],
  at: number,
  isFood: (token: Token) => boolean,
  endsScope: (folded: string) => boolean,
): { from: number; to: number } | undefined {
  const word = (k: number) => {
    const t = tokens[k];
    return t?.kind === "word" ? t : undefined;
  };
  const first = word(at);
  if (!first) return undefined;
  const next = word(at + 1);
  const reach = (from: number) => ({ from: at, to: reachFrom(tokens, from, endsScope) });
  // «لم آكل الخبز»
  if (lam.has(first.folded) && next && lamVerbs.has(next.folded)) return reach(at + 2);
  // «ما كليت لا رز ولا خبز»
  const apartVerb = (first.folded === MA || first.folded === `و${MA}`) && next;
  if (apartVerb && maVerbs.has(next.folded) && neither.has(word(at + 2)?.folded ?? ""))
    return reach(at + 2);
  // «لا رز ولا خبز»
  if (neither.has(first.folded) && next && isFood(next)) return reach(at + 1);
  // «ماكلت الرز»: «ما» joined, its alif shared or not, then a food
  if (first.folded.startsWith(MA) && first.folded.length > MA.length + 1) {
    const rest = first.folded.slice(MA.length);
    const verb = maVerbs.has(rest) || maVerbs.has(`ا${rest}`);
    const food = tokens[at + 1];
    if (verb && food?.kind === "word" && isFood(food)) return reach(at + 1);
  }
  return undefined;
}

/** The last token from `from` before a break or a word that ends a negation's reach. */
function reachFrom(
  tokens: readonly Token[],
  from: number,
  endsScope: (folded: string) => boolean,
): number {
  let to = from - 1;
  for (let j = from; j < tokens.length; j++) {
    const t = tokens[j] as Token;
    if (t.kind === "break") break;
    // «ولا خبز»: the next food of «لا … ولا» is negated too
    const ends = t.kind === "word" && !neither.has(t.folded);
    // «وكليت تمرة»: a verb with its joined «و» ends the reach too
    const unjoined = ends && t.folded.startsWith("و") ? t.folded.slice(1) : "";
    const said = (w: string) => w !== "" && (scopeEnds.has(w) || endsScope(w));
    if (ends && j > from && (said(t.folded) || said(unjoined))) break;
    to = j;
  }
  return to;
}
