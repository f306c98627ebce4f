import { stripArticle } from "../normalize-arabic";
import { foodNameCount } from "./food-name-count";
import type { PartsReading } from "./parts-reading";
import { fractions, littleWords } from "./words";

/**
 * A leading «و» is «and» when the word is not known as written but the rest is a known word
 * («وخبز», «وبيبسي»); «ورق» stays. The item's text then starts after it. Called for a word
 * not known as written: the index to read on from when the word was read whole («وشوية»), or
 * the word without its «و».
 */
export function readLeadingAnd(
  r: PartsReading,
  i: number,
  folded: string,
  bare: string,
): { next: number } | { folded: string; bare: string } {
  const { parts, split, classify } = r;
  const rest = folded.slice(1);
  const restWord = classify(rest, stripArticle(rest));
  if (restWord.kind === "fraction") {
    split.add(i);
    // «وشوية لحم»: a little, joined by «و», is still a little.
    const little = littleWords.has(rest) ? { little: true as const } : {};
    parts.push({
      kind: "fraction",
      value: restWord.value,
      and: true,
      ...little,
      from: i,
      to: i,
    });
    return { next: i + 1 };
  }
  // «وحوتتين»: «و» before a food's dual or plural, too.
  const restCounts =
    restWord.kind === "unknown" &&
    foodNameCount(
      r.matcher,
      r.defaults,
      stripArticle(rest),
      [1, 2, 3].map((k) => r.wordAt(i + k)?.folded ?? ""),
    );
  if ((restWord.kind !== "unknown" || restCounts) && classify(folded, bare).kind !== "number") {
    parts.push({ kind: "break", from: i, to: i });
    split.add(i);
    return { folded: rest, bare: stripArticle(rest) };
  }
  return { folded, bare };
}

/** «و» alone: a separator, or «ونص» written apart («و نص»): the index to read on from. */
export function readAndAlone(r: PartsReading, i: number): number {
  const next = r.wordAt(i + 1);
  const value = next ? fractions.get(next.folded) : undefined;
  if (value !== undefined) {
    // The item's words start at the fraction, not at «و».
    const little = next && littleWords.has(next.folded) ? { little: true as const } : {};
    r.parts.push({ kind: "fraction", value, and: true, ...little, from: i + 1, to: i + 1 });
    return i + 2;
  }
  r.parts.push({ kind: "break", from: i, to: i });
  return i + 1;
}
