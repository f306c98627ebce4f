// A food that joins no line before it (parse-meal-text.ts): a line of its own, with the run's
// amount when it is the first food of the run, a filling's amount inside a bread, or the amount
// a food named alone is taken to be.
import type { AmountSaid } from "./amount-reading";
import { amountOf } from "./amount-group";
import { cookedWithAmount } from "./cooked-with";
import { sugarSaid } from "./drink-sugar";
import { fillingAmount, isFillingBread } from "./filling";
import type { FoodAt } from "./food-at";
import { spanOf } from "./groups";
import type { ReadLine } from "./line";
import type { MealTextMeal } from "./meal-text-meal";
import { WITH } from "./parts";
import { MAX_ALTERNATIVES, type GroupReading, type Reading, type SegmentReading } from "./reading";
import type { Token } from "./tokens";
import { unsaidAmount } from "./unsaid-amount";
import { weigh, type MealTextAmount } from "./weigh";
import type { WordPlace } from "./word-place";
import { SUGAR_MEAL } from "@/content/meals/drink-sugar-words";

export function addNewLine<M extends MealTextMeal>(
  reading: Reading<M>,
  segment: SegmentReading<M>,
  group: GroupReading<M>,
  { meal, used, kind, modified, panIndex, candidates }: FoodAt<M>,
  { inBread }: WordPlace<M>,
): void {
  const { tokens, meals, items } = reading;
  const { first, read, amountSpan } = group;
  reading.insideOpen = undefined;
  const filling: MealTextAmount | undefined = inBread ? fillingAmount(meal) : undefined;
  const said =
    first && read
      ? amountOf(meal, read)
      : filling || (panIndex >= 0 ? cookedWithAmount(meal) : undefined) || unsaidAmount(meal);
  reading.fillingOpen = isFillingBread(meal) ? "bread" : filling ? "filling" : false;
  const amount: MealTextAmount =
    modified.size && !said.size ? { ...said, size: modified.size } : said;
  const span = spanOf(first && amountSpan ? [amountSpan, ...used] : used);
  const saidHow: AmountSaid =
    first && read && amountSpan
      ? { how: "said", words: reading.slice(amountSpan) }
      : filling
        ? { how: "filling" }
        : { how: "unsaid" };
  const item: ReadLine<M> = {
    text: reading.slice(span),
    meal,
    alternatives: candidates.slice(1, MAX_ALTERNATIVES + 1).map((index) => meals[index] as M),
    amount,
    weighing: weigh(meal, amount),
    said: saidHow,
  };
  const sugar =
    meal.name === SUGAR_MEAL
      ? sugarSaid(tokens, used[0]!.from, used[used.length - 1]!.to)
      : undefined;
  if (sugar)
    reading.sugarsSaid.set(item, {
      how: sugar.how,
      of: segment.lastInSegment,
      words: reading.slice(sugar),
    });
  items.push(item);
  reading.startOf.set(item, span.from);
  if (!(first && read) && !inBread) reading.unsaid.add(item);
  segment.lastInSegment = item;
  segment.lastGroup = group.g;
  segment.previousSpan = span;
  group.lastInGroup = {
    item,
    meal,
    span,
    bare: kind !== undefined && !modified.taken ? kind.word : undefined,
    // The run's amount, said in units (not a count of the bare word's food: «٢ بيض
    // شكشوكة» stays two eggs).
    runAmount: first && read !== undefined && read.amount.unit !== null && !read.fromCount,
  };
  // «بريك بالبيض»: a meal named with its «بال…» food; a food joined to it may follow.
  const withWord = used.some((u) => {
    const token = tokens[u.from] as Token;
    return token.kind === "word" && token.folded.startsWith(WITH);
  });
  if (withWord) reading.insideOpen = group.lastInGroup;
  reading.lastRead = group.lastInGroup;
}
