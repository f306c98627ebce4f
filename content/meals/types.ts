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

/**
 * A household measure of a USDA row, as ../shared/data/nutrients/portions.csv writes it:
 * SR28's amount and measure ("1 large", "0.5 cup", "1 cup, chopped"), FNDDS's own text
 * ("1 piece", "1 roll"). Runs of spaces count as one.
 */
type UsdaMeasure = string;

/**
 * A household unit borrowed from another USDA row's portions: an estimate, served with
 * `kind: "estimate"` and a basis naming the row and saying why it stands for this food.
 */
export interface BorrowedUnit {
  from: UsdaId;
  measure: UsdaMeasure;
  /** One line, Arabic: why that food's portion is this one's (the same dish, the same size…). */
  why: string;
}

/**
 * A unit that is a stated multiple of a USDA measure of the entry's own row (or of the row it
 * takes its measures from): a quarter chicken is half of USDA's half chicken, a Libyan can of
 * 330 ml is 330/354.9 of USDA's 12 fl oz can. An estimate, served with `kind: "estimate"`.
 */
export interface ScaledUnit {
  /** Arabic label. */
  label: string;
  measure: UsdaMeasure;
  times: number;
  /** One line, Arabic: why this multiple is the unit people eat or buy. */
  why: string;
}

/**
 * A food that is exactly one USDA row. Its servings are household measures of its row from
 * USDA's portions (content/meals/usda-household-weights.json, labels in
 * household-measures.ts): the `measures` it lists, typical first, or by default SR28's first
 * two (ABBREV.txt's GmWt_1 and GmWt_2). A row whose portions do not fit names instead
 * `householdFrom`, a USDA row of the same food whose measures are borrowed (served as
 * estimates, saying so), or `noServing`, the reason it has none (then it is shown per 100 g
 * only).
 */
interface SingleFoodEntry extends MealEntryBase {
  usda: UsdaId;
  /** The household measures served, typical first; default SR28's first two. */
  measures?: readonly UsdaMeasure[];
  /** 2 when SR28's second household weight is the typical serving (SR28 lists it second). */
  typicalWeight?: 2;
  householdFrom?: UsdaId;
  /** One line, English: why this food has no serving. */
  noServing?: string;
  /** Units from other USDA rows, after the food's own. */
  borrowedUnits?: readonly BorrowedUnit[];
  /** Arabic labels for this food only, by USDA measure ("1 oz" of nuts is «حفنة»). */
  relabel?: Readonly<Record<UsdaMeasure, string>>;
  /** Units that are a stated multiple of one of the row's own measures, after the borrowed ones. */
  scaledUnits?: readonly ScaledUnit[];
  /** The label of the serving one person eats at one sitting, when it is not the first. */
  typical?: string;
}

/**
 * The serving a recipe describes: the whole recipe (grams as eaten) is `perRecipe` of these
 * servings, 1 when omitted; its weight is the recipe's total grams divided by `perRecipe`.
 */
interface RecipeServing {
  /** Arabic, e.g. "صحن" (never "طبق": one word for a plate of food), "قطعة", "كأس", "رغيف". */
  label: string;
  perRecipe?: number;
  /**
   * One line, English: why the recipe is a batch (about 100 g of sweets or pastries) rather than
   * what one person eats at one sitting. A batch is not served: the entry's servings are its
   * borrowed units, the first one the piece a person eats.
   */
  batch?: string;
}

/** A dish computed from its ingredients, with grams as eaten (cooked weights). */
export interface RecipeEntry extends MealEntryBase {
  recipe: { usda: UsdaId; grams: number }[];
  /** One line, Arabic: what the recipe is based on (e.g. a typical Tripoli home recipe). */
  basis: string;
  serving: RecipeServing;
  /** Units from USDA rows of the same or a similar dish, after the recipe's own serving. */
  borrowedUnits?: readonly BorrowedUnit[];
}

export type MealEntry = SingleFoodEntry | RecipeEntry;
