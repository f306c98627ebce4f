// The database's dishes held against the published analyses of content/meals/reference-dishes.ts:
// per 100 g, the site's energy, protein and fat beside the table's, and the relative energy
// difference. Pure arithmetic over the catalog; the targets themselves live in the test
// (content/meals/reference-dishes.test.ts) so that a recipe change that breaks them fails there.
import {
  referenceDishes,
  referenceSources,
  type ReferenceDish,
} from "@/content/meals/reference-dishes";
import { getMealByName } from "../catalog";

export interface PublishedComparison {
  reference: ReferenceDish;
  site: { energyKcal: number; protein: number; fat: number };
  /** (site − published) / published, energy per 100 g; 0.1 is +10 %. */
  energyDifference: number;
}

export function compareWithPublished(
  references: readonly ReferenceDish[] = referenceDishes,
): PublishedComparison[] {
  return references.map((reference) => {
    const meal = getMealByName(reference.meal);
    if (!meal) throw new Error(`The reference table names no meal "${reference.meal}"`);
    return {
      reference,
      site: { energyKcal: meal.calories, protein: meal.protein, fat: meal.fat },
      energyDifference: (meal.calories - reference.energyKcal) / reference.energyKcal,
    };
  });
}

/** The median of a non-empty list. */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error("median of an empty list");
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export interface PublishedCheck {
  /** The table in Arabic, as the meal page names it. */
  table: string;
  nameThere: string;
  energyKcal: number;
}

/** The published analysis of the same dish, for the meal page; proxies are not shown. */
export function publishedCheckFor(mealName: string): PublishedCheck | undefined {
  const reference = referenceDishes.find((r) => r.meal === mealName && r.match === "same-dish");
  if (!reference) return undefined;
  return {
    table: reference.tableAr ?? referenceSources[reference.source].tableAr,
    nameThere: reference.nameThere,
    energyKcal: reference.energyKcal,
  };
}
