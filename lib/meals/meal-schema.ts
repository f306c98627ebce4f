// The one contract of a meal list, checked on both sides: the server checks the product
// backend's answers with it (lib/backend/meals.ts) and the calculator checks the site's own
// API answers with it (lib/meals/search/fetch-meals.ts). Built on zod/mini, zod's smallest build,
// because the calculator ships it. Unknown fields are stripped, so nothing a backend adds
// reaches the browser unchecked; a missing or null image is allowed and left out.
// It sits beside types.ts, outside lib/meals/search/, because both sides of the search use it:
// the backend module, which the search's server entry itself imports, and the browser's fetch.
import * as z from "zod/mini";
import type { Meal, Serving } from "./types";

// zod 4 numbers are finite: NaN and ±Infinity fail.
const amount = z.number().check(z.gte(0));
const text = z.string().check(z.refine((value) => value.trim() !== ""));

const nutrientSchema = z.object({ name: text, amount, unitOfMeasure: text });

const sourceSchema = z.object({
  kind: z.enum(["usda", "recipe"]),
  note: z.string(),
  ids: z.array(z.string()),
});

// Typed against the domain type, so the two cannot drift apart.
const servingSchema: z.ZodMiniType<Serving> = z.object({
  label: text,
  grams: z.number().check(z.gt(0)),
  kind: z.enum(["usda", "recipe", "estimate"]),
  basis: z.string(),
});

// The values per 100 g of a dish's versions with less or more oil (lib/nutrition/oil.ts), in the
// order the catalog computes them.
const profileShape = {
  calories: amount,
  protein: amount,
  fat: amount,
  carbohydrates: amount,
  minerals: z.array(nutrientSchema),
  vitamins: z.array(nutrientSchema),
  fiber: z.optional(amount),
  sugars: z.optional(amount),
  addedSugars: z.optional(amount),
  addedSugarsAtLeast: z.optional(z.literal(true)),
};

const oilSchema = z.object({
  grams: z.number().check(z.gt(0)),
  less: z.object(profileShape),
  more: z.object(profileShape),
});

export const mealSchema = z.pipe(
  z.object({
    name: text,
    calories: amount,
    protein: amount,
    fat: amount,
    carbohydrates: amount,
    image: z.nullish(text),
    minerals: z.array(nutrientSchema),
    vitamins: z.array(nutrientSchema),
    source: z.optional(sourceSchema),
    fiber: z.optional(amount),
    sugars: z.optional(amount),
    addedSugars: z.optional(amount),
    addedSugarsAtLeast: z.optional(z.literal(true)),
    glycaemicIndex: z.optional(
      z.array(
        z.object({ gi: z.number().check(z.gt(0), z.lte(150)), measured: text, citation: text }),
      ),
    ),
    servings: z.optional(z.array(servingSchema)),
    // Only a path of our own meal pages: the calculator turns it into a link.
    page: z.optional(z.string().check(z.regex(/^\/calculator\/[a-z0-9-]+$/))),
    oil: z.optional(oilSchema),
  }),
  // Optional fields absent from the answer stay absent (not `undefined` keys).
  z.transform(({ image, ...meal }): Meal => {
    const clean = Object.fromEntries(
      Object.entries(meal).filter(([, value]) => value !== undefined),
    ) as Omit<Meal, "image">;
    return image ? { ...clean, image } : clean;
  }),
);

export const mealListSchema = z.array(mealSchema);
