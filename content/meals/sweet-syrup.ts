import type { RecipeEntry, UsdaId } from "./types";

// Sweets soaked in syrup. كنافة، قطايف، عوامة، زلابية and their kin are finished by a bath or
// a pour of قطر (sugar boiled in water), the Maghreb's شباكية and مقروض and the Gulf's لقيمات by
// honey. The rule: a soaked sweet's recipe writes its unsoaked sweet (dough, filling, fat, the
// oil it fried in) and then the syrup it takes up, computed by `withSyrup` from two figures:
// - the syrup's make-up, sugar to water, from a published recipe of the Arab kitchen;
// - the syrup taken up per gram of the unsoaked sweet. No published figure was found (searched:
//   standardized recipes in analyses of Syrian, Lebanese and Saudi sweets, syrup uptake of
//   baklava and kadayif); `syrupUptake` is our estimate, and says how it was reached.
// Neither source gives the fat of the dough, so the sweets' ghee and butter stay as written.

const SUGAR: UsdaId = "sr28:19335"; // Sugars, granulated
const WATER: UsdaId = "fndds:94000100"; // Water, tap
const HONEY: UsdaId = "sr28:19296"; // Honey

/** The Arab kitchen's قطر: 2½ cups of sugar to 1½ cups of water, boiled to a thin honey. */
export const syrupRecipe = {
  sugarCups: 2.5,
  waterCups: 1.5,
  // The cups weighed by USDA's own portions of the two rows the recipe lines name.
  sugarCupGrams: 200, // SR28 19335, "1 cup" (portions.csv)
  waterCupGrams: 240, // FNDDS 94000100, "1 cup" (portions.csv)
  source:
    "Khayat, M. K. and Keatinge, M. C. (1959), Food from the Arab World, Khayat's, Beirut: «Sugar Syrup» (qater), 2½ cups sugar, 1½ cups water, boiled until it resembles thin honey; transcribed at almashriq.hiof.no/general/600/640/641/khayat/desserts/qater.html",
  // The weight after boiling is not given. Mixed, the syrup is 58 % sugar: a lower bound, since
  // the boil drives water off. A syrup boiled to the thread stage (110 °C) holds 80 % sugar
  // (candy-stage table, nobadfood.com/recipes/2021/1/12/sugar-temp): an upper bound, since the
  // Arab قطر is cooked short of any candy stage (Domson, «Attar (قطر): the science of Arab sugar
  // syrup», shop.domson.co.uk/gb/academy/arab-middle-eastern/…).
  threadStageSugarShare: 0.8,
} as const;

/** Grams of sugar per gram of the syrup as mixed, before the boil. */
export const mixedSugarShare =
  (syrupRecipe.sugarCups * syrupRecipe.sugarCupGrams) /
  (syrupRecipe.sugarCups * syrupRecipe.sugarCupGrams +
    syrupRecipe.waterCups * syrupRecipe.waterCupGrams);

/**
 * Grams of sugar per gram of the syrup as poured: our estimate, the middle of its two bounds
 * (mixed 58 %, thread stage 80 %), because it is boiled (so above the first) short of a candy
 * stage (so below the second) and no measurement between them was found; ±11 points.
 */
export const syrupSugarShare = (mixedSugarShare + syrupRecipe.threadStageSugarShare) / 2;

/** Syrup taken up, grams per gram of the unsoaked sweet. */
export const syrupUptake = {
  syrupPerUnsoaked: 0.44,
  source:
    "our estimate: the median of the syrup the database's six sugar-syrup sweets wrote by hand before this rule (كنافة 0.45، قطايف 0.33، عوامة 0.43، كنافة بالقشطة 0.43، بلح الشام 0.50، زلابية 0.53 g per g of the unsoaked sweet), one figure in place of six guesses, because no published uptake was found",
} as const;

export type SyrupKind = "sugar syrup" | "honey";

/** The database's soaked sweets, and what they are soaked in. */
export const syrupSweets: Readonly<Record<string, SyrupKind>> = {
  زلابية: "sugar syrup",
  كنافة: "sugar syrup",
  قطايف: "sugar syrup",
  عوامة: "sugar syrup",
  "كنافة بالقشطة": "sugar syrup",
  مشبك: "sugar syrup",
  "بلح الشام": "sugar syrup",
  لقيمات: "honey",
  شباكية: "honey",
  مقروض: "honey",
  بقلاوة: "sugar syrup",
  بسبوسة: "sugar syrup",
};

/**
 * Soaked sweets whose unsoaked part holds sugar of its own, and why: the sugar is a line of
 * the published recipe they are built from (survey-rows.ts), in the filling or the batter.
 */
export const sugarBeforeSoaking: Readonly<Record<string, string>> = {
  بقلاوة: "the published recipe sweetens its nut filling with 2 large spoons of sugar",
  بسبوسة: "the published recipe sweetens its semolina batter with ½ cup (100 g) of caster sugar",
};

/** Recipes that hold syrup or honey, or say so, but are not built by the rule, and why. */
export const syrupExceptions: Readonly<Record<string, string>> = {
  "حلاوة الجبن":
    "its sugar and water are cooked into the semolina and cheese dough as well as poured on it; the split between dough and syrup is not known, so its lines stay as written",
  "طاجين لحم بالبرقوق": "honey sweetens the sauce of a stew; nothing is soaked",
  بغرير: "honey is spread on the pancakes at the table, by the spoon written",
  معصوب: "honey is mashed into the bread and banana as an ingredient; nothing is soaked",
  مبطن: "a savoury dish: its potato slices are dipped in egg (مغموسة في البيض), not in syrup",
  "رب التمر": "date syrup itself, by the spoon; its basis names honey only for the spoon's weight",
};

/** A soaked sweet's recipe: its unsoaked lines, then the syrup they take up. */
export function withSyrup(unsoaked: RecipeEntry["recipe"], kind: SyrupKind): RecipeEntry["recipe"] {
  const unsoakedGrams = unsoaked.reduce((sum, line) => sum + line.grams, 0);
  const syrupGrams = Math.round(unsoakedGrams * syrupUptake.syrupPerUnsoaked);
  if (kind === "honey") return [...unsoaked, { usda: HONEY, grams: syrupGrams }];
  const sugarGrams = Math.round(syrupGrams * syrupSugarShare);
  return [
    ...unsoaked,
    { usda: SUGAR, grams: sugarGrams },
    { usda: WATER, grams: syrupGrams - sugarGrams },
  ];
}

/** How many lines at the end of a soaked sweet's recipe are its syrup. */
export function syrupLineCount(kind: SyrupKind): number {
  return kind === "honey" ? 1 : 2;
}
