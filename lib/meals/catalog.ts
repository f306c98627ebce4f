import type { Meal } from "./types";
import { mealEntries } from "@/content/meals";

// Placeholder until the meal database lands: computes nothing yet.
export function getMealCatalog(): readonly Meal[] {
  return mealEntries.length ? [] : [];
}
