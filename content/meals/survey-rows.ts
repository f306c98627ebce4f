import { rawPerHundredFried } from "./frying-oil";
import type { MealEntry, RecipeEntry, UsdaId } from "./types";

// US survey rows and regional dishes. FNDDS, the recipe file of the U.S. What We Eat in America
// survey, holds mixed dishes as American kitchens make them: its rice pudding, lentil soup or
// pasta with tomato sauce are U.S. recipes, not the region's. The rule: a regional dish is a
// recipe of analysed ingredient rows (SR28) in the region's proportions, written by
// `fromPublished` from a cited published recipe, scaled to the serving the meal already had
// (its USDA serving weight, kept). FNDDS rows stay for single foods and drinks, and where the
// FNDDS row is the very preparation; every meal naming an FNDDS row for its nutrients is listed
// below with its class and reason (survey-rows.test.ts finds them all), so a new one cannot
// skip the rule.
//
// What a published recipe gives is what goes into the pot. The water a simmer drives off is
// not written anywhere we could cite, so it is not modelled: the lines add up to the raw
// ingredients and the dish's energy per 100 g is a lower bound (by the share of water lost).

const WATER: UsdaId = "fndds:94000100"; // Water, tap: a single food

interface PublishedLine {
  usda: UsdaId;
  grams: number;
  /** The measure as published and, where it was not in grams, the USDA portion that weighs it. */
  as: string;
}

export interface PublishedRecipe {
  /** Title, author or publisher, address. */
  source: string;
  /** Whose dish the source says it is. */
  region: string;
  lines: readonly PublishedLine[];
  /** What the source lists and the lines leave out, and why. */
  leftOut: string;
}

export const publishedRecipes = {
  riceMilkPudding: {
    source:
      "«Middle Eastern Roz Bel Laban: Creamy Rice Pudding Recipe», Kamoon Arabian Cuisine, https://kamoonarabiancuisine.com/recipe/roz-bel-laban",
    region: "Middle Eastern (رز بلبن / رز بالحليب)",
    lines: [
      { usda: "sr28:20050", grams: 100, as: "medium grain rice 100 g" }, // Rice, white, medium-grain, raw
      {
        usda: "sr28:01077",
        grams: 1392,
        as: "whole milk 1350 ml = 1350/236.6 cups × 244 g (SR28 01077 '1 cup')",
      },
      { usda: "sr28:19335", grams: 125, as: "sugar 125 g" },
      { usda: "sr28:20027", grams: 5, as: "cornstarch 2 tsp = 2/48 × 128 g (SR28 20027 '1 cup')" },
      {
        usda: "sr28:01053",
        grams: 151,
        as: "cream 150 ml = 150/236.6 cup × 238 g (SR28 01053 '1 cup, fluid')",
      },
      { usda: "sr28:02047", grams: 1, as: "salt ⅛ tsp = 0.75 g (SR28 02047 '1 tsp' 6 g), a gram" },
    ],
    leftOut: "vanilla powder 1 tsp, cardamom or cinnamon and the nuts of the garnish (optional)",
  },
  lentilSoup: {
    source:
      "«Red lentil soup – Shorbit adas», Food Heritage Foundation (Lebanon), https://food-heritage.org/red-lentil-soup-shorbit-adas/",
    region: "Lebanese (شوربة عدس)",
    lines: [
      { usda: "sr28:16144", grams: 288, as: "orange lentils 1½ cups × 192 g (SR28 16144 '1 cup')" },
      {
        usda: "sr28:11282",
        grams: 120,
        as: "onion ¾ cup chopped × 160 g (SR28 11282 '1 cup, chopped')",
      },
      { usda: "sr28:11124", grams: 96, as: "carrots ¾ cup × 128 g (SR28 11124 '1 cup chopped')" },
      {
        usda: "sr28:11352",
        grams: 75,
        as: "potato ½ cup diced, 75 g (SR28 11352 '0.5 cup, diced')",
      },
      { usda: "sr28:11215", grams: 3, as: "garlic 1 clove, 3 g (SR28 11215 '1 clove')" },
      { usda: "sr28:20044", grams: 35, as: "rice 3 tbsp = 3/16 × 185 g (SR28 20044 '1 cup')" },
      { usda: "sr28:02014", grams: 1, as: "cumin ½ tsp = 1.05 g (SR28 02014 '1 tsp' 2.1 g)" },
      { usda: "sr28:02047", grams: 3, as: "salt ½ tsp = 3 g (SR28 02047 '1 tsp' 6 g)" },
      {
        usda: "sr28:04053",
        grams: 27,
        as: "extra virgin olive oil 2 tbsp × 13.5 g (SR28 04053 '1 tablespoon')",
      },
      { usda: WATER, grams: 1920, as: "water 8 cups × 240 g (FNDDS 94000100 '1 cup')" },
      {
        usda: "sr28:09152",
        grams: 46,
        as: "lemon juice 3 tbsp = 3/16 × 244 g (SR28 09152 '1 cup')",
      },
    ],
    leftOut: "turmeric ¼ tsp and pepper ¼ tsp (under half a gram each)",
  },
  stuffedCabbage: {
    source:
      "«Cabbage rolls “malfoof”», Syrian cuisine, Syria Times, http://syriatimes.sy/index.php/syrian-cuisine",
    region: "Syrian (محشي ملفوف)",
    lines: [
      {
        usda: "sr28:11109",
        grams: 1451,
        as: "1 cabbage head (4 lbs) = 1814 g less SR28's refuse of 20 % (outer leaves and core, FOOD_DES 11109)",
      },
      {
        usda: "sr28:23562",
        grams: 340,
        as: "¾ lb of lean ground beef = 340 g (~350 g as published)",
      },
      {
        usda: "sr28:20053",
        grams: 551,
        as: "1 cup of rice, 200 g short grain raw (SR28 20052 '1 cup'), cooked in the rolls: × 358/130, the energy of USDA's raw over its cooked short-grain rice (20052/20053), the water taken up",
      },
      {
        usda: "sr28:11215",
        grams: 90,
        as: "3 heads of garlic; our estimate 10 cloves a head (USDA weighs no head) × 3 g (SR28 11215 '1 clove')",
      },
      {
        usda: "sr28:09152",
        grams: 192,
        as: "4 lemons squeezed × 48 g (SR28 09152 '1 lemon yields')",
      },
      {
        usda: "sr28:04053",
        grams: 40.5,
        as: "3 tbsp olive oil × 13.5 g (SR28 04053 '1 tablespoon')",
      },
    ],
    leftOut:
      "1–2 tsp of 7 spices (under 4 g); salt «to taste», no quantity; the water the rolls simmer in beyond what the rice takes up, no quantity",
  },
  stuffedPeppers: {
    source:
      "«Jordanian Stuffed Peppers (Filfil Mahshi)», World Food, https://world.food/recipes/stuffed-peppers-jordanian-style",
    region: "Jordanian (فلفل محشي)",
    lines: [
      { usda: "sr28:11333", grams: 714, as: "6 medium bell peppers × 119 g (SR28 11333 'medium')" },
      { usda: "sr28:17224", grams: 300, as: "300 g of ground lamb or beef: lamb, named first" },
      {
        usda: "sr28:20045",
        grams: 519,
        as: "1 cup of long-grain rice, 185 g raw (SR28 20044 '1 cup'), cooked in the peppers: × 365/130, the energy of USDA's raw over its cooked long-grain rice (20044/20045), the water taken up",
      },
      { usda: "sr28:11282", grams: 150, as: "1 large onion, 150 g (SR28 11282 'large')" },
      { usda: "sr28:11215", grams: 6, as: "2 cloves of garlic × 3 g (SR28 11215 '1 clove')" },
      {
        usda: "sr28:04053",
        grams: 40.5,
        as: "3 tbsp olive oil × 13.5 g (SR28 04053 '1 tablespoon')",
      },
      { usda: "sr28:11546", grams: 32, as: "2 tbsp tomato paste × 16 g (SR28 11546 '1 tbsp')" },
      { usda: "sr28:11549", grams: 122.5, as: "½ cup tomato sauce × 245 g (SR28 11549 '1 cup')" },
    ],
    leftOut:
      "2 tsp of seven spices and ½ tsp allspice (under 6 g); salt and pepper «to taste»; the 4 cups of water or broth beyond what the rice takes up, partly boiled off, partly served, no quantity",
  },
  pastaRedSauce: {
    source:
      "«طريقة عمل المبكبكة الشتوية», صدى البلد (Sada El Balad, Egypt), 6 January 2026, https://www.elbalad.news/6824479",
    region: "Egyptian (مكرونة بالصلصة الحمراء: مكرونة مطهوة في صلصة الطماطم، اللحم «حسب الرغبة»)",
    lines: [
      {
        usda: "sr28:20121",
        grams: 1174,
        as: "½ kg of short pasta, 500 g dry (SR28 20120), cooked in the sauce: × 371/158, the energy of USDA's dry over its cooked pasta (20120/20121), the water it takes up",
      },
      { usda: "sr28:11282", grams: 150, as: "1 large onion, 150 g (SR28 11282 'large')" },
      { usda: "sr28:11215", grams: 9, as: "3 cloves of garlic, 9 g (SR28 11215 '3 cloves')" },
      {
        usda: "sr28:11529",
        grams: 369,
        as: "3 tomatoes squeezed × 123 g (SR28 11529 'medium whole'); the source's first choice, before «or a cup of tomato juice»",
      },
      {
        usda: "sr28:11546",
        grams: 32,
        as: "2 tbsp of «صلصة طماطم» × 16 g (SR28 11546 '1 tbsp'): measured by the spoon to thicken the sauce, the canned concentrate (paste), not a sauce measured by the cup",
      },
      {
        usda: "sr28:04506",
        grams: 40.8,
        as: "3 tbsp oil × 13.6 g (SR28 04506 '1 tbsp'): «زيت», no kind named; sunflower oil, as the database's other «زيت» lines",
      },
      { usda: "sr28:02047", grams: 6, as: "salt 1 tsp = 6 g (SR28 02047 '1 tsp')" },
    ],
    leftOut:
      "½ kg of meat or chicken «حسب الرغبة» (optional: the plain dish, which the source says may be served so, has none); the spices, by the teaspoon (black pepper, paprika and meat spices 1 tsp each, chili ½ tsp, optional); «hot water as needed» beyond what the pasta takes up: our estimate is that none stays in the dish, because the source gives no quantity and knows the dish by its thick sauce («يُعرف بقوامه الكثيف»)",
  },
  baklawa: {
    source:
      "«Baklawa — or can too much of a good thing ever be a bad thing», Never Mind the Hummus: From Beirut to London in 100 Dishes, 2 September 2014, https://nevermindthehummus.com/2014/09/02/baklawa-or-can-too-much-of-a-good-thing-ever-be-a-bad-thing/",
    region: "Lebanese (بقلاوة)",
    lines: [
      {
        usda: "sr28:18338",
        grams: 456,
        as: "24 leaves of filo × 19 g (SR28 18338 '1 sheet dough')",
      },
      { usda: "sr28:01145", grams: 250, as: "unsalted butter 250 g" },
      { usda: "sr28:12155", grams: 250, as: "walnuts 250 g" },
      {
        usda: "sr28:12151",
        grams: 265,
        as: "pistachio nuts 250 g, and 15 g ground for the garnish: 2 large spoons = 2/16 cup × 123 g (SR28 12151 '1 cup')",
      },
      {
        usda: "sr28:19335",
        grams: 25,
        as: "sugar in the filling, 2 large spoons = 6 tsp × 4.2 g (SR28 19335 '1 tsp')",
      },
    ],
    leftOut:
      "rose water 2 small spoons (a flavouring); the source's syrup (2 glasses of water, 400 g of sugar, lemon juice, rose and orange blossom water), which the syrup rule writes instead (sweet-syrup.ts), because the source does not say how much of it the tray takes up",
  },
  basbousa: {
    source:
      "«البسبوسة.. اختراع تركي بطابع مصري», إيكونا، المصري اليوم (Icona, Al-Masry Al-Youm, Egypt), https://icona.almasryalyoum.com/البسبوسة-اختراع-تركي-بطابع-مصري/",
    region: "Egyptian (بسبوسة)",
    lines: [
      { usda: "sr28:20066", grams: 350, as: "fine semolina 2½ cups or 350 g" },
      { usda: "sr28:19335", grams: 100, as: "caster sugar ½ cup or 100 g" },
      {
        usda: "sr28:18369",
        grams: 4.6,
        as: "baking powder 1 tsp, 4.6 g (SR28 18369 '1 tsp')",
      },
      { usda: "sr28:18372", grams: 4.6, as: "baking soda 1 tsp, 4.6 g (SR28 18372 '1 tsp')" },
      {
        usda: "sr28:01077",
        grams: 124,
        as: "milk ½ cup or 120 ml = 120/236.6 cup × 244 g (SR28 01077 '1 cup')",
      },
      { usda: "sr28:01116", grams: 120, as: "yogurt 120 g" },
      { usda: "sr28:01145", grams: 100, as: "unsalted butter, melted, 100 g" },
      {
        usda: "sr28:12063",
        grams: 20.6,
        as: "16 blanched almonds × 28.35/22 g (SR28 12063 '1 oz (22 whole kernels)')",
      },
      {
        usda: "sr28:12166",
        grams: 15,
        as: "tahini to grease the tin, 1 tbsp, 15 g (SR28 12166 '1 tbsp')",
      },
    ],
    leftOut:
      "the source's syrup (½ cup or 120 g of sugar, a lemon's juice, a bay leaf, rose or orange blossom water), which the syrup rule writes instead (sweet-syrup.ts), because the source does not say how much the cake takes up; the water the oven drives out of the batter, not given",
  },
  masqaa: {
    source:
      "«طريقة عمل المسقعة باللحمة المفرومة.. وصفة شهية», الحصاد (Al-Hassad, Egypt), https://alhassad.com.eg/article/294018/طريقة-عمل-المسقعة-باللحمة-المفرومة-وصفة-شهية",
    region: "Egyptian (مسقعة باللحمة المفرومة)",
    lines: [
      {
        usda: "sr28:11210",
        grams: Math.round((2 * 548 * 100) / rawPerHundredFried("aubergine")),
        as: "2 large eggplants sliced and fried: 2 × 548 g raw (SR28 11209 '1 eggplant, unpeeled (approx 1-1/4 lb)', USDA weighs no larger one), weighed as fried without their oil by CoFID's raw/fried aubergine pair (frying-oil.ts): raw × 100 / rawPerHundredFried; the oil is written by the frying-oil rule",
      },
      { usda: "sr28:23572", grams: 500, as: "½ kg of minced meat, raw (beef, 80 % lean)" },
      { usda: "sr28:11282", grams: 220, as: "2 medium onions × 110 g (SR28 11282 'medium')" },
      { usda: "sr28:11215", grams: 9, as: "3 cloves of garlic, 9 g (SR28 11215 '3 cloves')" },
      {
        usda: "sr28:11886",
        grams: 486,
        as: "2 cups of tomato juice × 243 g (SR28 11886 '1 cup')",
      },
      { usda: "sr28:11546", grams: 32, as: "2 tbsp of tomato paste × 16 g (SR28 11546 '1 tbsp')" },
      { usda: "sr28:11333", grams: 119, as: "1 green pepper, medium, 119 g (SR28 11333 'medium')" },
    ],
    leftOut:
      "salt, black pepper and meat spices «to taste»; «a little oil» to sauté the meat, no quantity; the water the sauce loses as it thickens and in the oven, not given",
  },
} as const satisfies Record<string, PublishedRecipe>;

export type PublishedRecipeName = keyof typeof publishedRecipes;

/**
 * The recipe lines of `servingGrams` of a published recipe: each line in the source's
 * proportion, whole grams, the rounding remainder on the heaviest line so the lines add up
 * to the serving exactly.
 */
export function fromPublished(
  name: PublishedRecipeName,
  servingGrams: number,
): RecipeEntry["recipe"] {
  const lines: readonly PublishedLine[] = publishedRecipes[name].lines;
  const total = lines.reduce((sum, l) => sum + l.grams, 0);
  const out = lines.map((l) => ({
    usda: l.usda,
    grams: Math.round((l.grams * servingGrams) / total),
  }));
  const heaviest = out.reduce((a, b) => (b.grams > a.grams ? b : a));
  heaviest.grams += servingGrams - out.reduce((sum, l) => sum + l.grams, 0);
  return out.filter((l) => l.grams > 0);
}

/** The regional dishes converted from an FNDDS mixed-dish row, and the recipe each is built from. */
export const convertedFromSurveyRows: Readonly<
  Record<
    string,
    {
      recipe: PublishedRecipeName;
      was: UsdaId;
      /** The rule that finishes the published lines: the syrup a sweet takes up, the oil a fried part takes up. */
      then?: "sugar syrup" | "frying oil";
    }
  >
> = {
  "رز بلبن": { recipe: "riceMilkPudding", was: "fndds:13210410" }, // Pudding, rice
  "شوربة عدس": { recipe: "lentilSoup", was: "fndds:41603010" }, // Soup, lentil
  "محشي ملفوف": { recipe: "stuffedCabbage", was: "fndds:77316510" }, // Stuffed cabbage, Syrian dish
  "فلفل محشي": { recipe: "stuffedPeppers", was: "fndds:58162110" }, // Stuffed pepper, rice and meat
  "مكرونة بصلصة الطماطم": { recipe: "pastaRedSauce", was: "fndds:58146222" }, // Pasta with tomato-based sauce, home recipe
  بقلاوة: { recipe: "baklawa", was: "fndds:53441110", then: "sugar syrup" }, // Baklava
  بسبوسة: { recipe: "basbousa", was: "fndds:53441210", then: "sugar syrup" }, // Basbousa (semolina dessert)
  مسقعة: { recipe: "masqaa", was: "fndds:77316600", then: "frying oil" }, // Eggplant and meat casserole (Moussaka)
};

/** Why a meal still names an FNDDS row for its nutrients. */
export type SurveyRowClass =
  /** One food or drink, not a mixed dish: the row is the food. */
  | "single food"
  /** A mixed-dish row that is the very preparation the meal names. */
  | "same preparation";

/**
 * Every meal of the database that names an FNDDS row (other than tap water) for its
 * nutrients, by name: its class and why.
 */
export const surveyRowMeals: Readonly<Record<string, { class: SurveyRowClass; why: string }>> = {
  // ---------------------------------------------------------------- single foods and drinks
  "رز بسمتي مطبوخ": { class: "single food", why: "Plain rice cooked in water, no fat: one food." },
  طماطم: { class: "single food", why: "Raw tomato." },
  خيار: { class: "single food", why: "Raw cucumber." },
  "فلفل أخضر": { class: "single food", why: "Raw sweet pepper." },
  سبانخ: { class: "single food", why: "Raw spinach." },
  "سبانخ مطبوخة": { class: "single food", why: "Spinach cooked in water, no fat." },
  خس: { class: "single food", why: "Raw lettuce." },
  ملفوف: { class: "single food", why: "Raw cabbage." },
  بروكلي: { class: "single food", why: "Raw broccoli." },
  "قرع مطبوخ": { class: "single food", why: "Pumpkin cooked in water." },
  "فاصوليا خضراء مطبوخة": { class: "single food", why: "Green beans cooked in water, no fat." },
  فطر: { class: "single food", why: "Raw mushrooms." },
  "مخلل خيار": { class: "single food", why: "Dill pickle: one preserved food." },
  "قهوة عربية": { class: "single food", why: "Brewed coffee." },
  "قهوة تركية": { class: "single food", why: "Turkish coffee, a drink." },
  "قهوة إسبريسو": { class: "single food", why: "Espresso, a drink." },
  "قهوة مكياطة": { class: "single food", why: "Macchiato: espresso and milk, a drink." },
  "قهوة لاتيه": { class: "single food", why: "Latte: espresso and milk, a drink." },
  "مطبق جبن حلو": {
    class: "single food",
    why: "Its FNDDS line is cream cheese, one ingredient of a recipe built of SR28 rows.",
  },
  "كرواسون بالشوكولاتة": {
    class: "single food",
    why: "A chocolate croissant bought from a bakery, one food; FNDDS's row is that pastry, SR28 has none.",
  },
  // ---------------------------------------------------------------- the same preparation
  "رز مطبوخ بالزيت": {
    class: "same preparation",
    why: "White rice cooked with oil: rice, water and oil, as the region cooks it.",
  },
  "بطاطا مقلية": {
    class: "same preparation",
    why: "Potato chips fried from fresh potatoes, as at home; the frying-oil rule may rewrite it.",
  },
  "بطاطا حرة": {
    class: "same preparation",
    why: "Its potato cubes are fried from fresh, FNDDS's row of chips fried from fresh potatoes (CoFID's homemade chips agree, 197 against 198 kcal; frying-oil.ts says why a boiled potato cannot stand for them).",
  },
  "كوسة مطبوخة": {
    class: "same preparation",
    why: "Squash cooked with fat: one vegetable and its fat.",
  },
  "باذنجان مطبوخ": {
    class: "same preparation",
    why: "Eggplant cooked with fat: one vegetable and its fat.",
  },
  "بامية مطبوخة": {
    class: "same preparation",
    why: "Okra cooked with fat: one vegetable and its fat.",
  },
  "قرنبيط مطبوخ": {
    class: "same preparation",
    why: "Cauliflower cooked with fat: one vegetable and its fat.",
  },
  "سندويش فلافل": {
    class: "same preparation",
    why: "FNDDS's falafel sandwich is pita, falafel, tahini sauce and vegetables: the sandwich sold here.",
  },
  عوامة: {
    class: "same preparation",
    why: "Its FNDDS line is a plain fried dough ball (Fritter, plain), the dough as fried; the syrup is its own SR28 lines (the syrup rule may rewrite them).",
  },
  لقيمات: {
    class: "same preparation",
    why: "Its FNDDS line is a plain fried dough ball (Fritter, plain), the dough as fried; the syrup is its own SR28 line.",
  },
  شباكية: {
    class: "same preparation",
    why: "Its FNDDS line is the plain fried dough (Fritter, plain); honey and sesame are their own SR28 lines.",
  },
  "بلح الشام": {
    class: "same preparation",
    why: "Its FNDDS line is the plain fried choux dough (Fritter, plain); the syrup is its own SR28 lines.",
  },
};

/** The FNDDS rows (tap water aside) a meal takes its nutrients from. */
export function surveyRowsOf(entry: MealEntry): UsdaId[] {
  const ids = "recipe" in entry ? entry.recipe.map((l) => l.usda) : [entry.usda];
  return [...new Set(ids.filter((id) => id.startsWith("fndds:") && id !== WATER))];
}
