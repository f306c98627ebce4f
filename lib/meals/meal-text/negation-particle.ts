// Negations of eating written without the dialects' «ش» and not covered by negated-after.ts
// (STYLE.md item 19): the foods they name up to a break, another verb or «بس/غير/لكن/بل» were
// not eaten.
// - Standard Arabic «لم» before the present: «لم آكل الخبز»، «ولم أشرب الحليب»;
// - «ما» joined to a past verb with no pronoun, then a food: «ماكلت الرز»، «ماشربت الحليب»
//   («ماكلتي» (my food) is no verb, and «ماكلة» (food) is none either);
// - «لا … ولا»: «ما كليت لا رز ولا خبز»، or «لا رز ولا خبز» said alone.

import {
  lamParticles,
  neitherWords,
  verbsNegatedByLam,
  verbsNegatedByMa,
} from "@/content/meals/negation-words";
import { negationReach } from "./negation-reach";
import { wordAt, type Token } from "./tokens";
import { fold } from "./words";

const MA = fold("ما");
const lam = new Set(lamParticles.map(fold));
const lamVerbs = new Set(verbsNegatedByLam.map(fold));
const maVerbs = new Set(verbsNegatedByMa.map(fold));
const neither = new Set(neitherWords.map(fold));

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
  const word = (k: number) => wordAt(tokens, k);
  const first = word(at);
  if (!first) return undefined;
  const next = word(at + 1);
  const reach = (from: number, neitherOnly = false) => ({
    from: at,
    to: negationReach(tokens, from, endsScope, { named: true, neitherOnly }),
  });
  // «لم آكل الخبز»
  if (lam.has(first.folded) && next && lamVerbs.has(next.folded)) return reach(at + 2);
  // «ما كليت لا رز ولا خبز»
  const apart = first.folded === MA || first.folded === `و${MA}`;
  if (apart && next && maVerbs.has(next.folded) && neither.has(word(at + 2)?.folded ?? ""))
    return reach(at + 2, true);
  // «لا رز ولا خبز»: each «لا» the food after it, no further
  if (neither.has(first.folded) && next && isFood(next)) return reach(at + 1, true);
  // «ماكلت الرز»: «ما» joined, its alif shared or not, then a food
  if (first.folded.startsWith(MA) && first.folded.length > MA.length + 1) {
    const rest = first.folded.slice(MA.length);
    const verb = maVerbs.has(rest) || maVerbs.has(`ا${rest}`);
    const food = tokens[at + 1];
    if (verb && food?.kind === "word" && isFood(food)) return reach(at + 1);
  }
  return undefined;
}
