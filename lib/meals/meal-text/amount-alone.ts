// An amount read with no food words of its own (parse-meal-text.ts): the amount of a line
// already read, not an item.
import { cutAmount, giveAmount, isWeight, measuresPlate } from "./amount-group";
import type { Group } from "./groups";
import { spanOf } from "./groups";
import type { MealTextMeal } from "./meal-text-meal";
import { namesFood } from "./names-food";
import type { AmountPart, Span } from "./parts";
import type { AmountRead, Reading, SegmentReading } from "./reading";

/**
 * «كبسة دجاج، نصف طبق فقط»: an amount alone in its part of the sentence, after an item
 * named with no amount, is that item's amount; so is a count noun of the food that
 * item is («حوت مقلي، كليت حوتتين وشوية رز»: two of the fried fish, not two other fish);
 * after a plate, a measure of it («طبق مكرونة، كوبان تقريبًا») says what the plate held.
 */
export function isAmountOfLineBefore<M extends MealTextMeal>(
  reading: Reading<M>,
  segment: SegmentReading<M>,
  groups: readonly Group[],
  read: AmountRead,
  amountWords: string,
): boolean {
  const previousItem = reading.items[reading.items.length - 1];
  const countsPrevious =
    read.fromCount === true &&
    read.food !== undefined &&
    previousItem !== undefined &&
    namesFood(previousItem, read.food);
  if (
    (countsPrevious || (!read.food && groups.every((other) => other.kind === "amount"))) &&
    segment.lastInSegment === undefined &&
    previousItem &&
    (reading.unsaid.has(previousItem) || measuresPlate(previousItem, read.amount))
  ) {
    reading.unsaid.delete(previousItem);
    giveAmount(previousItem, cutAmount(previousItem.meal, read), amountWords);
    return true;
  }
  return false;
}

/**
 * «شوية فول سوداني 20g»: a weight written after an item that had its amount before it
 * is the weight of that item.
 */
export function isWeightOfLineBefore<M extends MealTextMeal>(
  reading: Reading<M>,
  segment: SegmentReading<M>,
  g: number,
  read: AmountRead,
  amountGroup: readonly AmountPart[],
  amountWords: string,
): boolean {
  const { lastInSegment } = segment;
  if (!(isWeight(read.amount) && segment.lastGroup === g - 1 && lastInSegment)) return false;
  giveAmount(lastInSegment, read.amount, amountWords);
  lastInSegment.text = reading.slice(spanOf([segment.previousSpan as Span, spanOf(amountGroup)]));
  return true;
}
