// A meal's added sugar per 100 g as eaten, from the sweeteners its recipe holds
// (content/meals/added-sugar.ts says which rows are added sugar and in what share).
//   added = Σ(sugars_i × share_i × grams_i) / Σ(grams_i)
// A row whose added part USDA does not give (bread, ready-made sweets) makes the figure a
// lower bound («at least»), or unknown when it is the whole meal or nothing else is known.
import { sweeteners, unknownAddedSugar } from "@/content/meals/added-sugar";
import { usdaIdOf, type UsdaDataset, type UsdaFoodRow } from "./usda-food";

export interface AddedSugar {
  /** Grams per 100 g of the meal as eaten. */
  per100g: number;
  /** True when a ready-made ingredient may add more, in an amount USDA does not give. */
  atLeast: boolean;
}

const unknownRows = new Set(unknownAddedSugar);

/** `ingredients`: a recipe's rows and grams as eaten (compute-nutrients.ts's Ingredient). */
export function addedSugarOf(
  ingredients: readonly { row: UsdaFoodRow; grams: number }[],
): AddedSugar | null {
  let total = 0;
  let added = 0;
  let partlyUnknown = false;
  for (const { row, grams } of ingredients) {
    total += grams;
    const id = usdaIdOf(row.dataset as UsdaDataset, row.source_id);
    const sweetener = sweeteners[id];
    if (sweetener) {
      if (row.sugars_g === null) return null;
      added += row.sugars_g * sweetener.share * grams;
    } else if (unknownRows.has(id) && (row.sugars_g ?? 1) > 0) {
      partlyUnknown = true;
    }
  }
  if (total <= 0) return null;
  // Nothing known but something unknown: «at least 0 g» would only mislead.
  if (partlyUnknown && added === 0) return null;
  return { per100g: added / total, atLeast: partlyUnknown };
}
