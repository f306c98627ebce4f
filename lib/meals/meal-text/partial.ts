// What was eaten of a food already named (STYLE.md item 19): «كليت نصها بس», «نص الماعون»,
// «شوية منه», «ما كملتش الرز». Such words name no new food: they scale the line of the food they
// speak of, the one named just before, or the one they name again («ما كملتش الرز» is the rice
// said before, once, at half its amount). Read in two steps: partialAt, while the sentence's
// words become parts (parts.ts), sets the words aside; applyPartials, once the lines are read
// (parse-meal-text.ts), scales the line they speak of.

import { partialWords } from "@/content/meals/meal-text-words";
import type { AmountSaid } from "./amount-reading";
import { writtenAmount } from "./amount-text";
import { notAllEatenAt } from "./not-all-eaten";
import { onlyEatenAt, shareAfterOnly } from "./only-eaten";
import { wordAt, type Token } from "./tokens";
import { weigh, type MealTextAmount, type WeighableMeal, type Weighing } from "./weigh";
import { countNounWords, fold, fractions, littleWords, numbers, unitWords } from "./words";

/** Words that say how much of a food named elsewhere was eaten: tokens `from`–`to`. */
export interface PartialEating {
  from: number;
  to: number;
  /** The share of that food's amount eaten. */
  value: number;
  /** The food named again («ما كملتش الرز»: «رز»), folded without its article. */
  food?: string;
  /** The food is named here for the first time: the share is of its line, read after. */
  ahead?: true;
  /** A share of an amount said only («لتر بيبسي تقاسمناها»): an unsaid one is one person's. */
  ofSaid?: true;
  /** Its first word is «وما»: the joining «و» is no word of the share's. */
  joinedAnd?: true;
  /**
   * A share of an amount not said only («كسكسي ما كلتش ياسر»): where one is said («صحن صغير ما
   * كلتش ياسر»، «ما كلتش منها ياسر، يمكن ربع صحن») it is what was eaten, and the words only
   * explain it.
   */
  ofUnsaid?: true;
}

const pronouns = partialWords.pronouns.map(fold);
const ofIt = new Set(partialWords.ofIt.map(fold));
const notFinished = new Set(partialWords.notFinished.negated.map(fold));
const notFinishedAfterMa = new Set(partialWords.notFinished.afterMa.map(fold));
const shared = new Set(partialWords.shared.words.map(fold));
const MA = fold("ما");
/** «ما», or «وما» after another food («رز وما كملتوش»). */
const isMa = (folded: string) => folded === MA || folded === `و${MA}`;

/** «نصها»: a fraction (not a little word) with a pronoun; its value. */
function fractionOfIt(folded: string): number | undefined {
  if (fractions.has(folded) || numbers.has(folded) || littleWords.has(folded)) return undefined;
  for (const pronoun of pronouns) {
    if (!folded.endsWith(pronoun)) continue;
    const stem = folded.slice(0, -pronoun.length);
    const value = fractions.get(stem);
    if (value !== undefined && !littleWords.has(stem)) return value;
  }
  return undefined;
}

/**
 * The words from token `at` that say what was eaten of a food named elsewhere, or undefined.
 * `isFood`: whether a word is a food word (a unit said with the article before a food is that
 * food's amount, «نص الصحن رز», not a share of the one before).
 */
export function partialAt(
  tokens: readonly Token[],
  at: number,
  isFood: (token: Token) => boolean,
): PartialEating | undefined {
  const found = shareAt(tokens, at, isFood);
  const first = tokens[at];
  return found && first?.kind === "word" && first.folded === `و${MA}`
    ? { ...found, joinedAnd: true }
    : found;
}

function shareAt(
  tokens: readonly Token[],
  at: number,
  isFood: (token: Token) => boolean,
): PartialEating | undefined {
  const word = (k: number) => wordAt(tokens, k);
  const token = word(at);
  if (!token) return undefined;
  const { folded } = token;
  const next = word(at + 1);
  // «كليت نصها», «ربعو»; «تلته تمرات» is three dates.
  const ofItValue = fractionOfIt(folded);
  const counts = next && (unitWords.has(next.bare) || countNounWords.has(next.bare));
  if (ofItValue !== undefined && !counts) return { from: at, to: at, value: ofItValue };
  // «شوية منه», «منها شوية».
  if (littleWords.has(folded) && next && ofIt.has(next.folded))
    return { from: at, to: at + 1, value: fractions.get(folded) as number };
  if (ofIt.has(folded) && next && littleWords.has(next.folded))
    return { from: at, to: at + 1, value: fractions.get(next.folded) as number };
  // «نص الماعون», «ربع العلبة»: a share of the vessel the food before was served in.
  const value = fractions.get(folded);
  if (value !== undefined && !littleWords.has(folded) && next && next.bare !== next.folded) {
    const after = tokens[at + 2];
    if (unitWords.has(next.bare) && !(after && isFood(after)))
      return { from: at, to: at + 1, value };
  }
  // «تقاسمناها انا وخويا»: half; «قسمناها على ٤»: a quarter (the divisor's words are read by
  // divisor-word.ts, dividesBy, as understood words).
  if (shared.has(folded)) {
    const divisor = word(at + 1);
    const by = tokens[at + 2];
    const n =
      divisor && by && (divisor.folded === fold("على") || divisor.folded === fold("ع"))
        ? by.kind === "number"
          ? by.value
          : by.kind === "word"
            ? numbers.get(by.folded)
            : undefined
        : undefined;
    const value = n !== undefined && n >= 2 ? 1 / n : partialWords.shared.value;
    return { from: at, to: at, value, ofSaid: true };
  }
  // «ما كليتش منها غير شويه»، «ما كليت منها الا نصها»: only a share of it was eaten
  // (only-eaten.ts); «الا نص رغيف» is an amount, read there.
  const onlyAt = onlyEatenAt(tokens, at);
  const share = onlyAt && word(onlyAt.only + 1);
  const unitAfter = word((onlyAt?.only ?? at) + 2);
  const ofUnit =
    unitAfter !== undefined &&
    (unitWords.has(unitAfter.bare) || countNounWords.has(unitAfter.bare));
  const shareValue = share && !ofUnit ? shareAfterOnly(share.bare) : undefined;
  if (onlyAt && shareValue !== undefined)
    return { from: at, to: onlyAt.only + 1, value: shareValue };
  // «ما كليته كامل»، «ما كلتش ياسر»، «ما كليتش برشا كسكسي»: not all, not much (not-all-eaten.ts).
  const notAll = notAllEatenAt(tokens, at, isFood, (bare) => namedBefore(tokens, at, bare));
  if (notAll) return notAll;
  // «ما كملتش الرز», «ما كملتهاش».
  const verbAt = notFinished.has(folded)
    ? at
    : isMa(folded) && next && isNotFinished(next.folded)
      ? at + 1
      : -1;
  if (verbAt < 0) return undefined;
  const food = tokens[verbAt + 1];
  const named = food?.kind === "word" && isFood(food) ? food : undefined;
  const half = partialWords.notFinished.value;
  if (!named) return { from: at, to: verbAt, value: half };
  // Named before: the words are that line's share. Named here first: the food is read as its
  // own line, of which this is the share.
  return namedBefore(tokens, at, named.bare)
    ? { from: at, to: verbAt + 1, value: half, food: named.bare }
    : { from: at, to: verbAt, value: half, food: named.bare, ahead: true };
}

/** Whether a word was written before token `at` («رز» in «رز وسلطة، ما كملتش الرز»). */
function namedBefore(tokens: readonly Token[], at: number, bare: string): boolean {
  return tokens
    .slice(0, at)
    .some((t) => t.kind === "word" && (t.bare === bare || t.bare === `و${bare}`));
}

const isNotFinished = (folded: string) => notFinished.has(folded) || notFinishedAfterMa.has(folded);

/** A line as far as a share of it may change it. */
interface ScalableLine {
  meal: WeighableMeal;
  amount: MealTextAmount;
  weighing: Weighing;
  said: AmountSaid;
}

/**
 * Each share said scales the line it speaks of: the line of the food it names again, else the
 * last line read before it. `startOf`: the token a line's words start at; `names`: whether a
 * line is of the food named; `words`: the share's words as typed. A share of no line before it
 * is left, its words understood.
 */
export function applyPartials<L extends ScalableLine>(
  partials: readonly PartialEating[],
  lines: readonly L[],
  startOf: (line: L) => number,
  names: (line: L, food: string) => boolean,
  words: (partial: PartialEating) => string,
): void {
  for (const partial of partials) {
    const food = partial.food;
    const line = partial.ahead
      ? lines.find((l) => startOf(l) > partial.to && names(l, food as string))
      : food
        ? lines.findLast((l) => startOf(l) < partial.from && names(l, food))
        : lines.findLast((l) => startOf(l) < partial.from);
    if (!line || line.amount.count === null) continue;
    if (partial.ofSaid && line.said.how !== "said") continue;
    if (partial.ofUnsaid && line.said.how === "said") continue;
    // The unit the scaled count is of, never the share's words: one as said («طاسة نصها»:
    // half a «طاسة»), else one of the amount's unit («كسكسي وما كملتش»: half a «صحن»; «زوز
    // بيضات ما كملتهمش»: one «بيضة»).
    const typed = line.said.how === "said" && line.said.words !== "" ? line.said : undefined;
    const one = writtenAmount(line.meal, { ...line.amount, count: 1 }, line.weighing);
    const unit =
      typed?.unit ?? (typed && (line.amount.count === 1 || one === "") ? typed.words : one);
    line.amount = { ...line.amount, count: line.amount.count * partial.value };
    line.weighing = weigh(line.meal, line.amount);
    const said = words(partial);
    line.said = {
      how: "said",
      words:
        line.said.how === "said" && line.said.words !== "" ? `${line.said.words} ${said}` : said,
      ...(unit !== "" ? { unit } : {}),
    };
  }
}
