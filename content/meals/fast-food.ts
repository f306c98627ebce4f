// Potatoes said beside fast food are fries (lib/meals/meal-text/fast-food-potatoes.ts): a
// burger, a shawarma, a sandwich, nuggets or a fried-chicken meal come with fried potatoes, so
// «برقر وبطاطا» is a burger and fries, not a boiled potato (the bare word's default elsewhere,
// content/meals/bare-word-defaults.ts).

/** The bare words for potatoes, as typed: in Arabic letters and in Latin ones. */
export const potatoWords: readonly string[] = ["بطاطا", "بطاطس", "بطاطة", "batata", "btata"];

/** The meal a bare potato word means beside fast food. */
export const fastFoodPotatoMeal = "بطاطا مقلية";

/**
 * «بطاطا صغيرة»، «بطاطا وسط»، «بطاطا كبيرة» beside fast food: the shop's small, medium or large
 * order, the fries' own servings (FNDDS 71401030's small, medium and large fast food orders,
 * 110, 145 and 180 g, content/meals/everyday-foods.ts).
 */
export const fastFoodPotatoSizes: Readonly<Record<"small" | "medium" | "large", string>> = {
  small: "كيس صغير",
  medium: "كيس",
  large: "كيس كبير",
};

/**
 * Words that say the meal was fast food: its dishes («برقر»، «شاورما»، «ناجتس»), its sandwiches
 * (the Libyan «كسكروت» holds fries as often as not), its fried chicken («كنتاكي»، «بروستد»،
 * «زنجر»), in Arabic and as typed in Latin letters.
 */
export const fastFoodWords: readonly string[] = [
  "برقر",
  "برغر",
  "برجر",
  "همبرقر",
  "همبرغر",
  "همبرجر",
  "شاورما",
  "شاورمة",
  "شورما",
  "سندويتش",
  "سندوتش",
  "ساندويتش",
  "ساندوتش",
  "سندويش",
  "ساندويش",
  "كسكروت",
  "ناجتس",
  "ناغتس",
  "نقتس",
  "كنتاكي",
  "بروستد",
  "بروست",
  "زنجر",
  "طاووق",
  "طاوق",
  "burger",
  "shawarma",
  "sandwich",
  "nuggets",
  "kfc",
  // takeaway grills: their potatoes are the shop's fries («نص دجاجة مشوية ع الفحم مع رز
  // وبطاطا»، «مشاوي مع بطاطا»، «دجاج مشوي من المطعم»)
  "مشاوي",
  "مشويات",
  "فحم",
  "مطعم",
];

/** The meal a bare potato word means beside a dish baked in the oven. */
export const bakedPotatoMeal = "بطاطا بالفرن";

/**
 * Words that say a dish was baked in the oven («حوت فالفران مع البطاطا»، «دجاج بالفرن
 * وبطاطا»): the potatoes said with it, nothing said of how they were cooked, were baked with it;
 * the food said right before them is its oven dish when we have one (oven-dish.ts).
 */
export const ovenWords: readonly string[] = [
  "فرن",
  "بالفرن",
  "فالفرن",
  "فران",
  "بالفران",
  "فالفران",
  // «كوشة»: Libya's baker's oven, where a tray of chicken or fish is sent to bake
  "كوشة",
  "بالكوشة",
  "فالكوشة",
  "furn",
];
