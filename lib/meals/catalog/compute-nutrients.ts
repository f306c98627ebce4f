// Per-100 g nutrient values of a meal from its USDA ingredients (pure; no I/O, no React).
//
// A recipe's value for a nutrient is the weight-averaged value of its ingredients:
//   value = Σ(value_i × grams_i) / Σ(grams_i)
// with grams as eaten, so the result is again "per 100 g of the dish as eaten".
//
// Unknown cells (null in the USDA table) are never read as 0. For each nutrient, the
// ingredients that have a value must cover at least MIN_KNOWN_WEIGHT_SHARE (90 %) of the
// recipe's weight; the value is then the weighted average over those ingredients only
// (renormalised over their weight), i.e. the unknown ≤ 10 % are assumed to be like the rest.
// Below 90 % the nutrient is omitted from the meal. A single-row food is the special case of
// one ingredient: a nutrient it lacks is omitted. Energy and the three macronutrients are
// complete in the data; a missing one is a data error and throws. Fiber and sugars follow the
// same 90 % rule and are left out of the profile when unknown. No rounding here: the UI
// rounds when it displays.
//
// Sugars never exceed carbohydrate. USDA's carbohydrate is "by difference" (100 g less water,
// protein, fat and ash, each measured with its own error) while its sugars are analysed
// directly; in milk, labneh and cream, whose carbohydrate is nearly all lactose, the two land
// a few tenths of a gram apart, sugars above (whole milk: carbohydrate 4.80 g, sugars 5.05 g).
// The meal keeps USDA's carbohydrate and energy (the label's and the calculator's totals) and
// reports sugars as the smaller of the two: the carbohydrate is then all sugar, as it is.

import { MINERALS, VITAMINS } from "@/content/nutrients";
import type { NutrientAmount, NutrientProfile } from "../types";
import type { MacroColumn, MicronutrientRow, NutrientColumn } from "./nutrient-columns";
import type { UsdaFoodRow } from "./usda-food";
import { addedSugarOf } from "./added-sugar";

export const MIN_KNOWN_WEIGHT_SHARE = 0.9;

export interface Ingredient {
  row: UsdaFoodRow;
  grams: number;
}

export type { NutrientProfile };

function rowLabel(row: UsdaFoodRow): string {
  return `${row.dataset}:${row.source_id} (${row.description})`;
}

function checkIngredients(ingredients: readonly Ingredient[]): void {
  if (ingredients.length === 0) throw new Error("A meal needs at least one ingredient");
  for (const { row, grams } of ingredients) {
    if (!Number.isFinite(grams) || grams <= 0) {
      throw new Error(`Ingredient ${rowLabel(row)} has invalid grams: ${grams}`);
    }
  }
}

/**
 * The per-100 g value of one column for the whole recipe, or `null` when the ingredients
 * that have a value cover less than 90 % of the recipe's weight.
 */
export function weightedValue(
  ingredients: readonly Ingredient[],
  column: NutrientColumn,
): number | null {
  checkIngredients(ingredients);
  let totalGrams = 0;
  let knownGrams = 0;
  let weightedSum = 0;
  let lastKnown: number | null = null;
  let knownCount = 0;
  for (const { row, grams } of ingredients) {
    totalGrams += grams;
    const value = row[column];
    if (value === null) continue;
    knownGrams += grams;
    weightedSum += value * grams;
    lastKnown = value;
    knownCount += 1;
  }
  // The epsilon keeps an exact 90 % share (e.g. 11.7 of 13 g) from failing on float error.
  if (knownGrams < (MIN_KNOWN_WEIGHT_SHARE - 1e-12) * totalGrams) return null;
  // One known ingredient: its own value, exactly (v × g / g can drift in binary floats).
  if (knownCount === 1) return lastKnown;
  return weightedSum / knownGrams;
}

function macro(ingredients: readonly Ingredient[], column: MacroColumn): number {
  for (const { row } of ingredients) {
    if (row[column] === null) throw new Error(`${rowLabel(row)} has no ${column}`);
  }
  return weightedValue(ingredients, column) as number;
}

function amounts(
  ingredients: readonly Ingredient[],
  nutrients: readonly MicronutrientRow[],
): NutrientAmount[] {
  const list: NutrientAmount[] = [];
  for (const { column, name, unit } of nutrients) {
    const amount = weightedValue(ingredients, column);
    if (amount !== null) list.push({ name, amount, unitOfMeasure: unit });
  }
  return list;
}

export function computeNutrients(ingredients: readonly Ingredient[]): NutrientProfile {
  const profile: NutrientProfile = {
    calories: macro(ingredients, "energy_kcal"),
    protein: macro(ingredients, "protein_g"),
    fat: macro(ingredients, "fat_g"),
    carbohydrates: macro(ingredients, "carbohydrate_g"),
    minerals: amounts(ingredients, MINERALS),
    vitamins: amounts(ingredients, VITAMINS),
  };
  // Fiber and sugars follow the micronutrients' 90 % rule; unknown = the key is absent.
  const fiber = weightedValue(ingredients, "fiber_g");
  if (fiber !== null) profile.fiber = fiber;
  const analysed = weightedValue(ingredients, "sugars_g");
  const sugars = analysed === null ? null : Math.min(analysed, profile.carbohydrates);
  if (sugars !== null) profile.sugars = sugars;
  const added = addedSugarOf(ingredients);
  // Added sugar never above total sugars: the shares are parts of the rows' own sugars.
  if (added !== null && sugars !== null) {
    profile.addedSugars = Math.min(added.per100g, sugars);
    if (added.atLeast) profile.addedSugarsAtLeast = true;
  }
  return profile;
}
