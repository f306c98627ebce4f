// A dish whose plate is served with a share of a whole bird («مندي دجاج»: rice and a quarter
// chicken): a share of that whole said of the dish («نص دجاجة مندي») is that many plates, half
// a chicken two plates of mandi, not a piece cut from one plate. Data for
// lib/meals/meal-text/plate-portion.ts (the "share-of-plate" rule): the count noun of the whole, the
// share one plate holds, and why (our estimate, from the recipe's grams of the bird).

export interface PlateShare {
  /** The meal's exact name. */
  meal: string;
  /** The count noun of the whole («دجاجة»), as content/meals/household-units.ts's countNouns. */
  noun: string;
  /** The share of the whole one plate of the recipe holds. */
  share: number;
  why: string;
}

/** USDA's half chicken, meat and skin, roasted, bone removed: 299 g (SR28 05009), so a quarter is 150 g. */
const QUARTER_CHICKEN =
  "a quarter chicken: the recipe's roast chicken (SR28 05009) is about a quarter of USDA's whole bird, bone removed (its half weighs 299 g)";

export const plateShares: readonly PlateShare[] = [
  { meal: "مندي دجاج", noun: "دجاجة", share: 1 / 4, why: `140 g of chicken, ${QUARTER_CHICKEN}` },
  { meal: "كبسة دجاج", noun: "دجاجة", share: 1 / 4, why: `120 g of chicken, ${QUARTER_CHICKEN}` },
  { meal: "دجاج بالفرن", noun: "دجاجة", share: 1 / 4, why: `150 g of chicken, ${QUARTER_CHICKEN}` },
];
