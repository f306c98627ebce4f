import { arabDishes } from "./arab-dishes";
import { everydayFoods } from "./everyday-foods";
import { libyanDishes } from "./libyan";
import type { MealEntry } from "./types";

// Every entry of the embedded meal database, in display order: Libyan dishes, other Arab
// dishes, then everyday foods. Numbers come from content/meals/usda-foods.json.
export const mealEntries: readonly MealEntry[] = [...libyanDishes, ...arabDishes, ...everydayFoods];
