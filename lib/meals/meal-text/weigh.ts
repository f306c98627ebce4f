// How an amount of a meal becomes grams, in this order (content/meals/README.md, "Amounts in a
// sentence"): grams or kilos as said; else the meal's own serving in that unit (the recipe's
// serving, or a USDA household measure of the food, or one borrowed from a similar food and
// marked an estimate); else a stated rule; else null, which rules ask to learn whether the data
// weighs a unit, and which unweighed.ts turns into a stated estimate for the line itself.

import { householdEstimates, type HouseholdUnit } from "@/content/meals/household-units";
import { plateShares } from "@/content/meals/plate-shares";
import type { Serving } from "../types";
import { estimatedUnit } from "./estimated-unit";
import { platePortion } from "./plate-portion";
import {
  USDA_CUP_ML,
  cupFromVolume,
  finganAsVessel,
  isFish,
  plainCup,
  servingIn,
  shareOfWhole,
  sizeFactor,
  unitOf,
} from "./serving-of-unit";
import type { MealTextAmount, WeighableMeal, Weighing } from "./weighing";
import type { ServingSize } from "./words";
export { platePortion, platePortionCount } from "./plate-portion";
export { USDA_CUP_ML, wholeOfShare } from "./serving-of-unit";
export { weighingRuleReadings } from "./weighing";
export type { MealTextAmount, WeighableMeal, Weighing } from "./weighing";

/**
 * «مندي دجاج نص حبة»، «ربع حبة كبسة»: a fraction of a piece of a dish whose plate holds a share
 * of a whole bird is that fraction of the bird (the Gulf's «نص حبة» is half a chicken), as if its
 * count noun («نص دجاجة») were said; a piece cut from one plate is never less than a whole.
 */
function fractionOfWhole(meal: WeighableMeal, amount: MealTextAmount): string | undefined {
  if (amount.unit !== "piece" || amount.count === null || amount.count >= 1) return undefined;
  return plateShares.find((s) => s.meal === meal.name)?.noun;
}
/** Units a person names; «حصة» and «أونصة» only classify USDA's servings. */
function isHousehold(unit: HouseholdUnit | null): boolean {
  return unit !== null && unit !== "portion" && unit !== "ounce";
}
export function weigh(meal: WeighableMeal, amount: MealTextAmount): Weighing {
  const { count, unit, size } = amount;
  if (count === null) return { grams: null, how: "unknown", why: "no-count" };
  if (unit === "gram") return { grams: count, how: "weight" };
  if (unit === "kilo") return { grams: count * 1000, how: "weight" };
  const servings = meal.servings ?? [];
  // «شوية رز», «رز»: a staple served by the plate is counted in plates, not in its cup.
  if (unit === null && platePortion(meal)) return weigh(meal, { ...amount, unit: "plate" });
  if (unit === null) {
    const typical = servings[0];
    if (!typical) return { grams: null, how: "unknown", why: "no-weight" };
    // «نص دجاجة مقلية», «ربع دجاجة مسلوقة»: a fraction said of a food served in shares of a
    // whole («نصف دجاجة», «ربع دجاجة») is that share of the whole, not of the typical serving.
    const share = count < 1 ? shareOfWhole(servings) : undefined;
    if (share) return { grams: count * share.perUnit, how: "serving", ...share };
    // «قطايف 4», «زوز بوريك»: four pieces, not four portions of a recipe; «جوزتان»: two nuts,
    // not two handfuls (a handful is itself a number of pieces), but «شوية جوز» a little handful.
    const typicalUnit = unitOf(typical).unit;
    const countsPieces =
      !isHousehold(typicalUnit) || (typicalUnit === "handful" && count >= 1) || isFish(servings);
    const pieces = amount.counted && countsPieces && servingIn(servings, "piece", size);
    if (pieces) return sized(pieces, count, size);
    if (size) return sizedTypical(servings, typical, count, size);
    return {
      grams: count * typical.grams,
      how: "serving",
      serving: typical,
      perUnit: typical.grams,
    };
  }
  if (unit === "ml" || unit === "litre") {
    const cup = plainCup(servings) ?? cupFromVolume(servings);
    if (!cup) return { grams: null, how: "unknown", why: "no-weight" };
    const ml = unit === "ml" ? count : count * 1000;
    const perUnit = (cup.perUnit / USDA_CUP_ML) * (unit === "ml" ? 1 : 1000);
    return {
      grams: (ml * cup.perUnit) / USDA_CUP_ML,
      how: "rule",
      rule: "volume",
      ...cup,
      perUnit,
    };
  }
  const own = servingIn(servings, unit, size, amount.noun);
  if (own) return sized(own, count, size);
  const estimated = estimatedUnit(meal, unit, amount.noun ?? fractionOfWhole(meal, amount));
  if (estimated) {
    const perUnit = estimated.perUnit * sizeFactor(size, undefined);
    return { grams: count * perUnit, how: "rule", ...estimated, perUnit };
  }
  const vessel = unit === "glass" || unit === "cup" ? finganAsVessel(servings) : undefined;
  if (vessel) {
    // Its small cup is the drink's usual one: «كاس كبير» is larger than it, as any size is.
    const perUnit = vessel.perUnit * sizeFactor(size, undefined);
    return { grams: count * perUnit, how: "rule", rule: "fingan-as-vessel", ...vessel, perUnit };
  }
  const other =
    unit === "glass"
      ? {
          rule: "glass-as-cup" as const,
          found: plainCup(servings) ?? servingIn(servings, "cup") ?? cupFromVolume(servings),
        }
      : unit === "cup"
        ? servingIn(servings, "glass")
          ? { rule: "cup-as-glass" as const, found: servingIn(servings, "glass") }
          : // «كوب بيبسي»: a drink served only in a container of stated volume, by that volume
            { rule: "volume" as const, found: cupFromVolume(servings) }
        : undefined;
  if (unit === "fingan") {
    const cup = plainCup(servings) ?? servingIn(servings, "cup");
    if (cup) {
      const perUnit = cup.perUnit * householdEstimates.fingan.cups[size ?? "medium"];
      return { grams: count * perUnit, how: "rule", rule: "fingan-from-cup", ...cup, perUnit };
    }
    // «فنجان شاهي»: a drink served by its small glass, with no cup, fills a cup as its glass.
    const glass = servingIn(servings, "glass");
    if (glass) {
      const perUnit = glass.perUnit * sizeFactor(size, unitOf(glass.serving).size);
      return { grams: count * perUnit, how: "rule", rule: "fingan-as-glass", ...glass, perUnit };
    }
  }
  if (other?.found) {
    const { serving } = other.found;
    const perUnit = other.found.perUnit * sizeFactor(size, unitOf(serving).size);
    return { grams: count * perUnit, how: "rule", rule: other.rule, serving, perUnit };
  }
  return { grams: null, how: "unknown", why: "no-weight" };
}

/** `count` of a serving, scaled by the size said when the serving is of another size. */
function sized(
  own: { serving: Serving; perUnit: number },
  count: number,
  size: ServingSize | undefined,
): Weighing {
  const factor = sizeFactor(size, unitOf(own.serving).size);
  if (factor === 1) return { grams: count * own.perUnit, how: "serving", ...own };
  const perUnit = own.perUnit * factor;
  return { grams: count * perUnit, how: "rule", rule: "size", serving: own.serving, perUnit };
}

/**
 * «بطاطا صغيرة», «سمكة كبيرة»: a size said with no unit sizes the typical serving: its serving of
 * that size when the data has one («حبة صغيرة»), else the typical serving by the size rule.
 */
function sizedTypical(
  servings: readonly Serving[],
  typical: Serving,
  count: number,
  size: ServingSize,
): Weighing {
  const { unit, size: typicalSize } = unitOf(typical);
  const sized = unit === null ? undefined : servingIn(servings, unit, size);
  if (sized && unitOf(sized.serving).size === size)
    return { grams: count * sized.perUnit, how: "serving", ...sized };
  const factor = sizeFactor(size, typicalSize);
  if (factor === 1)
    return {
      grams: count * typical.grams,
      how: "serving",
      serving: typical,
      perUnit: typical.grams,
    };
  const perUnit = typical.grams * factor;
  return { grams: count * perUnit, how: "rule", rule: "size", serving: typical, perUnit };
}
