// A food said not eaten in Latin letters (STYLE.md item 19): Maghrebi Arabizi «ma klitch
// lkhobz», «makletch el khobz», «ma chrbtch atay», and English «didn't eat the bread», «did not
// have rice», «skipped the fries». The negation reaches the words after it up to a break, «only»
// («ghi», «ghir», «only», «just»), «but», or another verb of eating («klit», «ate»).
// The negating words must be Latin (the particle before them may already read as «ما», the
// reader having respelled «ma»): an Arabic sentence never matches here.

import { latinNegation } from "@/content/meals/negation-words";
import { negationReach } from "./negation-reach";
import type { Token } from "./tokens";
import { fold } from "./words";

const { particles, eatingStems, endings, english } = latinNegation;
// «ma» may reach here already read as the Arabic «ما» (a Latin word the reader knows)
const particleSet = new Set<string>([...particles, fold("ما"), fold("م")]);
const not = new Set<string>(english.not);
const verbs = new Set<string>(english.verbs);
const skipped = new Set<string>(english.skipped);
const scopeEnds = new Set<string>(latinNegation.endsScope);

/** «klitch», «kletch», «chrbtch», «ftertch»: a verb of eating with the negating «ch» at its end. */
export function isArabiziNegatedVerb(word: string): boolean {
  if (!/^[a-z0-9]+$/.test(word) || word.length > 12) return false;
  return eatingStems.some(
    (stem) =>
      word.startsWith(stem) &&
      endings.some((end) => word.endsWith(end) && word.length >= stem.length + end.length + 1),
  );
}

/**
 * The words of a Latin-letter negation of eating at token `at`, or undefined: `from` is the
 * particle before it when «ma» was read apart as a word of its own («ma» is also «with»), `to`
 * the last word of its reach. `endsScope`: the reader's own words that end a negation's reach.
 */
export function latinNegationAt(
  tokens: readonly Token[],
  at: number,
  endsScope: (folded: string) => boolean,
): { from: number; to: number } | undefined {
  const latin = (k: number) => {
    const t = tokens[k];
    return t?.kind === "word" && /^[a-z0-9]+$/i.test(t.folded) ? t.folded.toLowerCase() : "";
  };
  const first = latin(at);
  if (first === "") return undefined;
  const verbEnd = negationEnd(first, at, latin);
  if (verbEnd === undefined) return undefined;
  const before = tokens[at - 1];
  const particleBefore = before?.kind === "word" && particleSet.has(before.folded);
  const from = particleBefore && verbEnd === at ? at - 1 : at;
  const more = (word: string) => scopeEnds.has(word.toLowerCase());
  return { from, to: Math.max(verbEnd, negationReach(tokens, verbEnd + 1, endsScope, { more })) };
}

/** Where the negating words that start at `at` end («ma klitch», «didn't eat», «skipped»). */
function negationEnd(first: string, at: number, latin: (k: number) => string): number | undefined {
  // «ma klitch», «m klitch»
  if (particleSet.has(first) && isArabiziNegatedVerb(latin(at + 1))) return at + 1;
  // «makletch», «maklitch», or «klitch» alone
  if (isArabiziNegatedVerb(first)) return at;
  if (first.startsWith("ma") && isArabiziNegatedVerb(first.slice(2))) return at;
  if (skipped.has(first)) return at;
  // «didn't eat» (the apostrophe splits «didn» from «t»), «didnt have», «did not drink», «never ate»
  let k = at;
  if (first === "did" && latin(at + 1) === "not") k = at + 1;
  else if ((first === "didn" || first === "haven") && latin(at + 1) === "t") k = at + 1;
  else if (!not.has(first)) return undefined;
  return verbs.has(latin(k + 1)) ? k + 1 : undefined;
}
