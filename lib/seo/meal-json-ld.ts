// The structured data of a meal page, typed against schema.org by schema-dts: a BreadcrumbList
// on every page, and for a recipe dish a Recipe whose nutrition is per serving (the typical
// serving, or 100 g when the dish has none). Values are rounded the way the page shows them
// (energy whole, grams to two decimals, as components/meals/NutritionFacts.tsx), at the recipe
// as written: the oil «كالعادة».
//
// The Recipe follows Google's recipe rich result: its required name and image (the meal's card
// 1200×630 and drawn again 1:1 and 4:3, lib/share-card/card-refs.ts), and of the recommended
// properties those the site knows: author (the site itself, an organisation), description (how
// the recipe was built), keywords (the dish's other names), nutrition.calories with the other
// values, recipeCategory, recipeCuisine, recipeIngredient (grams as eaten) and recipeYield (the
// number of servings the recipe's grams make, which nutrition per serving requires).
// Left out, because the site has no such fact and inventing one would mislead: prepTime,
// cookTime and totalTime (no recipe is timed), recipeInstructions (the recipes are ingredient
// lists with grams, not methods), aggregateRating (no one rates the dishes), video (none), and
// datePublished (the meal pages carry no date of publication).
import type {
  BreadcrumbList,
  NutritionInformation,
  Organization,
  Recipe,
  WithContext,
} from "schema-dts";
import { mealPageText } from "@/content/meal-page-texts";
import type { AppConfig } from "@/lib/config/env";
import { roundTo } from "@/lib/format/number";
import { MEAL_PAGES_BASE, type MealPageData } from "@/lib/meals/pages";
import { scaleMealToGrams } from "@/lib/nutrition/scale-nutrients";
import { recipeCardImages } from "@/lib/share-card/card-refs";

/** What the structured data says of the site: where it lives and the product's name. */
export type JsonLdSite = Pick<AppConfig, "SITE_URL" | "PRODUCT_NAME">;

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

const grams = (value: number) => `${roundTo(value, 2)} g`;

/** The grams the nutrition is given for: the typical serving, or 100 g. */
const servingGramsOf = (page: MealPageData) => page.serving?.grams ?? 100;

function nutritionFor(page: MealPageData): NutritionInformation {
  const servingGrams = servingGramsOf(page);
  const v = scaleMealToGrams(page.meal, servingGrams);
  const nutrition: NutritionInformation = {
    "@type": "NutritionInformation",
    servingSize: page.serving ? `${page.serving.label} (${roundTo(servingGrams, 2)} g)` : `100 g`,
    calories: `${roundTo(v.calories, 0)} calories`,
    proteinContent: grams(v.protein),
    fatContent: grams(v.fat),
    carbohydrateContent: grams(v.carbohydrates),
  };
  if (v.fiber !== undefined) nutrition.fiberContent = grams(v.fiber);
  if (v.sugars !== undefined) nutrition.sugarContent = grams(v.sugars);
  return nutrition;
}

/** The site as the author of its recipes. */
const siteAuthor = (site: JsonLdSite): Organization => ({
  "@type": "Organization",
  name: site.PRODUCT_NAME,
  url: `${site.SITE_URL}/`,
});

/** The Recipe of a recipe dish, or null for a single food. */
function mealRecipeJsonLd(page: MealPageData, site: JsonLdSite): WithContext<Recipe> | null {
  if (page.build.kind !== "recipe") return null;
  const { meal, build } = page;
  return {
    "@context": "https://schema.org",
    "@type": "Recipe",
    name: meal.name,
    image: recipeCardImages(page.ref.slug).map((card) => `${site.SITE_URL}${card.path}`),
    url: `${site.SITE_URL}${page.ref.path}`,
    inLanguage: "ar",
    author: siteAuthor(site),
    description: build.basis,
    keywords: meal.aliases.join(", "),
    recipeCategory: page.group.label,
    recipeCuisine: page.group.cuisine,
    recipeIngredient: build.ingredients.map((i) => `${roundTo(i.grams, 1)} g ${i.name}`),
    // The ingredients' grams are as eaten, so their sum over the serving's is how many
    // servings the recipe makes (one, for a recipe written for one plate).
    recipeYield: String(roundTo(build.totalGrams / servingGramsOf(page), 1)),
    nutrition: nutritionFor(page),
  };
}

/** Every JSON-LD object of a meal page, in the order the page prints them. */
export function mealJsonLd(page: MealPageData, site: JsonLdSite): MealJsonLd[] {
  const recipe = mealRecipeJsonLd(page, site);
  const breadcrumbs = mealBreadcrumbJsonLd(page, site.SITE_URL);
  return recipe ? [breadcrumbs, recipe] : [breadcrumbs];
}
