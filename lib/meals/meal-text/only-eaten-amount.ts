// «ما كليتش منه الا سمكه صغيره»: the amount said after «only» (only-eaten.ts, read by parts.ts)
// becomes the amount of the line before it, once the lines are read (parse-meal-text.ts).

import { amountOf, giveAmount, readAmount } from "./amount-group";
import type { ReadLine } from "./line";
import type { OnlyAmount } from "./only-eaten";
import type { AmountPart } from "./parts";
import type { WeighableMeal } from "./weigh";

/**
 * An amount said after «only» («سمكه صغيره»، «وحدة»، «رغيف»): it is the amount of the line
 * before, in that line's own meal. `startOf`: the token a line's words start at; `words`: the
 * amount's words as typed.
 */
export function applyOnlyAmounts<M extends WeighableMeal & { name: string }>(
  said: readonly OnlyAmount<AmountPart>[],
  lines: readonly ReadLine<M>[],
  startOf: (line: ReadLine<M>) => number,
  words: (only: OnlyAmount<AmountPart>) => string,
): void {
  for (const only of said) {
    const line = lines.findLast((l) => startOf(l) >= 0 && startOf(l) < only.from);
    if (!line) continue;
    giveAmount(line, amountOf(line.meal, readAmount(only.amount, true)), words(only));
  }
}
