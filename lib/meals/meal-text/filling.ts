// A filling is weighed as a filling (STYLE.md item 19): after a bread, a food written «بال…»
// («خبزة بالتن») or right after the bread's word with no «و» between («كسكروت تن»), and the
// foods joined to it with no amount of their own («والبيضة») are what is inside the loaf, and weigh what content/meals/fillings.ts says (a third of a can of tuna, one
// egg), not their typical serving.

import { fillingBreadWords, fillings } from "@/content/meals/fillings";
import type { Serving } from "../types";
import { servingUnitOf } from "./serving-unit";
import type { ReadLine } from "./line";
import { weigh, type MealTextAmount, type WeighableMeal } from "./weigh";
import { fold } from "./words";

const byMeal = new Map(fillings.map((entry) => [entry.meal, entry]));
const breadWords = new Set(fillingBreadWords.map(fold));

/** Whether a meal is a bread a filling goes in. */
export function isFillingBread(meal: { name: string }): boolean {
  return breadWords.has(fold(meal.name.split(" ")[0] ?? ""));
}

/** Whether a word as typed, folded, is a bread's word («عيش»، «خبزة»). */
export function isFillingBreadWord(folded: string): boolean {
  return breadWords.has(folded);
}

/**
 * «فول في عيش»، «تن في خبزة»: a food said «in» the bread after it, with no amount of its own,
 * is its filling and is weighed as one, in place.
 */
export function readFillingsInBread<M extends WeighableMeal & { name: string }>(
  text: string,
  lines: ReadLine<M>[],
): void {
  for (let at = 1; at < lines.length; at++) {
    const food = lines[at - 1] as ReadLine<M>;
    const bread = lines[at] as ReadLine<M>;
    // «كبدة اسكندراني سندوتشين في عيش فينو»: a sandwich's filling, its bread already a line
    // (sandwich.ts, the line before it, its word after the filling's or before it).
    const before = lines[at - 2];
    const sandwich = food.said.how === "filling" && before && isFillingBread(before.meal);
    const endOf = (line: ReadLine<M>) => text.indexOf(line.text) + line.text.length;
    const foodEnd = Math.max(endOf(food), sandwich ? endOf(before) : 0);
    const breadStart = text.indexOf(bread.text, foodEnd);
    const gap = breadStart < 0 ? "" : fold(text.slice(foodEnd, breadStart).trim());
    const filling = fillingAmount(food.meal);
    if (!["في", "فى", "ف"].includes(gap) || !isFillingBread(bread.meal)) continue;
    // The sandwich's bread said after «في» is the one it already has.
    if (sandwich) {
      if (bread.said.how === "unsaid") lines.splice(at, 1);
      continue;
    }
    if (food.said.how !== "unsaid" || !filling) continue;
    Object.assign(food, {
      amount: filling,
      weighing: weigh(food.meal, filling),
      said: { how: "filling" },
    });
  }
}

/** The amount of a meal as a filling, or undefined when the data has none for it. */
export function fillingAmount(meal: {
  name: string;
  servings?: readonly Serving[];
}): MealTextAmount | undefined {
  const entry = byMeal.get(meal.name);
  const serving = entry && meal.servings?.find((s) => s.label === entry.serving);
  if (!entry || !serving) return undefined;
  const { unit, amount } = servingUnitOf(serving.label);
  return { count: entry.count * amount, unit };
}

/**
 * A sandwich's filling the data has no filling amount for («ساندوتش كبدة»، «ساندوتش كفتة»): one
 * piece of it as the piece rules weigh one (its own piece, its slice, a third of its plate, as a
 * sandwich of ful holds), else two tablespoons of a spread; an estimate, undefined when neither
 * can be weighed.
 */
export function fillingOrPiece(meal: {
  name: string;
  servings?: readonly Serving[];
}): MealTextAmount | undefined {
  const own = fillingAmount(meal);
  if (own) return own;
  const piece: MealTextAmount = { count: 1, unit: "piece" };
  if (weigh(meal, piece).grams !== null) return piece;
  // «ساندوتش نوتيلا»، «ساندوتش حلاوة»: a spread, two tablespoons in the loaf, as USDA serves a
  // spread (2 tbsp: SR28 19125's chocolate hazelnut spread, 16098's peanut butter).
  const spread: MealTextAmount = { count: 2, unit: "tbsp" };
  return weigh(meal, spread).grams === null ? undefined : spread;
}
