import type { Metadata } from "next";
import { countedNouns } from "@/content/counted-nouns";
import { mealPageText } from "@/content/meal-page-texts";
import { counted, countedText } from "@/lib/format/counted";
import { exactNumber } from "@/lib/format/number";
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
      calories: counted(meal.calories, countedNouns.kcalLong),
      serving: serving && {
        label: serving.label,
        grams: countedText(exactNumber(serving.grams), countedNouns.gram),
        calories: counted(scaleMealToGrams(meal, serving.grams).calories, countedNouns.kcal),
      },
    }),
    path: ref.path,
    card: mealCard(ref.slug, meal.name),
  });
}
