import type { RecipeEntry } from "./types";

// Libyan dishes. USDA has no Libyan dishes, so each one is a recipe of USDA rows with grams
// as eaten (cooked weights) for one typical home plate; the `basis` line says what the
// recipe is based on. Water absorbed by doughs and sauces is listed as tap water.
export const libyanDishes: readonly RecipeEntry[] = [
  {
    name: "بازين",
    aliases: ["بازين بالمرق", "bazeen", "bazin"],
    category: "libyan",
    basis:
      "تقدير لصحن بيتي: عجينة دقيق الشعير المطبوخة بالماء مع مرق اللحم والطماطم والبطاطا والبيض المسلوق وزيت الزيتون",
    recipe: [
      { usda: "sr28:20130", grams: 110 }, // barley flour
      { usda: "fndds:94000100", grams: 190 }, // water absorbed by the dough
      { usda: "sr28:17060", grams: 90 }, // lamb, cubed for stew, braised
      { usda: "sr28:11365", grams: 80 }, // potatoes, boiled
      { usda: "sr28:01129", grams: 50 }, // egg, hard-boiled
      { usda: "sr28:11546", grams: 20 }, // tomato paste
      { usda: "sr28:11283", grams: 30 }, // onions, boiled
      { usda: "sr28:04053", grams: 20 }, // olive oil
      { usda: "fndds:94000100", grams: 60 }, // water of the sauce
      { usda: "sr28:02047", grams: 3 }, // salt
    ],
  },
];
