import type { FoodAt } from "./food-at";
import { spanOf } from "./groups";
import type { MealTextMeal } from "./meal-text-meal";
import type { GroupReading, Reading } from "./reading";
import type { WordPlace } from "./word-place";
import { isDishPart, isOneOfNoun, saidWith } from "./with-food";

/**
 * «فول مدمس مع زيت زيتون»، «رب وزيت مع خبزة»: said «مع» right after a dish, what
 * it is made or served with is still in it: its words join the dish's line.
 */
export function joinsDishSaidWith<M extends MealTextMeal>(
  reading: Reading<M>,
  group: GroupReading<M>,
  at: FoodAt<M>,
  { typed, written }: WordPlace<M>,
): boolean {
  const { lastRead } = reading;
  const { first, read, amountSpan } = group;
  const withDish =
    group.pos === 0 &&
    group.lastInGroup === undefined &&
    lastRead !== undefined &&
    saidWith(reading.tokens, typed.span.from, lastRead.span.to, written) &&
    (!(first && read) || isOneOfNoun(group.amountGroup)) &&
    isDishPart(lastRead.meal, at.meal, typed.word)
      ? lastRead
      : undefined;
  if (!withDish) return false;
  withDish.span = spanOf([withDish.span, ...at.used, ...(first && amountSpan ? [amountSpan] : [])]);
  withDish.item.text = reading.slice(withDish.span);
  return true;
}
