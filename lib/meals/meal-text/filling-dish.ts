// A food inside a bread is the dish it is cooked into for a sandwich (STYLE.md item 19): «خبزة
// كبدة»، «ساندوتش كبدة»، «كسكروت بالكبدة» hold قلاية كبدة, weighed as a filling, not a plain
// liver (content/meals/fillings.ts, fillingDishes). Read once the lines are read: a line is inside
// a bread when it is a sandwich's filling (sandwich.ts) or follows the bread's line with no «و»
// between («خبزة كبدة»، «خبزة بالكبدة»).

import { fillingDishes } from "@/content/meals/fillings";
import { fillingAmount, fillingOrPiece, isFillingBread } from "./filling";
import type { ReadLine } from "./line";
import { gapBetween, type SentenceWords } from "./sentence-words";
import { weigh, type WeighableMeal } from "./weigh";

const dishOf = new Map(fillingDishes.map(({ food, dish }) => [food, dish]));

/** Each filling that is cooked into a dish for a sandwich made that dish, in place. */
export function readFillingDishes<M extends WeighableMeal & { name: string }>(
  words: SentenceWords,
  lines: ReadLine<M>[],
  meals: readonly M[],
): void {
  for (let at = 1; at < lines.length; at++) {
    const line = lines[at] as ReadLine<M>;
    const bread = lines[at - 1] as ReadLine<M>;
    const dishName = dishOf.get(line.meal.name);
    const dish = dishName === undefined ? undefined : meals.find((m) => m.name === dishName);
    if (!dish || !isFillingBread(bread.meal)) continue;
    if (
      line.said.how !== "filling" &&
      !(line.said.how === "unsaid" && gapBetween(words, bread, line) === "none")
    )
      continue;
    const own = fillingAmount(dish);
    if (!own) continue;
    // «٢ سندوتش كبدة»: a sandwich's filling is already counted for each sandwich.
    const each = line.said.how === "filling" ? fillingOrPiece(line.meal)?.count : undefined;
    const sandwiches = each && line.amount.count !== null ? line.amount.count / each : 1;
    const amount = { ...own, count: (own.count ?? 1) * sandwiches };
    Object.assign(line, {
      meal: dish,
      alternatives: [line.meal, ...line.alternatives.filter((m) => m !== dish)],
      amount,
      weighing: weigh(dish, amount),
      said: { how: "filling" },
    });
  }
}
