// «الساعة عشرة»، «الساعه ٣ ونص»، «على الساعة 7:30 فطرت»: the hour a meal was eaten at, never a
// count of a food (STYLE.md item 19). Read by parts.ts before any amount: a clock word
// (content/meals/meal-text-words.ts, `clockWords`) and the hour after it, a number in digits or
// in words, or a formal ordinal («الساعة الثامنة»), with its minutes («:30», «ونص», «الا ربع»).
// The words are shown not understood as typed, as the hour was before this rule.

import type { Token } from "./tokens";
import { clock, clockTime, fractions, littleWords } from "./words";

const AND = "و";
const TEN = 10;

/**
 * The last token of the hour said from token `at`, or undefined when no clock word with an hour
 * starts there. `numberWord`: the value of a number said in words («عشره»), if it is one.
 */
export function clockTimeTo(
  tokens: readonly Token[],
  at: number,
  numberWord: (folded: string) => number | undefined,
): number | undefined {
  const word = tokens[at];
  if (word?.kind !== "word" || !clock.has(word.folded)) return undefined;
  const hour = tokens[at + 1];
  const value =
    hour?.kind === "number"
      ? hour.value
      : hour?.kind === "word"
        ? clockTime.ordinals.has(hour.folded)
          ? 0
          : numberWord(hour.folded)
        : undefined;
  if (value === undefined) return undefined;
  let to = at + 1;
  // «الحادية عشرة», «الثانية عشرة»: an ordinal's «ten».
  const ten = tokens[to + 1];
  if (value === 0 && ten?.kind === "word" && numberWord(ten.folded) === TEN) to += 1;
  return minutesTo(tokens, to);
}

/** The hour ending at token `to` with its minutes after it: «:30», «ونص», «الا ربع». */
function minutesTo(tokens: readonly Token[], to: number): number {
  const next = tokens[to + 1];
  const after = tokens[to + 2];
  // «7:30»: a colon between two numbers written together.
  if (
    next?.kind === "break" &&
    after?.kind === "number" &&
    next.start === tokens[to]!.end &&
    after.start === next.end
  )
    return to + 2;
  if (next?.kind !== "word") return to;
  // «ونص»، «وربع»: a share of the hour joined by «و», never «وشوية» (a little of a food).
  const share = next.folded.startsWith(AND) ? next.folded.slice(1) : "";
  if (fractions.has(share) && !littleWords.has(share)) return to + 1;
  if (
    clockTime.less.has(next.folded) &&
    after?.kind === "word" &&
    fractions.has(after.folded) &&
    !littleWords.has(after.folded)
  )
    return to + 2;
  return to;
}
