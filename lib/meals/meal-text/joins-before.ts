import type { FoodAt } from "./food-at";
import { spanOf } from "./groups";
import type { MealTextMeal } from "./meal-text-meal";
import type { GroupReading, Reading } from "./reading";
import type { WordPlace } from "./word-place";
import { belongsToBefore } from "./with-food";

/**
 * A flavour, or a food inside a dish («زبادي بالفراولة», «شكشوكة بالبيض», «بريك بالبيض
 * والتن»): its words join the line before it (with-food.ts says which belong).
 */
export function joinsLineBefore<M extends MealTextMeal>(
  reading: Reading<M>,
  group: GroupReading<M>,
  at: FoodAt<M>,
  { inBread, before, typed, written, joined, bare }: WordPlace<M>,
): boolean {
  if (
    inBread ||
    !before ||
    (group.first && group.read) ||
    !belongsToBefore(before.meal, at.meal, {
      written,
      joined,
      bare,
      // the word right before it is the food's own, or its amount's
      adjoining:
        !written &&
        !joined &&
        !reading.split.has(typed.span.from) &&
        typed.span.from > before.span.from &&
        typed.span.from <= before.span.to + 1,
      word: typed.word,
    })
  )
    return false;
  before.span = spanOf([before.span, ...at.used]);
  before.item.text = reading.slice(before.span);
  if (written || joined) reading.insideOpen = before;
  return true;
}
