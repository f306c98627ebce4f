// The shape of one entry of the embedded meal database. Entries hold no nutrient numbers:
// every number comes from the USDA rows they name (content/meals/usda-foods.json, generated
// by scripts/usda/build-usda-subset.ts from the shared USDA table).

/** A USDA row: "sr28:<NDB number>" (SR28, keep leading zeros) or "fndds:<8-digit food code>". */
export type UsdaId = `sr28:${string}` | `fndds:${string}`;

export type MealCategory =
  | "libyan"
  | "levant"
  | "egypt"
  | "gulf"
  | "maghreb"
  | "bread"
  | "rice-grains"
  | "pasta"
  | "legumes"
  | "dates-fruit"
  | "eggs-dairy"
  | "meat"
  | "fish"
  | "vegetables"
  | "oils-fats"
  | "nuts-seeds"
  | "sweets"
  | "drinks";

interface MealEntryBase {
  /** Arabic name shown to the visitor; unique across the database. */
  name: string;
  /** Spelling and dialect variants and at least one Latin transliteration; unique across the database. */
  aliases: string[];
  category: MealCategory;
}

/** An SR28 row (household weights exist only in SR28). */
export type Sr28Id = `sr28:${string}`;

/**
 * A food that is exactly one USDA row. Its servings are the SR28 household weights of its
 * row (content/meals/usda-household-weights.json, labels in household-measures.ts). A row
 * without them (every FNDDS row) names instead either `householdFrom`, an SR28 row of the
 * same food whose weights are borrowed (served as estimates, saying so), or `noServing`, the
 * reason it has none (then it is shown per 100 g only).
 */
interface SingleFoodEntry extends MealEntryBase {
  usda: UsdaId;
  /** 2 when SR28's second household weight is the typical serving (SR28 lists it second). */
  typicalWeight?: 2;
  householdFrom?: Sr28Id;
  /** One line, English: why this food has no serving. */
  noServing?: string;
}

/**
 * The serving a recipe describes: the whole recipe (grams as eaten) is `perRecipe` of these
 * servings, 1 when omitted; its weight is the recipe's total grams divided by `perRecipe`.
 */
interface RecipeServing {
  /** Arabic, e.g. "صحن", "طبق", "قطعة", "كأس", "رغيف". */
  label: string;
  perRecipe?: number;
}

/** A dish computed from its ingredients, with grams as eaten (cooked weights). */
export interface RecipeEntry extends MealEntryBase {
  recipe: { usda: UsdaId; grams: number }[];
  /** One line, Arabic: what the recipe is based on (e.g. a typical Tripoli home recipe). */
  basis: string;
  serving: RecipeServing;
}

export type MealEntry = SingleFoodEntry | RecipeEntry;
