import type { Metadata } from "next";
import { countedNouns } from "@/content/counted-nouns";
import { mealPageText } from "@/content/meal-page-texts";
import { oilText } from "@/content/oil-choice";
import { mealWithOil } from "@/lib/nutrition/oil";
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

/**
 * The page of a dish cooked with less or more oil: the meal's title with the oil said, its own
 * numbers in the description, and the meal's page as canonical (one page per dish in search).
 */
export function oilPageMetadata(data: MealPageData, oil: "less" | "more"): Metadata {
  const meal = mealWithOil(data.meal, oil);
  const base = mealMetadata({ ...data, meal, serving: meal.servings?.[0] ?? null });
  const title = `${mealPageText.metaTitle(meal.name)}${oilText.titleSuffix[oil]}`;
  return {
    ...base,
    title,
    openGraph: { ...base.openGraph, title },
    twitter: { ...base.twitter, title },
  };
}
