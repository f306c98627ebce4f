// A negated verb of eating written as one word with the dialects' «ش» (STYLE.md item 19): «ما»
// (or «م», «وما») joined or not, a verb of eating, drinking, putting on or breaking the fast in
// the past or present, an object pronoun or none, then «ش»: «كليتش»، «ماكلتش»، «ما حطيتش»،
// «ما فطرتش»، «ماكليتهوش»، «ما شربتهاش». Read by its parts rather than listed, so every person
// and pronoun of every verb is known (not-eaten.ts, negated-after.ts, only-eaten.ts).

import { objectPronouns, verbsNegatedByMa } from "@/content/meals/negation-words";
import { wordAt, type Token } from "./tokens";
import { fold } from "./words";

const SH = "ش";
const MA = fold("ما");
const verbs = new Set(verbsNegatedByMa.map(fold));
const pronouns = objectPronouns.map(fold);
const prefixes = ["", MA, "م", `و${MA}`];

/** «كليتهو»: a verb of eating, with an object pronoun joined or none. */
function isEatingVerb(word: string): boolean {
  if (verbs.has(word)) return true;
  return pronouns.some((p) => word.endsWith(p) && verbs.has(word.slice(0, -p.length)));
}

/** Whether a folded word is a negated verb of eating ending in «ش». */
export function isNegatedVerb(folded: string): boolean {
  if (!folded.endsWith(SH) || folded.length < 3) return false;
  const word = folded.slice(0, -1);
  return prefixes.some(
    (prefix) =>
      word.startsWith(prefix) &&
      // «ماكلتش»: «ما» joined to «اكلت», its alif shared
      (isEatingVerb(word.slice(prefix.length)) ||
        (prefix === MA && isEatingVerb(`ا${word.slice(prefix.length)}`))),
  );
}

/**
 * A negated verb of eating from token `at`, joined («ما كليتش»، «كليتش») or after «ما» written
 * apart, with its «ش» or without («ما كليت»، «ما كليته»), and then «of it» or not («منه»): the
 * index of the token after them and whether «of it» was said; undefined when no such verb starts
 * at `at`. What comes next says how much was eaten (only-eaten.ts, not-all-eaten.ts).
 */
export function negatedVerbAt(
  tokens: readonly Token[],
  at: number,
  ofIt: ReadonlySet<string>,
): { next: number; ofIt: boolean } | undefined {
  const first = wordAt(tokens, at)?.folded;
  if (first === undefined) return undefined;
  const verb = wordAt(tokens, at + 1)?.folded;
  let next: number;
  if (isNegatedVerb(first)) next = at + 1;
  else if (
    (first === MA || first === `و${MA}`) &&
    verb !== undefined &&
    (isNegatedVerb(verb) || isEatingVerb(verb))
  )
    next = at + 2;
  else return undefined;
  const saidOfIt = ofIt.has(wordAt(tokens, next)?.folded ?? "");
  return { next: saidOfIt ? next + 1 : next, ofIt: saidOfIt };
}
