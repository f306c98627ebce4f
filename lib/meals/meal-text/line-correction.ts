// A line of «ماذا أكلت؟» corrected in place before it goes to the plate: another meal, another
// count, or the amount in another unit (grams, or one of the meal's own servings). What the
// line then weighs and how it says it, so the plate takes exactly what the line shows.

import { exactNumber } from "@/lib/format/number";
import type { Serving } from "../types";
import { amountReading, type AmountReading, type AmountSaid } from "./amount-reading";
import { weighedAtLast } from "./unweighed";
import { weigh, type MealTextAmount, type WeighableMeal, type Weighing } from "./weigh";

/** The unit of a line's amount: as it was read, grams, or the meal's serving at that index. */
export type LineUnit = { kind: "said" } | { kind: "gram" } | { kind: "serving"; index: number };

export interface LineAmount {
  unit: LineUnit;
  /** How many of the unit (grams for «gram»); null while nothing valid is typed. */
  count: number | null;
}

/** What the parser read for a line, as a correction starts from it. */
export interface ReadLine<M extends WeighableMeal> {
  meal: M;
  amount: MealTextAmount;
  weighing: Weighing;
  said: AmountSaid;
  reading: AmountReading;
}

/** Where a line's correction starts: the amount as read, or grams where it had no weight. */
export function startingAmount(line: ReadLine<WeighableMeal>): LineAmount {
  return line.reading.missing === "no-weight"
    ? { unit: { kind: "gram" }, count: null }
    : { unit: { kind: "said" }, count: line.amount.count };
}

/** The serving's words for `count` of it: «كوب»، «2 × كوب». */
function servingWords(serving: Serving, count: number): string {
  return count === 1 ? serving.label : `${exactNumber(count)} × ${serving.label}`;
}

/**
 * The grams and reading of a line with `meal` on it (the one read, or another chosen) and the
 * amount `chosen`. Unchanged, the line is as the parser read it.
 */
export function correctLine<M extends WeighableMeal>(
  line: ReadLine<M>,
  meal: WeighableMeal,
  chosen: LineAmount,
): AmountReading {
  const { unit, count } = chosen;
  if (unit.kind === "said") {
    if (meal === line.meal && count === line.amount.count) return line.reading;
    const amount: MealTextAmount = { ...line.amount, count };
    const said: AmountSaid = count === line.amount.count ? line.said : { how: "corrected" };
    // A count cleared asks for one; any count of a unit the data cannot weigh is weighed at last
    // as the parser weighed it (unweighed.ts), so the line never turns gramless on a new count.
    const weighing = count === null ? weigh(meal, amount) : weighedAtLast(meal, amount).weighing;
    return amountReading(meal, amount, weighing, said);
  }
  if (unit.kind === "gram") {
    // Nothing typed yet: the line still says what it lacks («كيس: لا نعرف وزنها…»).
    if (count === null) {
      const { how, words } = line.reading;
      return {
        how,
        words,
        grams: null,
        source: "none",
        missing: line.reading.missing ?? "no-count",
      };
    }
    return { how: "corrected", words: "", grams: count, source: "written" };
  }
  const serving = meal.servings?.[unit.index];
  if (!serving)
    return { how: "corrected", words: "", grams: null, source: "none", missing: "no-weight" };
  return {
    how: "corrected",
    words: servingWords(serving, count ?? 1),
    grams: count === null ? null : count * serving.grams,
    source: serving.kind,
    ...(count === null ? { missing: "no-count" as const } : {}),
  };
}
