// Everything a meal page shows, gathered on the server at build time: the catalog meal, its
// group, typical serving, build (ingredients and USDA rows) and related meals.
import { mealGroups, type MealGroup } from "@/content/meals/groups";
import { getMealBuild, getMealByName, type MealBuild } from "../catalog";
import { publishedCheckFor, type PublishedCheck } from "../reference/compare-with-published";
import { mealPageBySlug, mealPages, type MealPageRef } from "./meal-page-list";
import type { CatalogMeal, Serving } from "../types";

const RELATED_COUNT = 8;

interface RelatedMeal {
  name: string;
  path: string;
  calories: number;
}

export interface MealPageData {
  ref: MealPageRef;
  meal: CatalogMeal;
  group: MealGroup;
  /** The typical serving (the first), or null: then the page shows per 100 g only. */
  serving: Serving | null;
  build: MealBuild;
  /** The published analysis of the same dish (content/meals/reference-dishes.ts), or null. */
  publishedCheck: PublishedCheck | null;
  related: RelatedMeal[];
}

function mealOf(ref: MealPageRef): CatalogMeal {
  const meal = getMealByName(ref.mealName);
  if (!meal) throw new Error(`The meal page ${ref.path} names no meal of the catalog`);
  return meal;
}

/** The meals after this one in its group (wrapping round), so every page is linked from others. */
function relatedTo(ref: MealPageRef): RelatedMeal[] {
  const group = mealPages.filter((p) => p.group === ref.group);
  const at = group.indexOf(ref);
  const count = Math.min(RELATED_COUNT, group.length - 1);
  return Array.from({ length: count }, (_, i) => {
    const other = group[(at + 1 + i) % group.length]!;
    return { name: other.mealName, path: other.path, calories: mealOf(other).calories };
  });
}

export function getMealPageData(slug: string): MealPageData | undefined {
  const ref = mealPageBySlug(slug);
  if (!ref) return undefined;
  const meal = mealOf(ref);
  const build = getMealBuild(ref.mealName);
  if (!build) throw new Error(`No build for ${ref.mealName}`);
  return {
    ref,
    meal,
    group: mealGroups.find((g) => g.id === ref.group)!,
    serving: meal.servings?.[0] ?? null,
    build,
    publishedCheck: publishedCheckFor(ref.mealName) ?? null,
    related: relatedTo(ref),
  };
}
