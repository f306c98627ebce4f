import "server-only";
import { z } from "zod";
import type { Meal } from "@/lib/meals/types";

// The contract of the product's meal backend: a JSON list of meals with per-100 g values.
// Unknown fields are stripped (zod's default for objects), so nothing the backend adds
// reaches the browser unchecked. A missing or null image is allowed and left out.

const amount = z.number().finite().nonnegative();

const nutrientSchema = z.object({
  name: z.string().min(1),
  amount,
  unitOfMeasure: z.string().min(1),
});

const mealSchema = z
  .object({
    name: z.string().min(1),
    calories: amount,
    protein: amount,
    fat: amount,
    carbohydrates: amount,
    image: z.string().min(1).nullish(),
    minerals: z.array(nutrientSchema),
    vitamins: z.array(nutrientSchema),
  })
  .transform(({ image, ...meal }): Meal => (image ? { ...meal, image } : meal));

export const mealListSchema = z.array(mealSchema);
