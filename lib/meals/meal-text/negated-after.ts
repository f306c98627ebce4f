// A food said not eaten by a negation that «ما» makes without the dialects' «ش», or that comes
// AFTER the food (STYLE.md item 19), read while the words become parts (parts.ts):
// - «الروب ما شربتو»، «القيمر ما اكلته اليوم»، «الشاهي ما شربتوش»: a negated verb with an object
//   pronoun points back at the food named right before it, which was not eaten;
// - «ما أكلت الخبز»، «ما أكلت رز اليوم»: «ما» written apart before a verb of eating, then a food,
//   negates that food and the words after it up to the next break, as «ما كليتش» does
//   (not-eaten.ts); «ما أكلت غير خبزة» (only) negates nothing.
// A negated verb with nothing named before it in its part of the sentence leaves nothing out.

import { objectPronouns, onlyWords, verbsNegatedByMa } from "@/content/meals/negation-words";
import { negationReach } from "./negation-reach";
import { wordAt, type Token } from "./tokens";
import { isNegatedVerb } from "./negated-verb";
import { fold } from "./words";

const MA = fold("ما");
const AND_MA = `و${MA}`;
const SH = "ش";
const verbs = new Set(verbsNegatedByMa.map(fold));
const pronouns = objectPronouns.map(fold);
const only = new Set(onlyWords.map(fold));

/** Whether a word is the particle «ما» (or «وما») standing apart before a negated verb. */
export function isNegationParticle(folded: string): boolean {
  return folded === MA || folded === AND_MA;
}

/** «شربتو»، «اكلته»، «كليتهاش»: a verb of eating with an object pronoun, «ش» or not. */
function withPronoun(folded: string): boolean {
  const word = folded.endsWith(SH) ? folded.slice(0, -1) : folded;
  return pronouns.some((p) => word.endsWith(p) && verbs.has(word.slice(0, -p.length)));
}

/**
 * What a negation at token `at` says: `before`, the food named right before it was not eaten
 * (the negation's words end at `to`); or, not `before`, the words from `at` to `to` name nothing
 * eaten. Undefined when no such negation starts at `at`. `endsScope`: a word that ends a negated
 * verb's reach forward (a break word, a separator, another verb).
 */
export function negatedAfterAt(
  tokens: readonly Token[],
  at: number,
  isFood: (token: Token) => boolean,
  endsScope: (folded: string) => boolean,
): { to: number; before: boolean } | undefined {
  const word = (k: number) => wordAt(tokens, k);
  const first = word(at);
  if (!first) return undefined;
  const apart = first.folded === MA || first.folded === AND_MA;
  const joined = first.folded.startsWith(MA) ? first.folded.slice(MA.length) : undefined;
  const verbAt = apart ? at + 1 : at;
  const verb = apart ? word(at + 1)?.folded : undefined;
  const after = word(verbAt + 1);
  if (after && only.has(after.folded)) return undefined;
  // «الروب ما شربتو»، «ماشربتوش»، «الشاهي شربتوش»: the food before.
  const pointsBack =
    (verb !== undefined && withPronoun(verb)) ||
    (joined !== undefined && withPronoun(joined)) ||
    (first.folded.endsWith(SH) && withPronoun(first.folded));
  if (pointsBack) return { to: verbAt, before: true };
  // «ما أكلت الخبز»، «ما أكلت رز»: the food right after, and what follows it in the same phrase.
  if (verb === undefined || !verbs.has(verb) || isNegatedVerb(verb)) return undefined;
  const food = tokens[verbAt + 1];
  if (food?.kind !== "word" || !isFood(food)) return undefined;
  return { to: negationReach(tokens, verbAt + 1, endsScope, { named: true }), before: false };
}

/** The kinds of part of a food and its amount, taken back when a negation after them points at them. */
const named = new Set(["food", "number", "fraction", "unit", "count"]);

/**
 * Where a negation's words start and what they are: words naming nothing eaten, reported as
 * typed, or understood ones when nothing is named before them. One that points back takes with
 * it the food and amount read right before it, back to the last break: their parts are taken off
 * `parts`, in place.
 */
export function negatedFrom(
  parts: { kind: string; from: number }[],
  at: number,
  negated: { before: boolean },
): { from: number; kind: "filler" | "other" } {
  let from = at;
  while (negated.before && parts.length > 0 && named.has(parts.at(-1)!.kind))
    from = parts.pop()!.from;
  // «ما شربته اليوم»: nothing named before it; its words name nothing.
  return { from, kind: negated.before && from === at ? "filler" : "other" };
}

/**
 * «ما كليتهاش الشكشوكة»، «ما شربتوش الحليب»: a negated verb whose pronoun found nothing named
 * before it speaks of the food named right after it (the Maghreb says the pronoun first). The
 * last token of that food's words up to the next break or end of reach, or undefined when no
 * food follows the verb (`to`: the verb's last token).
 */
export function negatedForwardTo(
  tokens: readonly Token[],
  to: number,
  isFood: (token: Token) => boolean,
  endsScope: (folded: string) => boolean,
): number | undefined {
  const food = tokens[to + 1];
  if (food?.kind !== "word" || !isFood(food)) return undefined;
  return negationReach(tokens, to + 1, endsScope, { named: true });
}
