import { arabDishes } from "./arab-dishes";
import { everydayFoods } from "./everyday-foods";
import { libyanDishes } from "./libyan";
import { moreDishes } from "./more-dishes";
import type { MealEntry } from "./types";

// Every entry of the embedded meal database, in display order: Libyan dishes, other Arab
// dishes (the later additions of more-dishes.ts after them), then everyday foods. Numbers come from content/meals/usda-foods.json.
export const mealEntries: readonly MealEntry[] = [
  ...libyanDishes,
  ...arabDishes,
  ...moreDishes,
  ...everydayFoods,
];
