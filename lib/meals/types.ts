// The meal domain's types: the public meal shape shared by the product's backend, the site's
// meal API and the calculator, and the embedded database's entry.
import type { MealCategory } from "@/content/meals/types";

// Values are per 100 g. `minerals` and `vitamins` list only the nutrients that are known:
// an unknown nutrient is left out, never sent as 0.

export interface NutrientAmount {
  /** Arabic display name, e.g. "الكالسيوم". */
  name: string;
  amount: number;
  /** Arabic unit, e.g. "ملغ", "ميكروغرام". */
  unitOfMeasure: string;
}

export interface Meal {
  name: string;
  calories: number;
  protein: number;
  fat: number;
  carbohydrates: number;
  image?: string;
  minerals: NutrientAmount[];
  vitamins: NutrientAmount[];
  /** Where the numbers come from; sent by the embedded database, absent from the backend. */
  source?: MealSource;
  /** Dietary fiber and total sugars, g per 100 g; absent when unknown (never 0 for unknown). */
  fiber?: number;
  sugars?: number;
  /** Added sugar, g per 100 g (content/meals/added-sugar.ts); absent when unknown. */
  addedSugars?: number;
  /** Present when a ready-made ingredient may hold more added sugar than `addedSugars`. */
  addedSugarsAtLeast?: true;
  /** Published GI measurements of this very food: empty when none exists, absent when the source
   *  of the meal does not say (a backend's meal, the offline index). */
  glycaemicIndex?: GiValue[];
  /** Household servings, the typical one first; absent when the meal has none. */
  servings?: Serving[];
  /** The meal's page on this site ("/calculator/bazeen"), when the embedded database has it. */
  page?: string;
  /** A recipe holding oil, butter or ghee: the versions with less and more of it
   *  (lib/nutrition/oil.ts); absent for any other meal. */
  oil?: MealOil;
}

/** A dish's added fat and the dish with half of it («أقل») and one and a half («أكثر»). */
export interface MealOil {
  /** Grams of added fat (oil, butter, ghee) in the recipe's own serving, as the recipe says. */
  grams: number;
  /** Per 100 g of the dish cooked that way, computed from the recipe like the meal's own. */
  less: NutrientProfile;
  more: NutrientProfile;
}

/** One published GI measurement (glucose = 100): what was measured and where it is published. */
export interface GiValue {
  gi: number;
  /** What was measured, as the source says it (variety, preparation, country). */
  measured: string;
  /** Authors, year, title, journal. */
  citation: string;
}

/** A serving a person eats (a plate, a piece, a cup) and its weight as eaten. */
export interface Serving {
  /** Arabic label, e.g. "صحن", "رغيف", "كوب". */
  label: string;
  grams: number;
  /** usda: an SR28 household weight; recipe: the plate or piece the recipe describes;
   *  estimate: our own weight, explained in `basis`. */
  kind: "usda" | "recipe" | "estimate";
  /** One line: where the weight comes from. */
  basis: string;
}

/** The nutrient values of a meal, without its name, image or source. */
export type NutrientProfile = Pick<
  Meal,
  | "calories"
  | "protein"
  | "fat"
  | "carbohydrates"
  | "minerals"
  | "vitamins"
  | "fiber"
  | "sugars"
  | "addedSugars"
  | "addedSugarsAtLeast"
>;

export interface MealSource {
  kind: "usda" | "recipe";
  /** One line, Arabic: the USDA food used, or what the recipe is based on. */
  note: string;
  /** USDA ids used, as `dataset:source_id` (e.g. "usda_fndds_2021_2023:41205070"). */
  ids: string[];
}

/** An entry of the embedded meal database: a public meal with what only the site uses. */
export interface CatalogMeal extends Meal {
  /** Spelling and dialect variants the search also matches. */
  aliases: readonly string[];
  category: MealCategory;
  source: MealSource;
  /** The recipe's added fat alone, per 100 g, when it has some (kept on the server). */
  addedFat?: NutrientProfile;
}
