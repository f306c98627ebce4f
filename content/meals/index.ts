import type { MealEntry } from "./types";

// Every entry of the embedded meal database. Filled by the meal-database work.
export const mealEntries: readonly MealEntry[] = [];
