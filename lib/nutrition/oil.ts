// The oil as the visitor cooks it: a dish whose recipe holds oil, butter or ghee can be had
// with half its added fat («أقل»), as the recipe says («كالعادة») or with half as much again
// («أكثر»). The catalog computes the two other versions from the recipe itself (the added-fat
// rows' grams scaled, every other ingredient's grams the same; lib/meals/catalog/added-fat.ts)
// and sends them with the meal; here they are chosen. Pure and light: the calculator, the plate
// and the meal pages share it.
//
// Values stay per 100 g of the dish as eaten, like every meal's. A serving the recipe itself
// describes (kind "recipe") holds the same grams of everything but the fat, so its weight
// changes with the oil: a plate of bazeen with less oil weighs less and holds exactly half the
// recipe's oil energy less. A household measure (a cup, a piece from USDA) keeps its weight.
import type { Meal } from "@/lib/meals/types";

export const OIL_CHOICES = ["less", "usual", "more"] as const;
export type OilChoice = (typeof OIL_CHOICES)[number];

/** The share of the recipe's added fat each choice keeps. */
export const OIL_FACTOR: Record<OilChoice, number> = { less: 0.5, usual: 1, more: 1.5 };

/** A choice from untrusted text (a URL, a stored plate), or null when it is none. */
export function parseOilChoice(raw: string | null | undefined): OilChoice | null {
  const value = raw?.trim();
  return OIL_CHOICES.find((c) => c === value) ?? null;
}

/**
 * The meal as cooked with `choice`: its per-100 g values from the recipe with the fat scaled,
 * and its recipe serving weighing the fat's difference more or less. «كالعادة», or a meal
 * without added fat, is the meal itself.
 */
export function mealWithOil<M extends Meal>(meal: M, choice: OilChoice | undefined): M {
  if (!meal.oil || !choice || choice === "usual") return meal;
  const profile = meal.oil[choice];
  const extra = (OIL_FACTOR[choice] - 1) * meal.oil.grams;
  const variant: M = {
    ...meal,
    ...profile,
    minerals: profile.minerals,
    vitamins: profile.vitamins,
  };
  // An optional value the version lacks is unknown there, never the usual dish's.
  for (const key of ["fiber", "sugars", "addedSugars", "addedSugarsAtLeast"] as const) {
    if (profile[key] === undefined) delete variant[key];
  }
  if (meal.servings) {
    variant.servings = meal.servings.map((s) =>
      s.kind === "recipe" ? { ...s, grams: s.grams + extra } : s,
    );
  }
  return variant;
}
