import type { Metadata } from "next";
import { mealPageText } from "@/content/meal-page-texts";
import { exactNumber, formatNumber } from "@/lib/format/number";
import type { MealPageData } from "@/lib/meals/pages";
import { scaleMealToGrams } from "@/lib/nutrition/scale-nutrients";
import { mealCard } from "@/lib/share-card/card-refs";
import { pageMetadata } from "./metadata";

/** A meal page's title and description: its name and energy per 100 g and per serving. */
export function mealMetadata({ meal, serving, ref }: MealPageData): Metadata {
  return pageMetadata({
    title: mealPageText.metaTitle(meal.name),
    description: mealPageText.metaDescription({
      name: meal.name,
      calories: formatNumber(meal.calories, 0),
      serving: serving && {
        label: serving.label,
        grams: exactNumber(serving.grams),
        calories: formatNumber(scaleMealToGrams(meal, serving.grams).calories, 0),
      },
    }),
    path: ref.path,
    card: mealCard(ref.slug, meal.name),
  });
}
