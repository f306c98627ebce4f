// The household measures of one USDA row, as content/meals/usda-household-weights.json holds
// them (written by scripts/usda/build-usda-subset.ts from ../shared/data/nutrients/portions.csv:
// SR28's WEIGHT.txt and FNDDS's portions).

import type { UsdaId } from "@/content/meals/types";

interface HouseholdWeight {
  /** Grams of the measure, edible portion. */
  grams: number;
  /** USDA's text as portions.csv writes it: SR28 "amount measure" ("1 cup, chopped"), FNDDS its own ("1 piece"). */
  description: string;
}

export interface HouseholdWeights {
  id: UsdaId;
  /** The row's description in foods.csv, to name a borrowed weight's food. */
  food: string;
  /** USDA's order (SR28's Seq; its first two are ABBREV.txt's GmWt_1 and GmWt_2). */
  weights: HouseholdWeight[];
}
