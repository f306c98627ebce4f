// One food said twice is one line (STYLE.md item 19), in two ways:
// - one mention in two words that name the same meal, side by side with nothing between them
//   («حوت مشوي قاروص»: the fish, then its sort): one line, with the amount said of either;
// - a food named first with no amount, then said again with its amount («شوفان بالحليب، نص كوب
//   شوفان وكوب حليب»): the second says how much of the first, which gives no line of its own.
// - a dish said again by its first word alone, with «ال» and no amount («كسكسي بالبصل …
//   الكسكسي كان باهي»): the dish named before, no line of its own.
// A food said twice with an amount each time («كاس شاهي الصبح وكاس شاهي العشية») stays two lines.

import type { AmountSaid } from "./amount-reading";
import { tokenize } from "./tokens";

interface Line {
  text: string;
  meal: { name: string };
  said: AmountSaid;
}

/** The lines of a sentence in order, each food said once. */
export function withoutRepeats<L extends Line>(text: string, lines: readonly L[]): L[] {
  const placed = placeLines(text, lines);
  const out: { line: L; start: number; end: number }[] = [];
  for (const current of placed) {
    const before = out[out.length - 1];
    if (
      before &&
      before.line.meal.name === current.line.meal.name &&
      before.end <= current.start &&
      text.slice(before.end, current.start).trim() === ""
    ) {
      const kept = before.line.said.how === "said" ? before.line : current.line;
      out[out.length - 1] = {
        line: { ...kept, text: text.slice(before.start, current.end) },
        start: before.start,
        end: current.end,
      };
      continue;
    }
    out.push(current);
  }
  return out
    .filter(({ line }, at) => !out.slice(0, at).some((earlier) => refersBack(earlier.line, line)))
    .filter(
      ({ line }, at) =>
        line.said.how !== "unsaid" ||
        !out
          .slice(at + 1)
          .some(
            (later) => later.line.said.how === "said" && later.line.meal.name === line.meal.name,
          ),
    )
    .map(({ line }) => line);
}

/**
 * «كسكسي بالبصل … الكسكسي كان باهي»: a dish said again later by its first word alone, with the
 * article and no amount, is the dish named before, not another of the word's usual sort.
 */
function refersBack(earlier: Line, later: Line): boolean {
  if (later.said.how !== "unsaid") return false;
  const words = tokenize(later.text).filter((t) => t.kind === "word");
  const word = words.length === 1 ? words[0] : undefined;
  const first = tokenize(earlier.text).find((t) => t.kind === "word");
  return (
    word?.kind === "word" &&
    word.folded !== word.bare &&
    first?.kind === "word" &&
    first.bare === word.bare &&
    earlier.meal.name !== later.meal.name
  );
}

/** Where each line's words stand in the text, found in order. */
function placeLines<L extends Line>(text: string, lines: readonly L[]) {
  let cursor = 0;
  return lines.map((line) => {
    const at = text.indexOf(line.text, cursor);
    const start = at < 0 ? cursor : at;
    const end = at < 0 ? cursor : at + line.text.length;
    cursor = end;
    return { line, start, end };
  });
}
