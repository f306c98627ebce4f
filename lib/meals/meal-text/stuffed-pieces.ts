// «محشي كوسا ٣»، «٤ باذنجان محشي»: a number with no unit, said of a stuffed dish served by the
// plate (content/meals/stuffed-pieces.ts), counts the pieces eaten (three stuffed zucchini),
// never three plates of them. Fractions («نص محشي كوسا») and one («محشي كوسا واحد») stay
// shares of a plate: only a whole count of two or more is pieces.

import { stuffedPieceDishes } from "@/content/meals/stuffed-pieces";
import type { MealTextAmount } from "./weigh";

const dishes = new Set(stuffedPieceDishes);

/** The amount as pieces when it is a count of a stuffed dish's pieces, else undefined. */
export function stuffedPiecesOf(
  meal: { name: string },
  amount: MealTextAmount,
): MealTextAmount | undefined {
  const { count, unit, counted } = amount;
  if (!dishes.has(meal.name) || unit !== null || counted !== true) return undefined;
  if (count === null || count < 2 || !Number.isInteger(count)) return undefined;
  return { ...amount, unit: "piece" };
}
