import type { MealEntry } from "./types";

// Owned by helper meals-b (created empty by meals-a so the index compiles).
export const everydayFoods: readonly MealEntry[] = [];
