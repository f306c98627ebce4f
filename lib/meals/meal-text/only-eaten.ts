// «ما كليتش منه الا شوية»، «ما كليت منها الا نصها»، «ما كليتش منه الا سمكه صغيره»: a negated verb
// of eating, «of it» and «only» say how much WAS eaten of the food named before (STYLE.md item
// 19), never that it was not eaten. Read by parts.ts: the negation and «only» are understood
// words; what follows is a share of the line before (partial.ts scales it: «شوية»، «نصها»،
// «نص») or its amount («سمكة صغيرة»، «وحدة»، «رغيف»), which replaces the one it was named with
// (only-eaten-amount.ts).
// «ما أكلت غير خبزة», a food named after «only» with no «of it», stays that food (negated-after.ts).

import { onlyWords } from "@/content/meals/negation-words";
import { partialWords } from "@/content/meals/meal-text-words";
import { wordAt, type Token } from "./tokens";
import { negatedVerbAt } from "./negated-verb";
import { fold, fractions } from "./words";

const only = new Set(onlyWords.map(fold));
const ofIt = new Set(partialWords.ofIt.map(fold));
const pronouns = partialWords.pronouns.map(fold);

/**
 * An amount said after «only», of the food named before the words from `from`: its parts
 * (parts.ts's amount parts), applied by only-eaten-amount.ts once the lines are read.
 */
export interface OnlyAmount<P> {
  from: number;
  to: number;
  amount: P[];
}

/**
 * The negation and «only» from token `at` («ما كليتش منه الا»): the index of the «only» word and
 * whether «of it» was said, or undefined.
 */
export function onlyEatenAt(
  tokens: readonly Token[],
  at: number,
): { only: number; ofIt: boolean } | undefined {
  const verb = negatedVerbAt(tokens, at, ofIt);
  if (!verb) return undefined;
  return only.has(wordAt(tokens, verb.next)?.folded ?? "")
    ? { only: verb.next, ofIt: verb.ofIt }
    : undefined;
}

/** «نصها»، «ربعه»، «النص»، «شوية»: a share said after «only» (its bare word), and its value. */
export function shareAfterOnly(bare: string): number | undefined {
  const value = fractions.get(bare);
  if (value !== undefined) return value;
  for (const pronoun of pronouns) {
    const stem = bare.endsWith(pronoun) ? bare.slice(0, -pronoun.length) : "";
    if (fractions.has(stem)) return fractions.get(stem);
  }
  return undefined;
}
