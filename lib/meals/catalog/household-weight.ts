// The SR28 household weights of one USDA row, as content/meals/usda-household-weights.json
// holds them (written by scripts/usda/build-usda-subset.ts from SR28's ABBREV.txt).

import type { Sr28Id } from "@/content/meals/types";

interface HouseholdWeight {
  /** GmWt_1 or GmWt_2: grams of the measure. */
  grams: number;
  /** GmWt_Desc1 or GmWt_Desc2, USDA's text unchanged, e.g. "1 cup, chopped". */
  description: string;
}

export interface HouseholdWeights {
  id: Sr28Id;
  /** The row's description in foods.csv (SR28 Long_Desc), to name a borrowed weight's food. */
  food: string;
  /** SR28's order: GmWt_1 first; empty when SR28 gives none. */
  weights: HouseholdWeight[];
}
