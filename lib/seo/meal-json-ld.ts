// The structured data of a meal page, typed against schema.org by schema-dts: a BreadcrumbList
// on every page, and for a recipe dish a Recipe whose nutrition is per serving (the typical
// serving, or 100 g when the dish has none). Values are rounded the way the page shows them.
import type { BreadcrumbList, NutritionInformation, Recipe, WithContext } from "schema-dts";
import { mealPageText } from "@/content/meal-page-texts";
import { roundTo } from "@/lib/format/number";
import { MEAL_PAGES_BASE, type MealPageData } from "@/lib/meals/pages";
import { scaleMealToGrams } from "@/lib/nutrition/scale-nutrients";

export type MealJsonLd = WithContext<BreadcrumbList> | WithContext<Recipe>;

function mealBreadcrumbJsonLd(page: MealPageData, siteUrl: string): WithContext<BreadcrumbList> {
  const crumbs = [
    { name: mealPageText.home, path: "/" },
    { name: mealPageText.calculator, path: MEAL_PAGES_BASE },
    { name: page.meal.name, path: page.ref.path },
  ];
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: crumb.name,
      item: `${siteUrl}${crumb.path === "/" ? "/" : crumb.path}`,
    })),
  };
}

const grams = (value: number) => `${roundTo(value, 1)} g`;

function nutritionFor(page: MealPageData): NutritionInformation {
  const servingGrams = page.serving?.grams ?? 100;
  const v = scaleMealToGrams(page.meal, servingGrams);
  const nutrition: NutritionInformation = {
    "@type": "NutritionInformation",
    servingSize: page.serving ? `${page.serving.label} (${roundTo(servingGrams, 1)} g)` : `100 g`,
    calories: `${roundTo(v.calories, 0)} calories`,
    proteinContent: grams(v.protein),
    fatContent: grams(v.fat),
    carbohydrateContent: grams(v.carbohydrates),
  };
  if (v.fiber !== undefined) nutrition.fiberContent = grams(v.fiber);
  if (v.sugars !== undefined) nutrition.sugarContent = grams(v.sugars);
  return nutrition;
}

/** The Recipe of a recipe dish, or null for a single food. */
function mealRecipeJsonLd(page: MealPageData, siteUrl: string): WithContext<Recipe> | null {
  if (page.build.kind !== "recipe") return null;
  const recipe: WithContext<Recipe> = {
    "@context": "https://schema.org",
    "@type": "Recipe",
    name: page.meal.name,
    url: `${siteUrl}${page.ref.path}`,
    inLanguage: "ar",
    description: page.build.basis,
    recipeCategory: page.group.label,
    recipeIngredient: page.build.ingredients.map((i) => `${roundTo(i.grams, 1)} g ${i.name}`),
    recipeCuisine: page.group.cuisine,
    nutrition: nutritionFor(page),
  };
  if (page.serving) recipe.recipeYield = page.serving.label;
  return recipe;
}

/** Every JSON-LD object of a meal page, in the order the page prints them. */
export function mealJsonLd(page: MealPageData, siteUrl: string): MealJsonLd[] {
  const recipe = mealRecipeJsonLd(page, siteUrl);
  return recipe
    ? [mealBreadcrumbJsonLd(page, siteUrl), recipe]
    : [mealBreadcrumbJsonLd(page, siteUrl)];
}
