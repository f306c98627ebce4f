import type { RecipeEntry, UsdaId } from "./types";

// The oil a cook puts into two kinds of dish, written from analysed dishes rather than typed
// per recipe. Both figures are read the same way: an analysed dish's fat, less the fat its
// other ingredients bring (the same table's analysed plain ingredient), is the oil; oil is
// 100 g fat per 100 g (USDA's olive oil row, sr28:04053).
//
// 1. Vegetables and pulses stewed in oil («بالزيت», no meat): the oil as a share of the dish as
//    eaten. No analysed «بالزيت» dish of the region separates its oil (the Bahraini and
//    Lebanese tables give the dish's fat only, and their one such dish, ورق عنب بالزيت, is a
//    rice-stuffed leaf cooked in water, not a vegetable stewed down in oil). The share is the
//    median of the analysed vegetables stewed with tomato and onion in oil in CoFID and CIQUAL.
// 2. Savoury pastries baked from a yeast dough (مناقيش، صفيحة، فطاير): the oil kneaded into
//    the dough as a share of its flour. The tables analyse no Levantine pastry dough; the yeast
//    dough with oil they do analyse is pizza dough, raw (CoFID and CIQUAL), its flour read off
//    its carbohydrate against the same table's white flour. The share is their median.
//
// Both transcriptions: flakkio-maker/easyketo-ciqual-data@4aefedc2fd0faa6a205ac1c7f10f7fe166c1d25c,
// ciqual_2025.json (CIQUAL 2025) and uk_2025.json (CoFID 2021), the files reference-dishes.ts
// reads; numbers as the tables print them, per 100 g.

const OLIVE_OIL: UsdaId = "sr28:04053"; // Oil, olive, salad or cooking
const OIL_FAT_PER_GRAM = 1; // USDA sr28:04053: 100 g fat per 100 g

interface AnalysedDish {
  source: "cofid" | "ciqual";
  nameThere: string;
  fat: number;
}

interface StewedInOil extends AnalysedDish {
  /** The same table's analysed vegetable cooked without fat: the fat that is not oil. */
  plain: AnalysedDish;
}

/** Analysed vegetables stewed with tomato and onion in oil (rule 1). */
export const stewedInOilDishes: readonly StewedInOil[] = [
  {
    source: "cofid",
    nameThere: "Okra with tomatoes and onion, Greek, homemade", // 15-824
    fat: 16.7,
    plain: { source: "cofid", nameThere: "Okra, boiled in unsalted water", fat: 0.2 }, // 13-652
  },
  {
    source: "cofid",
    nameThere: "Okra with tomatoes and onion, West Indian, homemade", // 15-825
    fat: 7.7,
    plain: { source: "cofid", nameThere: "Okra, boiled in unsalted water", fat: 0.2 },
  },
  {
    source: "ciqual",
    nameThere: "Ratatouille, assaisonnée, préemballée",
    fat: 3.15,
    plain: {
      source: "ciqual",
      nameThere: "Légumes mélangés pour ratatouille, surgelés",
      fat: 0.09,
    },
  },
];

interface AnalysedDough extends AnalysedDish {
  carbohydrate: number;
  /** The same table's white wheat flour: its fat and carbohydrate. */
  flour: AnalysedDish & { carbohydrate: number };
}

/** Analysed raw yeast doughs made with oil (rule 2). */
export const oiledDoughs: readonly AnalysedDough[] = [
  {
    source: "cofid",
    nameThere: "Pizza base, raw", // 11-1016
    fat: 4.8,
    carbohydrate: 57.5,
    flour: {
      source: "cofid",
      nameThere: "Flour, wheat, white, plain, soft",
      fat: 1.4,
      carbohydrate: 80.9,
    }, // 11-886
  },
  {
    source: "ciqual",
    nameThere: "Pâte à pizza, préemballée, crue",
    fat: 3.45,
    carbohydrate: 44.2,
    flour: {
      source: "ciqual",
      nameThere: "Farine de blé, type 55 (pour le pain)",
      fat: 1.0,
      carbohydrate: 73.7,
    },
  },
];

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Grams of oil per gram of an analysed dish stewed in oil. */
export function oilShareOf(dish: StewedInOil): number {
  return (dish.fat - dish.plain.fat) / 100 / OIL_FAT_PER_GRAM;
}

/** Rule 1: grams of oil per gram of a vegetable or pulse dish stewed in oil, as eaten. */
export const stewedOilShare = median(stewedInOilDishes.map(oilShareOf));

/** Grams of oil per gram of flour of an analysed dough. */
export function oilPerFlourOf(dough: AnalysedDough): number {
  const flourPerGram = dough.carbohydrate / dough.flour.carbohydrate;
  const oilPerGram = (dough.fat - flourPerGram * dough.flour.fat) / 100 / OIL_FAT_PER_GRAM;
  return oilPerGram / flourPerGram;
}

/** Rule 2: grams of oil per gram of flour in a savoury pastry's yeast dough. */
export const doughOilPerFlour = median(oiledDoughs.map(oilPerFlourOf));

/**
 * The vegetables and pulses stewed in oil («بالزيت», no meat): built by `stewedInOil`. The
 * others of their look that the finder of dish-oil.test.ts meets are `notStewedInOil`.
 */
export const stewedInOilMeals: readonly string[] = [
  "فاصوليا خضراء بالزيت",
  "زعلوك",
  "لوبيا مغربية",
];

/** Meatless dishes cooked with oil that the rule does not build, and why. */
export const notStewedInOil: Readonly<Record<string, string>> = {
  "ورق عنب بالزيت":
    "rice-stuffed leaves cooked in water and lemon: its oil follows the analysed dish of this very name (MAHSHI WARAQ ENAB BI ZAIT, 2.1 g fat, in the reference table), not a stewed vegetable",
  "فول مدمس": "the oil is poured over the mashed beans at the table, not stewed with them",
  بيصارة:
    "a soup of dried beans: the oil is poured over the bowl, not stewed down with a vegetable",
  لبلابي: "a chickpea broth over bread: the oil is poured over the bowl",
  "برغل بالبندورة": "a grain cooked in its water (the staples' rule), the oil that of a pilaf",
  مجدرة: "the oil fries the onions: oil taken up by frying, another rule",
  "شوربة عدس":
    "a soup with its broth, built from a published recipe that measures its oil (survey-rows.ts); the share is that of a vegetable stewed down in oil",
  "مكرونة بصلصة الطماطم":
    "pasta in a tomato sauce, built from a published recipe that measures its oil (survey-rows.ts): a pasta dish, not a vegetable stewed in oil",
};

/**
 * Rule 1: the recipe lines of a dish stewed in oil: its other ingredients and the olive oil
 * that makes `stewedOilShare` of the dish as eaten, to the half gram.
 */
export function stewedInOil(ingredients: RecipeEntry["recipe"]): RecipeEntry["recipe"] {
  const others = ingredients.reduce((sum, line) => sum + line.grams, 0);
  const oil = Math.round(((others * stewedOilShare) / (1 - stewedOilShare)) * 2) / 2;
  return [...ingredients, { usda: OLIVE_OIL, grams: oil }];
}

/**
 * The baked flatbread that stands for a pastry's dough, flour, water and yeast baked: USDA's
 * pita (sr28:18041: fat 1.2 g, carbohydrate 55.7 g per 100 g), and white flour (sr28:20081:
 * fat 0.98 g, carbohydrate 76.31 g), whose carbohydrate says how much flour the bread holds.
 */
export const PASTRY_BREAD = {
  usda: "sr28:18041" as UsdaId,
  fat: 1.2,
  carbohydrate: 55.7,
  flour: { usda: "sr28:20081" as UsdaId, fat: 0.98, carbohydrate: 76.31 },
} as const;

/** The savoury pastries baked from a yeast dough: their dough built by `doughWithOil`. */
export const pastryDoughMeals: readonly string[] = [
  "مناقيش زعتر",
  "مناقيش جبنة",
  "صفيحة",
  "فطاير سبانخ",
];

/** Baked doughs of the database that the rule does not build, and why. */
export const notPastryDough: Readonly<Record<string, string>> = {
  "عيش أبو لحم":
    "a Qassimi bread written from flour and water with its ghee spread on top: the analysed Saudi dish (Aish Laham) is its check",
  "كعك بالتمر": "a biscuit dough of butter filled with dates, eaten as a sweet",
  بقلاوة:
    "filo layered with butter and nuts and soaked in syrup, a sweet: its butter is the published recipe's (survey-rows.ts)",
};

/**
 * Rule 2: the recipe lines of `bakedGrams` of a pastry's dough: the baked flatbread and the oil
 * kneaded into it, `doughOilPerFlour` of the flour the bread holds less the fat the bread
 * already has beyond its flour's, to the half gram.
 */
export function doughWithOil(bakedGrams: number): RecipeEntry["recipe"] {
  const { flour } = PASTRY_BREAD;
  const flourGrams = (bakedGrams * PASTRY_BREAD.carbohydrate) / flour.carbohydrate;
  const fatAlready = (bakedGrams * PASTRY_BREAD.fat) / 100 - (flourGrams * flour.fat) / 100;
  const oil = flourGrams * doughOilPerFlour - fatAlready / OIL_FAT_PER_GRAM;
  return [
    { usda: PASTRY_BREAD.usda, grams: bakedGrams },
    { usda: OLIVE_OIL, grams: Math.round(oil * 2) / 2 },
  ];
}
