import { numberBeforePlural } from "./plural-number";
import type { PartsReading } from "./parts-reading";
import { halfTimes, littleWords } from "./words";

/** A fraction word («نص»، «شوية»): the index to read on from. */
export function readFractionWord(
  r: PartsReading,
  i: number,
  folded: string,
  value: number,
): number {
  const { parts, classify } = r;
  const next = r.wordAt(i + 1);
  // «نص الليل زبادي»: midnight, not half of the food after it.
  if (next && halfTimes.has(next.folded)) {
    parts.push({ kind: "filler", from: i, to: i + 1 });
    return i + 2;
  }
  const asNumber = next && numberBeforePlural(folded, classify(next.folded, next.bare));
  if (asNumber) parts.push({ kind: "number", value: asNumber, from: i, to: i });
  else
    parts.push({
      kind: "fraction",
      value,
      and: false,
      ...(littleWords.has(folded) ? { little: true as const } : {}),
      from: i,
      to: i,
    });
  return i + 1;
}
