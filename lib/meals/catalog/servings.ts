// The servings of an entry of the meal database (pure; no I/O, no React). The rule, also in
// content/meals/README.md:
// - a recipe: the serving its entry describes, weighing the recipe's total grams as eaten
//   (or that total divided by the number of servings the recipe makes);
// - one USDA row: household measures of its row from USDA's portions (SR28's WEIGHT.txt,
//   FNDDS's portions), the ones its entry lists or by default SR28's first two, labelled in
//   Arabic by content/meals/household-measures.ts, USDA's text kept in the basis;
// - a row whose portions do not fit that names a USDA row of the same food: that row's
//   measures, as estimates saying where they come from;
// - then, for either, the units the entry borrows from a similar food's USDA row (estimates
//   that say which row and why);
// - then units that are a stated multiple of one of its row's measures (a quarter chicken, a
//   Libyan can of 330 ml);
// - otherwise none (the entry states why), and the meal is shown per 100 g only.
// A measure labelled `null` (a whole bird, a pound) is not a portion and is left out. A recipe
// written as a batch (`batch`) is not served: its units are. The serving one person eats at
// one sitting comes first (`typical` names it when it is not already first). Every weight is
// then written as a kitchen scale shows it (`scaleGrams`).

import { countedNouns } from "@/content/counted-nouns";
import { householdMeasureLabels } from "@/content/meals/household-measures";
import { countedText } from "@/lib/format/counted";
import { exactNumber } from "@/lib/format/number";
import { servingTexts } from "@/content/meals/serving-texts";
import type {
  BorrowedUnit,
  MealEntry,
  RecipeEntry,
  ScaledUnit,
  UsdaId,
} from "@/content/meals/types";
import type { HouseholdWeights } from "./household-weight";
import type { Serving } from "../types";
import { DATASET_LABEL, parseUsdaId } from "./usda-food";

/** USDA's measure text with runs of spaces collapsed, the key of the label table. */
export function measureKey(description: string): string {
  return description.replace(/\s+/g, " ").trim();
}

/**
 * A serving's weight as a kitchen scale shows it: whole grams from 10 g up (half a gram up),
 * a tenth of a gram below, where the weight is a small piece a count multiplies (a pistachio,
 * a date, a sugar cube) and a whole gram would be off by up to a half.
 */
export function scaleGrams(grams: number): number {
  return grams >= 9.95 ? Math.round(grams) : Math.round(grams * 10) / 10;
}

/** The Arabic label of a USDA measure; `null` when it is not a portion; throws when unknown. */
function labelOf(description: string, relabel?: Readonly<Record<string, string>>): string | null {
  const key = measureKey(description);
  const label = relabel?.[key] ?? householdMeasureLabels[key];
  if (label === undefined) {
    throw new Error(
      `No Arabic label for the USDA measure "${key}" (content/meals/household-measures.ts)`,
    );
  }
  return label;
}

/** "SR28 09087", "FNDDS 2021-2023 58175110": the row as a basis names it. */
function rowName(id: UsdaId): string {
  const { dataset, sourceId } = parseUsdaId(id);
  return `${DATASET_LABEL[dataset]} ${sourceId}`;
}

export function recipeTotalGrams(entry: RecipeEntry): number {
  return entry.recipe.reduce((sum, { grams }) => sum + grams, 0);
}

function recipeServing(entry: RecipeEntry): Serving {
  const total = recipeTotalGrams(entry);
  const count = entry.serving.perRecipe ?? 1;
  if (!Number.isInteger(count) || count < 1) {
    throw new Error(`Meal "${entry.name}": perRecipe must be a whole number ≥ 1, got ${count}`);
  }
  const totalText = countedText(exactNumber(scaleGrams(total)), countedNouns.gram);
  return {
    label: entry.serving.label,
    grams: total / count,
    kind: "recipe",
    basis:
      count === 1
        ? servingTexts.wholeRecipe(totalText)
        : servingTexts.shareOfRecipe(count, totalText),
  };
}

function weightsOf(
  id: UsdaId,
  weightsById: ReadonlyMap<UsdaId, HouseholdWeights>,
  mealName: string,
): HouseholdWeights {
  const source = weightsById.get(id);
  // The build script writes every id it is asked for, so this only fires if the JSON is stale.
  if (!source) {
    throw new Error(
      `Meal "${mealName}" uses ${id}, absent from usda-household-weights.json (run npm run data:meals)`,
    );
  }
  return source;
}

/**
 * The listed measure of a row, or a loud failure naming what is there instead; a measure that
 * is not a portion fails too unless it is only the base of a scaled unit (`base`).
 */
function listedMeasure(
  source: HouseholdWeights,
  measure: string,
  mealName: string,
  { relabel, base = false }: { relabel?: Readonly<Record<string, string>>; base?: boolean } = {},
) {
  const key = measureKey(measure);
  const weight = source.weights.find((w) => measureKey(w.description) === key);
  if (!weight) {
    const there = source.weights.map((w) => measureKey(w.description)).join("; ");
    throw new Error(`Meal "${mealName}": ${source.id} has no measure "${key}" (it has: ${there})`);
  }
  if (!base && labelOf(key, relabel) === null) {
    throw new Error(`Meal "${mealName}": "${key}" is not a portion (household-measures.ts)`);
  }
  return weight;
}

function householdServings(
  entry: Extract<MealEntry, { usda: UsdaId }>,
  source: HouseholdWeights,
): Serving[] {
  const borrowed = entry.householdFrom !== undefined;
  const serve = ({ grams, description }: { grams: number; description: string }): Serving[] => {
    const label = labelOf(description, entry.relabel);
    if (label === null) return [];
    const measure = measureKey(description);
    return [
      {
        label,
        grams,
        kind: borrowed ? "estimate" : "usda",
        basis: borrowed
          ? servingTexts.borrowed(rowName(source.id), source.food, measure)
          : servingTexts.usda(rowName(source.id), measure),
      },
    ];
  };
  if (entry.measures) {
    return entry.measures.flatMap((m) =>
      serve(listedMeasure(source, m, entry.name, { relabel: entry.relabel })),
    );
  }
  // The default: SR28's first two weights (ABBREV.txt's GmWt_1 and GmWt_2).
  if (!source.id.startsWith("sr28:")) return [];
  const firstTwo = source.weights.slice(0, 2);
  const servings = firstTwo.flatMap(serve);
  // Only a reorder of USDA's two weights: the second is the typical one when it survived.
  if (entry.typicalWeight === 2 && firstTwo.length === 2 && servings.length === 2) {
    servings.reverse();
  }
  return servings;
}

function borrowedUnitServing(
  unit: BorrowedUnit,
  weightsById: ReadonlyMap<UsdaId, HouseholdWeights>,
  mealName: string,
): Serving {
  const source = weightsOf(unit.from, weightsById, mealName);
  const { grams, description } = listedMeasure(source, unit.measure, mealName);
  const measure = measureKey(description);
  return {
    label: labelOf(measure) as string,
    grams,
    kind: "estimate",
    basis: servingTexts.borrowedUnit(rowName(source.id), source.food, measure, unit.why),
  };
}

function scaledUnitServing(unit: ScaledUnit, source: HouseholdWeights, mealName: string): Serving {
  if (!(unit.times > 0)) throw new Error(`Meal "${mealName}": ${unit.label} times ${unit.times}`);
  const { grams, description } = listedMeasure(source, unit.measure, mealName, { base: true });
  return {
    label: unit.label,
    grams: grams * unit.times,
    kind: "estimate",
    basis: servingTexts.scaledUnit(
      rowName(source.id),
      measureKey(description),
      exactNumber(Math.round(unit.times * 1000) / 1000),
      unit.why,
    ),
  };
}

/** `typical` first, the rest in their order; throws when no serving has that label. */
function typicalFirst(servings: Serving[], typical: string | undefined, mealName: string) {
  if (typical === undefined) return servings;
  const at = servings.findIndex((s) => s.label === typical);
  if (at < 0) throw new Error(`Meal "${mealName}": no serving labelled "${typical}" to put first`);
  return [servings[at]!, ...servings.slice(0, at), ...servings.slice(at + 1)];
}

/** The servings of an entry, the typical one first; undefined when it has none. */
export function servingsOf(
  entry: MealEntry,
  weightsById: ReadonlyMap<UsdaId, HouseholdWeights>,
): Serving[] | undefined {
  const borrowedUnits = (entry.borrowedUnits ?? []).map((unit) =>
    borrowedUnitServing(unit, weightsById, entry.name),
  );
  let own: Serving[];
  let scaled: Serving[] = [];
  if (!("usda" in entry)) own = entry.serving.batch === undefined ? [recipeServing(entry)] : [];
  else if (entry.noServing !== undefined) own = [];
  else {
    const id = entry.householdFrom ?? entry.usda;
    const served = entry.householdFrom || entry.measures || id.startsWith("sr28:");
    const source = served || entry.scaledUnits ? weightsOf(id, weightsById, entry.name) : null;
    own = served && source ? householdServings(entry, source) : [];
    scaled = (entry.scaledUnits ?? []).map((unit) =>
      scaledUnitServing(unit, source as HouseholdWeights, entry.name),
    );
  }
  const servings = typicalFirst(
    [...own, ...borrowedUnits, ...scaled],
    "typical" in entry ? entry.typical : undefined,
    entry.name,
  ).map((serving) => ({ ...serving, grams: scaleGrams(serving.grams) }));
  return servings.length > 0 ? servings : undefined;
}
