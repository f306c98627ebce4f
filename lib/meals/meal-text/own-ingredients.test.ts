// `ownIngredientWords` (content/meals/meal-text-words.ts) says what a dish is made or served
// with: each word must name a food its recipe holds, or a food that stands for one of its rows,
// said here with why. A word added without its recipe row fails.
import { getMealCatalog } from "@/lib/meals/catalog";
import { bareWordDefaultsByWord } from "@/lib/meals/search";
import { mealEntries } from "@/content/meals";
import { ownIngredientWords } from "@/content/meals/meal-text-words";
import type { RecipeEntry } from "@/content/meals/types";
import { createMealTextParser } from "./parse-meal-text";

const parser = createMealTextParser(getMealCatalog(), { defaults: bareWordDefaultsByWord });

/** The USDA rows a meal is made of: its own row, or its recipe's. */
function rowsOf(name: string): string[] {
  const entry = mealEntries.find((e) => e.name === name);
  if (!entry) throw new Error(`${name} is no meal of the database`);
  return "recipe" in entry ? entry.recipe.map((l) => l.usda) : [entry.usda];
}

/** A food said in place of one of the recipe's rows: that row, and why. */
const standsFor: Record<string, { row: string; why: string }> = {
  "بازين/قديد": { row: "sr28:17008", why: "dried meat in place of the stew's lamb" },
  "كسكسي باللحم والخضار/قديد": { row: "sr28:17008", why: "dried meat in place of its lamb" },
  "كسكسي بالبصلة/قديد": { row: "sr28:17008", why: "dried meat in place of its lamb" },
  "عصيدة/زيت": { row: "sr28:01003", why: "olive oil poured on it in place of the ghee" },
  "بسيسة/تمر": { row: "sr28:19335", why: "dates kneaded in to sweeten it, in place of sugar" },
  "بسيسة/سكر": { row: "sr28:19335", why: "its sugar" },
  "رب وزيت/خبز": { row: "sr28:18029", why: "any loaf dipped, in place of its French loaf" },
  "رب وزيت/خبز تنور": { row: "sr28:18029", why: "the oven's flat loaf in place of its loaf" },
};

const pairs = Object.entries(ownIngredientWords).flatMap(([dish, words]) =>
  words.map((word) => [dish, word] as const),
);

describe("ownIngredientWords: each word names a food of the dish's recipe", () => {
  it.each(pairs)("%s holds «%s»", (dish, word) => {
    const entry = mealEntries.find((e): e is RecipeEntry => e.name === dish && "recipe" in e);
    expect(entry).toBeDefined();
    const recipe = new Set<string>(entry!.recipe.map((l) => l.usda));
    const stand = standsFor[`${dish}/${word}`];
    if (stand) {
      expect(recipe.has(stand.row)).toBe(true);
      return;
    }
    const [item] = parser.parse(word).items;
    expect(item).toBeDefined();
    expect(rowsOf(item!.meal.name).some((row) => recipe.has(row))).toBe(true);
  });
});
