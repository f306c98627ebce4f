import { amountOf } from "./amount-group";
import type { FoodAt } from "./food-at";
import { spanOf } from "./groups";
import type { MealTextMeal } from "./meal-text-meal";
import { MAX_ALTERNATIVES, type GroupReading, type Reading } from "./reading";
import { unsaidAmount } from "./unsaid-amount";
import { weigh } from "./weigh";
import type { WordPlace } from "./word-place";
import { belongsToBefore, isDishBaseWord } from "./with-food";

/**
 * «بيض شكشوكة»: the bare kind word before, with no amount of its own, was the dish's;
 * so was the amount of the run it was read from («مقرونة مبكبكة صحن»، «صحن حوت حريمي»:
 * a plate of the dish, not a plate of plain pasta or fish beside it). The line before becomes
 * the dish.
 */
export function isDishOfBareWord<M extends MealTextMeal>(
  reading: Reading<M>,
  group: GroupReading<M>,
  { meal, used, candidates }: FoodAt<M>,
  { inBread }: WordPlace<M>,
): boolean {
  const { lastInGroup, first, read } = group;
  const carried = lastInGroup?.runAmount === true && read !== undefined;
  if (!(
    !inBread &&
    lastInGroup?.bare &&
    (lastInGroup.item.said.how === "unsaid" || carried) &&
    (belongsToBefore(meal, lastInGroup.meal, { written: false, bare: true, word: "" }) ||
      isDishBaseWord(lastInGroup.bare, meal, reading.defaults))
  ))
    return false;
  const { item } = lastInGroup;
  const dishAmount = (first || carried) && read ? amountOf(meal, read) : unsaidAmount(meal);
  lastInGroup.span = spanOf([lastInGroup.span, ...used]);
  Object.assign(item, {
    text: reading.slice(lastInGroup.span),
    meal,
    alternatives: candidates.slice(1, MAX_ALTERNATIVES + 1).map((i) => reading.meals[i] as M),
    amount: dishAmount,
    weighing: weigh(meal, dishAmount),
  });
  lastInGroup.meal = meal;
  lastInGroup.bare = undefined;
  return true;
}
