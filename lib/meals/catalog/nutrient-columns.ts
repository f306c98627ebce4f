// The nutrient columns of the USDA table (../shared/data/nutrients/foods.csv) that the site
// uses. The minerals' and vitamins' columns are named by the rows of content/nutrients.ts,
// beside their Arabic names, units and Daily Values; this module adds the energy and the
// macronutrients and lists all 26 in the file's order.
import { MINERALS, VITAMINS } from "@/content/nutrients";

const MACRO_COLUMNS = ["energy_kcal", "protein_g", "fat_g", "carbohydrate_g"] as const;

export type MacroColumn = (typeof MACRO_COLUMNS)[number];

/** Fiber and sugars: kept in the data subset, not shown by the calculator (yet). */
const OTHER_NUTRIENT_COLUMNS = ["fiber_g", "sugars_g"] as const;

/** A mineral or a vitamin of content/nutrients.ts, with its column's exact name. */
export type MicronutrientRow = (typeof MINERALS)[number] | (typeof VITAMINS)[number];

export type NutrientColumn =
  MacroColumn | (typeof OTHER_NUTRIENT_COLUMNS)[number] | MicronutrientRow["column"];

/** All 26 nutrient columns of foods.csv, in the file's order. */
export const NUTRIENT_COLUMNS: readonly NutrientColumn[] = [
  ...MACRO_COLUMNS,
  ...OTHER_NUTRIENT_COLUMNS,
  ...MINERALS.map((mineral) => mineral.column),
  ...VITAMINS.map((vitamin) => vitamin.column),
];
