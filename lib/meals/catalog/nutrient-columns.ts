// The nutrient columns of the USDA table (../shared/data/nutrients/foods.csv) that the site
// uses, with their Arabic display names and units. Names and units are copied from that
// folder's columns.csv (the Arabic names are the data team's translation, not USDA's).
// The order of MINERALS and VITAMINS is the order the calculator shows them in.

const MACRO_COLUMNS = ["energy_kcal", "protein_g", "fat_g", "carbohydrate_g"] as const;

export type MacroColumn = (typeof MACRO_COLUMNS)[number];

export interface MicronutrientColumn {
  /** Column of foods.csv / usda-foods.json. */
  key: MicronutrientKey;
  kind: "mineral" | "vitamin";
  /** Arabic display name (columns.csv `name_ar`). */
  name: string;
  /** Arabic unit (columns.csv `unit_ar`). */
  unit: string;
}

const MICRONUTRIENT_KEYS = [
  "calcium_mg",
  "iron_mg",
  "magnesium_mg",
  "phosphorus_mg",
  "potassium_mg",
  "sodium_mg",
  "zinc_mg",
  "copper_mg",
  "selenium_ug",
  "vitamin_a_rae_ug",
  "vitamin_c_mg",
  "vitamin_d_ug",
  "vitamin_e_mg",
  "vitamin_k_ug",
  "thiamin_mg",
  "riboflavin_mg",
  "niacin_mg",
  "vitamin_b6_mg",
  "folate_dfe_ug",
  "vitamin_b12_ug",
] as const;

type MicronutrientKey = (typeof MICRONUTRIENT_KEYS)[number];

/** Fiber and sugars: kept in the data subset, not shown by the calculator (yet). */
const OTHER_NUTRIENT_COLUMNS = ["fiber_g", "sugars_g"] as const;

/** All 26 nutrient columns of foods.csv, in the file's order. */
export const NUTRIENT_COLUMNS = [
  ...MACRO_COLUMNS,
  ...OTHER_NUTRIENT_COLUMNS,
  ...MICRONUTRIENT_KEYS,
] as const;

export type NutrientColumn = (typeof NUTRIENT_COLUMNS)[number];

const MG = "ملغ";
const UG = "ميكروغرام";

export const MINERALS: readonly MicronutrientColumn[] = [
  { key: "calcium_mg", kind: "mineral", name: "الكالسيوم", unit: MG },
  { key: "iron_mg", kind: "mineral", name: "الحديد", unit: MG },
  { key: "magnesium_mg", kind: "mineral", name: "المغنيسيوم", unit: MG },
  { key: "phosphorus_mg", kind: "mineral", name: "الفوسفور", unit: MG },
  { key: "potassium_mg", kind: "mineral", name: "البوتاسيوم", unit: MG },
  { key: "sodium_mg", kind: "mineral", name: "الصوديوم", unit: MG },
  { key: "zinc_mg", kind: "mineral", name: "الزنك", unit: MG },
  { key: "copper_mg", kind: "mineral", name: "النحاس", unit: MG },
  { key: "selenium_ug", kind: "mineral", name: "السيلينيوم", unit: UG },
];

export const VITAMINS: readonly MicronutrientColumn[] = [
  { key: "vitamin_a_rae_ug", kind: "vitamin", name: "فيتامين أ (مكافئ نشاط الريتينول)", unit: UG },
  { key: "vitamin_c_mg", kind: "vitamin", name: "فيتامين ج (C)", unit: MG },
  { key: "vitamin_d_ug", kind: "vitamin", name: "فيتامين د (D)", unit: UG },
  { key: "vitamin_e_mg", kind: "vitamin", name: "فيتامين هـ (E)", unit: MG },
  { key: "vitamin_k_ug", kind: "vitamin", name: "فيتامين ك (K)", unit: UG },
  { key: "thiamin_mg", kind: "vitamin", name: "الثيامين (فيتامين ب1)", unit: MG },
  { key: "riboflavin_mg", kind: "vitamin", name: "الريبوفلافين (فيتامين ب2)", unit: MG },
  { key: "niacin_mg", kind: "vitamin", name: "النياسين (فيتامين ب3)", unit: MG },
  { key: "vitamin_b6_mg", kind: "vitamin", name: "فيتامين ب6", unit: MG },
  { key: "folate_dfe_ug", kind: "vitamin", name: "الفولات (مكافئ الفولات الغذائي)", unit: UG },
  { key: "vitamin_b12_ug", kind: "vitamin", name: "فيتامين ب12", unit: UG },
];
