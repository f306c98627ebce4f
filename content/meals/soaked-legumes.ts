import type { RecipeEntry, UsdaId } from "./types";

// Fried legume patties. Egyptian طعمية and Levantine فلافل are ground from dried beans or
// chickpeas soaked overnight in water and fried RAW: boiled legumes make a paste that does
// not hold in the oil. The rule: a patty's recipe never names a boiled legume row; it names
// the DRY legume and the water the soak put into it, computed by `soaked`. The uptake is a
// published figure for dried beans soaked to equilibrium; the water that frying drives out
// of the patty is not modelled (no analysed figure was found), so the patty's energy stays
// a lower bound.

const WATER: UsdaId = "fndds:94000100"; // Water, tap

/** Water taken up on soaking, grams per gram of dry legume. */
export const soakUptake = {
  waterPerDry: 1.27,
  source:
    "Kwofie, Mba and Ngadi (2019), Hydrodynamic modelling… during common beans soaking, Advances in Chemical Engineering and Science 9:27–43, doi:10.4236/aces.2019.91003: equilibrium water uptake 127 ± 5 %",
} as const;

/** The legumes soaked for patties: the dry row the recipe names, the boiled one it must not. */
export const soakedLegumes = {
  fava: { dry: "sr28:16052", boiled: "sr28:16053" }, // Broadbeans (fava beans), mature seeds
  chickpeas: { dry: "sr28:16056", boiled: "sr28:16057" }, // Chickpeas, mature seeds
} as const satisfies Record<string, { dry: UsdaId; boiled: UsdaId }>;

/** The database's fried legume patties made as recipes (فلافل is USDA's home-prepared row). */
export const friedLegumePatties: readonly string[] = ["طعمية"];

/** The recipe lines of `soakedGrams` of a soaked legume: its dry seed and the water taken up. */
export function soaked(
  legume: keyof typeof soakedLegumes,
  soakedGrams: number,
): RecipeEntry["recipe"] {
  const dryGrams = Math.round(soakedGrams / (1 + soakUptake.waterPerDry));
  return [
    { usda: soakedLegumes[legume].dry, grams: dryGrams },
    { usda: WATER, grams: soakedGrams - dryGrams },
  ];
}
