import type { Meal } from "@/lib/meals/types";

/** "Add this meal to the plate", sent from the calculator; `seq` tells two equal clicks apart. */
export interface PlateRequest {
  meal: Meal;
  grams: number;
  seq: number;
}
