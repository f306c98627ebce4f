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

/** A food that is exactly one USDA row. */
interface SingleFoodEntry extends MealEntryBase {
  usda: UsdaId;
}

/** A dish computed from its ingredients, with grams as eaten (cooked weights). */
export interface RecipeEntry extends MealEntryBase {
  recipe: { usda: UsdaId; grams: number }[];
  /** One line, Arabic: what the recipe is based on (e.g. a typical Tripoli home recipe). */
  basis: string;
}

export type MealEntry = SingleFoodEntry | RecipeEntry;
