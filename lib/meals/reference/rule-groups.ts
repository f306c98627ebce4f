// Which rule of how recipes are built governs a meal, for the reference table's per-rule
// figures (content/meals/reference-dishes.test.ts): the groups of causes through which the
// recipes can miss an analysed dish. A meal falls in the first group that fits.
import { mealEntries } from "@/content/meals";
import { boiledGrainDishes, cookedStaples } from "@/content/meals/cooked-staples";
import { pastryDoughMeals, stewedInOilMeals } from "@/content/meals/dish-oil";
import { friedDishes } from "@/content/meals/frying-oil";
import { friedLegumePatties } from "@/content/meals/soaked-legumes";
import { convertedFromSurveyRows } from "@/content/meals/survey-rows";
import { syrupSweets } from "@/content/meals/sweet-syrup";
import type { MealEntry, UsdaId } from "@/content/meals/types";
import usdaFoods from "@/content/meals/usda-foods.json";

export type RuleGroup =
  | "staple cooked here"
  | "grain boiled in the dish"
  | "fried legume patty"
  | "published regional recipe"
  | "sweet soaked in syrup"
  | "fried, oil by uptake"
  | "sweet"
  | "stewed in oil"
  | "pastry dough"
  | "added fat ≥ 5 %"
  | "US survey row"
  | "USDA analysed row"
  | "other recipe";

/** Added fat: USDA's "Fats and Oils" group and butter or ghee. */
const addedFat: ReadonlySet<string> = new Set(
  (
    usdaFoods as readonly {
      dataset: string;
      source_id: string;
      food_group: string;
      description: string;
    }[]
  )
    .filter((r) => r.food_group === "Fats and Oils" || /^Butter/.test(r.description))
    .map((r) => `${r.dataset === "usda_sr28" ? "sr28" : "fndds"}:${r.source_id}`),
);

const FALAFEL_ROW: UsdaId = "sr28:16138"; // Falafel, home-prepared
const dryStaples: ReadonlySet<UsdaId> = new Set(Object.values(cookedStaples).map((s) => s.dry));

/** The share of a recipe's grams that is oil, butter or ghee. */
function addedFatShare(entry: MealEntry): number {
  if ("usda" in entry) return 0;
  const total = entry.recipe.reduce((sum, line) => sum + line.grams, 0);
  const fat = entry.recipe.filter((l) => addedFat.has(l.usda)).reduce((s, l) => s + l.grams, 0);
  return fat / total;
}

export function ruleGroupOf(mealName: string): RuleGroup {
  const entry = mealEntries.find((e) => e.name === mealName);
  if (!entry) throw new Error(`No meal "${mealName}"`);
  if ("recipe" in entry && entry.recipe.some((l) => dryStaples.has(l.usda)))
    return "staple cooked here";
  if (boiledGrainDishes.includes(mealName)) return "grain boiled in the dish";
  if (friedLegumePatties.includes(mealName) || ("usda" in entry && entry.usda === FALAFEL_ROW))
    return "fried legume patty";
  if (mealName in convertedFromSurveyRows) return "published regional recipe";
  if (mealName in syrupSweets) return "sweet soaked in syrup";
  if (mealName in friedDishes) return "fried, oil by uptake";
  if (entry.category === "sweets" || /حلوى|قطر/.test("basis" in entry ? entry.basis : ""))
    return "sweet";
  if (stewedInOilMeals.includes(mealName)) return "stewed in oil";
  if (pastryDoughMeals.includes(mealName)) return "pastry dough";
  if (addedFatShare(entry) >= 0.05) return "added fat ≥ 5 %";
  if ("usda" in entry)
    return entry.usda.startsWith("fndds:") ? "US survey row" : "USDA analysed row";
  return "other recipe";
}
