import { householdEstimates, type HouseholdUnit } from "@/content/meals/household-units";
import type { Serving } from "../types";
import { platePortion, shareOfPlate } from "./plate-portion";
import { bowlAsCup, isShareOfWhole, plainCup, plateOnly, servingIn } from "./serving-of-unit";
import type { WeighableMeal, WeighingRule } from "./weighing";

/** US measures: a tablespoon is three teaspoons, a cup 16 tablespoons, by definition (NIST Handbook 44). */
const TSP_PER_TBSP = 3;
const TBSP_PER_CUP = 16;

/** The rules for units the data has no serving in: a handful, a plate, a ladle, a piece. */
export function estimatedUnit(
  meal: WeighableMeal,
  unit: HouseholdUnit,
  noun?: string,
): { rule: WeighingRule; serving: Serving; perUnit: number } | undefined {
  const servings = meal.servings ?? [];
  if (unit === "handful") {
    const ounce = servingIn(servings, "ounce");
    if (ounce) return { rule: "handful-as-ounce", ...ounce };
    const cup = plainCup(servings) ?? servingIn(servings, "cup");
    const { cups, maxGrams } = householdEstimates.handful;
    if (cup)
      return { rule: "handful-from-cup", ...cup, perUnit: Math.min(cup.perUnit * cups, maxGrams) };
  }
  const plate = unit === "plate" ? platePortion(meal) : undefined;
  if (plate) return { rule: "plate-portion", ...plate };
  if (unit === "plate") {
    const bowl = bowlAsCup(servings);
    if (bowl) return { rule: "bowl-as-cup", ...bowl };
  }
  if (unit === "plate" || unit === "portion") {
    const typical = servings[0];
    const rule = unit === "plate" ? "plate-as-typical" : "portion-as-typical";
    if (typical) return { rule, serving: typical, perUnit: typical.grams };
  }
  if (unit === "tsp" || unit === "tbsp") {
    const other = servingIn(servings, unit === "tsp" ? "tbsp" : "tsp");
    const factor = unit === "tsp" ? 1 / TSP_PER_TBSP : TSP_PER_TBSP;
    if (other) return { rule: "spoons", ...other, perUnit: other.perUnit * factor };
    const perTbsp = unit === "tsp" ? 1 / TSP_PER_TBSP : 1;
    const cup = plainCup(servings) ?? servingIn(servings, "cup");
    if (cup)
      return { rule: "spoons-from-cup", ...cup, perUnit: (cup.perUnit / TBSP_PER_CUP) * perTbsp };
    const plate = servingIn(servings, "plate");
    if (plate)
      return {
        rule: "spoon-of-dish",
        ...plate,
        perUnit: householdEstimates.spoonOfDish.gramsPerTbsp * perTbsp,
      };
  }
  if (unit === "packet") {
    const glass = servingIn(servings, "glass");
    if (glass) return { rule: "packet-as-glass", ...glass };
  }
  if (unit === "loaf") {
    const plate = servingIn(servings, "plate");
    if (plate) return { rule: "loaf-as-plate", ...plate };
    // «رغيف شاورما»: a food served as a sandwich is rolled in its loaf; the loaf is the sandwich.
    const sandwich = servingIn(servings, "sandwich");
    if (sandwich) return { rule: "loaf-as-plate", ...sandwich };
  }
  if (unit === "ladle") {
    const cup = plainCup(servings) ?? servingIn(servings, "cup");
    if (cup) return { rule: "ladle", ...cup, perUnit: cup.perUnit * householdEstimates.ladle.cups };
    const plate = servingIn(servings, "plate");
    if (plate)
      return { rule: "ladle", ...plate, perUnit: plate.perUnit * householdEstimates.ladle.plates };
  }
  if (unit === "piece") {
    const plate = servingIn(servings, "plate");
    // «نص دجاجة مندي»: half the bird a plate holds a quarter of is two plates; the whole, four.
    const share = plate && noun !== undefined ? shareOfPlate(meal.name, noun) : undefined;
    if (plate && share)
      return { rule: "share-of-plate", ...plate, perUnit: plate.perUnit / share.share };
    const { nouns, plates } = householdEstimates.wholeFish;
    if (plate && noun !== undefined && (nouns as readonly string[]).includes(noun))
      return { rule: "fish-as-plate", ...plate, perUnit: plate.perUnit * plates };
    if (plate)
      return {
        rule: "piece-of-plate",
        ...plate,
        perUnit: plate.perUnit * householdEstimates.piece.plates,
      };
    // A food the data weighs only in shares of a whole, with no piece of its own (no USDA row
    // weighs one): a piece is its typical serving, the portion one person is served, as it is
    // (a quarter chicken's 167 g), never the whole that share is of.
    const typical = servings[0];
    if (typical && servings.some(isShareOfWhole))
      return { rule: "piece-as-typical", serving: typical, perUnit: typical.grams };
    // «قطعة سمك»، «4 أسياخ كبدة»: a food the data cuts in slices and not in pieces (a fillet, a
    // slice of liver): a piece of it is its slice.
    const slice = servingIn(servings, "slice");
    if (slice) return { rule: "piece-as-slice", ...slice };
    // «حتة رقاق»، «حبة خبز تنور»: a bread the data weighs only by the loaf is eaten by the loaf.
    const loaf = servingIn(servings, "loaf");
    if (loaf) return { rule: "piece-as-loaf", ...loaf };
  }
  if (unit === "slice") {
    const piece = servingIn(servings, "piece");
    if (piece && !isShareOfWhole(piece.serving)) return { rule: "slice-as-piece", ...piece };
  }
  // A dish served only by the plate, in another vessel: a glass or cup holds a cup of it (at
  // most its plate); a can or box, the takeaway box, one plate.
  const dish = plateOnly(servings);
  if (dish && (unit === "glass" || unit === "cup")) {
    const perUnit = Math.min(householdEstimates.cupOfDish.grams, dish.perUnit);
    return { rule: "cup-of-dish", ...dish, perUnit };
  }
  if (dish && unit === "can") return { rule: "can-as-plate", ...dish };
  return undefined;
}
