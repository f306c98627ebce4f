// Where the food at the reading's place stands (parse-meal-text.ts): inside a bread, joined «وال…»
// to a food inside the line before, written «بال…», or a bare kind word; the item rules after it
// decide by these whether it is a line of its own.
import type { FoodAt } from "./food-at";
import { isFillingBread } from "./filling";
import type { MealTextMeal } from "./meal-text-meal";
import type { GroupReading, GroupWord, OpenLine, Reading } from "./reading";

export interface WordPlace<M> {
  inBread: boolean;
  typed: GroupWord;
  /** Written «وال…» after a line that took a «بال…» food. */
  joined: boolean;
  /** The line the food may belong to. */
  before: OpenLine<M> | undefined;
  /** Written «بال…». */
  written: boolean;
  /** A bare kind word, with no «و» split off it. */
  bare: boolean;
}

export function wordPlace<M extends MealTextMeal>(
  reading: Reading<M>,
  group: GroupReading<M>,
  at: FoodAt<M>,
): WordPlace<M> {
  const { words, pos, lastInGroup, first, read } = group;
  const { fillingOpen, split } = reading;
  // Inside a bread: a «بال…» food after it, or a food right after its word with no
  // «و» between («خبزة تن وهريسة»، «عيش فول»), and the foods joined to that one.
  const rightAfterBread: boolean =
    fillingOpen === "bread" &&
    lastInGroup !== undefined &&
    isFillingBread(lastInGroup.meal) &&
    words[pos]!.span.from === lastInGroup.span.to + 1 &&
    !split.has(words[pos]!.span.from);
  const inBread: boolean =
    !(first && read) &&
    (words[pos]?.with === true
      ? fillingOpen !== false
      : fillingOpen === "filling" || rightAfterBread);
  // A flavour, or inside a dish: «زبادي بالفراولة», «شكشوكة بالبيض», «بريك بالبيض
  // والتن» (with-food.ts).
  const typed = words[pos] as GroupWord;
  const joined =
    reading.insideOpen !== undefined && !(first && read) && reading.joinedWithAnd(typed.span);
  const before = joined ? reading.insideOpen : lastInGroup;
  const written = typed.with === true;
  const bare =
    !written && at.kind !== undefined && !at.modified.taken && !split.has(typed.span.from);
  return { inBread, typed, joined, before, written, bare };
}
