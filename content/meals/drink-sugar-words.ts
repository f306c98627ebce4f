// The words of the sugar in a drink («كاس شاهي بزوز ملاعق سكر»، «قهوة بلا سكر»), read by
// lib/meals/meal-text/drink-sugar.ts: the drinks people sweeten, the sweetened drink's plain
// counterpart, the sugar itself, and the words that say «none».

/** The sugar a spoonful names: its teaspoon is USDA's (SR28 19335, «1 tsp» = 4.2 g). */
export const SUGAR_MEAL = "سكر أبيض";

/** The serving label of a teaspoon of sugar among the sugar meal's servings. */
export const SUGAR_TEASPOON_LABEL = "ملعقة صغيرة";

/**
 * Drinks sweetened by the spoon. A sweetened one names its plain counterpart: said with its
 * sugar («بلا سكر», «بملعقتين سكر»), the line becomes the plain drink, the glass's sugar taken
 * out of its weight, and the sugar said is a line of its own.
 */
export const sweetenedDrinks: Readonly<Record<string, string | null>> = {
  "شاهي ليبي": "شاهي بدون سكر",
  "شاهي بالسكر": "شاهي بدون سكر",
  "شاهي بدون سكر": null,
  // The Maghreb's green tea is served sweet with mint; without sugar it is brewed leaves in
  // water, as black tea is (SR28 14278 green, 14355 black: both about 1 kcal per 100 g).
  "شاهي أخضر بالنعناع": "شاهي بدون سكر",
  // Turkish coffee is served sweet (FNDDS 92101600: 6.5 g of sugars in 100 g); without its
  // sugar it is plain brewed coffee, as our «قهوة عربية» is (FNDDS 92101000).
  "قهوة تركية": "قهوة عربية",
  "قهوة عربية": null,
  "قهوة مفلترة": null,
  "قهوة إسبريسو": null,
  "قهوة مكياطة": null,
  "قهوة لاتيه": null,
  "حليب كامل الدسم": null,
};

/** «Without»: the drink before is drunk without sugar. */
export const withoutWords: readonly string[] = [
  "بلا",
  "بدون",
  "بلاش",
  "دون",
  "مغير",
  "من غير",
  "خالي من",
  "خالية من",
];

/**
 * «قهوة سادة»، «شاي ساده»: a drink said plain is drunk with no sugar (Egypt's and the Levant's
 * «سادة»: coffee or tea as brewed, nothing added), its plain counterpart and no sugar line
 * (lib/meals/meal-text/plain-drink.ts). Said alone the word names no food.
 */
export const plainDrinkWords: readonly string[] = ["سادة", "ساده", "سادا"];

/**
 * «قهوة بسكر»، «اسبريسو بسكرتين»: sugar said with a drink by the lump, in teaspoons (USDA's, as
 * above). A drink served plain takes them as a line of its own; a drink served sweet is drunk
 * as it is served; a food takes none (lib/meals/meal-text/drink-sugar.ts).
 */
export const sugarWithWords: Readonly<Record<string, number>> = {
  بسكر: 1,
  بسكرة: 1,
  بسكرتين: 2,
};

/**
 * Words after «سكر» that say how sweet, not how much sugar («قهوة سكر خفيف»): the drink as it
 * is served, no sugar line.
 */
export const lightSugarWords: readonly string[] = ["خفيف", "خفيفة", "قليل"];

/** A spoon, in the forms people write it (the number before it counts spoons). */
export const spoonWords: Readonly<Record<string, 1 | 2 | "plural">> = {
  ملعقة: 1,
  معلقة: 1,
  ملعقه: 1,
  معلقه: 1,
  ملعقتين: 2,
  معلقتين: 2,
  ملعقتان: 2,
  ملاعق: "plural",
  معالق: "plural",
};
