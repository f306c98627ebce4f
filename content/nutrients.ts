// Every nutrient the site names, in one table: its Arabic name, its unit and, where the FDA sets
// one, its Daily Value. The calculator, the meal pages, the plate and the "% of daily value"
// column read it; the arithmetic is in lib/ (lib/nutrition/daily-values.ts for the
// percentages, lib/meals/catalog for the per-100 g values of the minerals and vitamins, read
// from the USDA column each row names).
import { macroNames } from "./nutrition-reference";

/** The names the calculator, the meal pages and the plate give the energy and the nutrients. */
export const nutrientLabels = {
  calories: "السعرات الحرارية",
  caloriesUnit: "سعرة",
  ...macroNames,
  fiber: "الألياف",
  sugars: "السكريات",
} as const;

/**
 * FDA Daily Values of protein, fat, total carbohydrate and dietary fiber, g/day (21 CFR
 * 101.9(c)(9), 2,000 kcal basis). Total sugars have none: the FDA sets one for added sugars only.
 */
export const MACRO_DAILY_VALUES = { protein: 50, fat: 78, carbohydrates: 275, fiber: 28 } as const;

/** A mineral or a vitamin, as the meal API names it and the calculator shows it. */
export interface Micronutrient {
  /** Its column in the USDA table (../shared/data/nutrients/foods.csv, usda-foods.json). */
  column: string;
  /** Arabic display name (columns.csv `name_ar`), exactly as the meal API sends it. */
  name: string;
  /** Arabic unit (columns.csv `unit_ar`) of the values and of `dailyValue`. */
  unit: string;
  /** The Daily Value, in `unit`. */
  dailyValue: number;
}

// Names and units are copied from ../shared/data/nutrients/columns.csv (the Arabic names are
// the data team's translation, not USDA's); content/nutrients.test.ts compares them with that
// file when it is present. The order of each list is the order the calculator shows them in.
//
// Daily Values: reference amounts for the "% of daily value" column: the U.S. FDA Daily Values
// for adults and children aged 4 years and over, 21 CFR 101.9(c)(8)(iv) as revised in 2016.

const MG = "ملغ";
const UG = "ميكروغرام";

export const MINERALS = [
  { column: "calcium_mg", name: "الكالسيوم", unit: MG, dailyValue: 1300 },
  { column: "iron_mg", name: "الحديد", unit: MG, dailyValue: 18 },
  { column: "magnesium_mg", name: "المغنيسيوم", unit: MG, dailyValue: 420 },
  { column: "phosphorus_mg", name: "الفوسفور", unit: MG, dailyValue: 1250 },
  { column: "potassium_mg", name: "البوتاسيوم", unit: MG, dailyValue: 4700 },
  { column: "sodium_mg", name: "الصوديوم", unit: MG, dailyValue: 2300 },
  { column: "zinc_mg", name: "الزنك", unit: MG, dailyValue: 11 },
  { column: "copper_mg", name: "النحاس", unit: MG, dailyValue: 0.9 },
  { column: "selenium_ug", name: "السيلينيوم", unit: UG, dailyValue: 55 },
] as const satisfies readonly Micronutrient[];

export const VITAMINS = [
  {
    column: "vitamin_a_rae_ug",
    name: "فيتامين أ (مكافئ نشاط الريتينول)",
    unit: UG,
    dailyValue: 900,
  },
  { column: "vitamin_c_mg", name: "فيتامين ج (C)", unit: MG, dailyValue: 90 },
  { column: "vitamin_d_ug", name: "فيتامين د (D)", unit: UG, dailyValue: 20 },
  { column: "vitamin_e_mg", name: "فيتامين هـ (E)", unit: MG, dailyValue: 15 },
  { column: "vitamin_k_ug", name: "فيتامين ك (K)", unit: UG, dailyValue: 120 },
  { column: "thiamin_mg", name: "الثيامين (فيتامين ب1)", unit: MG, dailyValue: 1.2 },
  { column: "riboflavin_mg", name: "الريبوفلافين (فيتامين ب2)", unit: MG, dailyValue: 1.3 },
  { column: "niacin_mg", name: "النياسين (فيتامين ب3)", unit: MG, dailyValue: 16 },
  { column: "vitamin_b6_mg", name: "فيتامين ب6", unit: MG, dailyValue: 1.7 },
  {
    column: "folate_dfe_ug",
    name: "الفولات (مكافئ الفولات الغذائي)",
    unit: UG,
    dailyValue: 400,
  },
  { column: "vitamin_b12_ug", name: "فيتامين ب12", unit: UG, dailyValue: 2.4 },
] as const satisfies readonly Micronutrient[];
