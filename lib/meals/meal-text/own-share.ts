// «اكلنا شية نص كيلو مع الشباب، نصيبي حوالي ربع كيلو»: the amount said after «my share» is the
// amount the visitor ate of the dish before, not a food of its own, and replaces the amount the
// dish was named with (the whole dish shared). Read as an amount said after «only» is
// (parts.ts's onlyAmountAt; only-eaten-amount.ts gives it to the line before).

import { ownShareWords } from "@/content/meals/own-share-words";
import type { Token } from "./tokens";
import { fold } from "./words";

const shareWords = new Set(ownShareWords.words.map(fold));
const between = new Set(ownShareWords.between.map(fold));

/**
 * «نصيبي» from token `at`, and the words after it that say nothing of the amount: the index of
 * the last of them (the amount starts after it), or undefined. A count noun after it counts the
 * dish before (`ofIt`): «نصيبي زوز حوتات» is two of the fish.
 */
export function ownShareAt(
  tokens: readonly Token[],
  at: number,
): { only: number; ofIt: boolean } | undefined {
  const first = tokens[at];
  if (first?.kind !== "word" || !shareWords.has(first.folded)) return undefined;
  let last = at;
  for (let k = at + 1; ; k++) {
    const token = tokens[k];
    if (token?.kind !== "word" || !between.has(token.folded)) break;
    last = k;
  }
  return { only: last, ofIt: true };
}
