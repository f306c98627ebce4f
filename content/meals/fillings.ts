// What a food weighs as the filling of a bread («خبزة بالتن والهريسة»، «خبزة بالمقانق»): a
// loaf holds a share of a can of tuna or an egg, not a whole can. Data for
// lib/meals/meal-text/filling.ts: one of the meal's own servings, how many of it, and why.

import type { UnsaidAmount } from "./unsaid-amounts";

/** Breads a filling goes in: meals whose name starts with one of these words. */
export const fillingBreadWords: readonly string[] = ["خبز", "خبزة", "عيش", "كسكروت"];

export const fillings: readonly UnsaidAmount[] = [
  {
    meal: "تونة معلبة بالزيت",
    serving: "علبة",
    count: 1 / 3,
    why: "a loaf is filled with about a third of a can (an estimate: a can fills three loaves)",
  },
  { meal: "بيض مسلوق", serving: "حبة كبيرة", count: 1, why: "one egg sliced into the loaf" },
  {
    meal: "نقانق بقري",
    serving: "حبة نقانق",
    count: 2,
    why: "two sausages along a loaf (an estimate: a loaf is about two frankfurters long)",
  },
  {
    meal: "بطاطا مقلية",
    serving: "كوب",
    count: 1,
    why: "fries pressed in a loaf, not a side of them: one of FNDDS 71401010's 60 g cups, about half the 110 g side it weighs fries of no stated amount (an estimate: a loaf holds a handful along its length)",
  },
  { meal: "جبنة مطبوخة", serving: "شريحة جبن", count: 1, why: "a slice, or a wedge, in the loaf" },
  { meal: "جبنة بيضاء", serving: "شريحة جبن", count: 1, why: "a slice in the loaf" },
  { meal: "جبنة شيدر", serving: "شريحة جبن", count: 1, why: "a slice in the loaf" },
  // The fillings of a sandwich («ساندوتش فول»، «سندوتش مرتديلا»): estimates of what one bread
  // holds, in the meal's own servings.
  {
    meal: "فول مدمس",
    serving: "صحن",
    count: 1 / 3,
    why: "a sandwich holds about a third of a plate of ful (an estimate: about 75 g spread in one loaf)",
  },
  {
    meal: "طعمية",
    serving: "قرص (قطره نحو 5.7 سم)",
    count: 3,
    why: "three discs pressed in one loaf (an estimate)",
  },
  {
    meal: "فلافل",
    serving: "قرص (قطره نحو 5.7 سم)",
    count: 3,
    why: "three discs pressed in one loaf (an estimate)",
  },
  { meal: "مرتديلا بقري", serving: "شريحة", count: 1, why: "a slice in the loaf" },
  {
    meal: "كبدة إسكندراني",
    serving: "صحن",
    count: 1 / 2,
    why: "a sandwich holds about half a plate of the fried liver (an estimate)",
  },
  {
    meal: "قلاية كبدة",
    serving: "صحن",
    count: 1 / 2,
    why: "a sandwich holds about half a plate of the fried liver (an estimate, as for كبدة إسكندراني)",
  },
];

/**
 * The bread of a sandwich named by its filling («ساندوتش فول»: lib/meals/meal-text/sandwich.ts):
 * Egypt's and the Levant's ful, taameya and falafel go in a round loaf, one loaf a sandwich;
 * any other filling in a long loaf, half a small baguette (SR28 18029's 152 g) a sandwich, as
 * Libya's «كسكروت» (estimates: what one sandwich is made of).
 */
export const sandwichBreads: {
  readonly round: {
    readonly meal: string;
    readonly loaves: number;
    readonly fillings: readonly string[];
  };
  readonly long: { readonly meal: string; readonly loaves: number };
} = {
  round: { meal: "خبز عربي", loaves: 1, fillings: ["فول مدمس", "طعمية", "فلافل"] },
  long: { meal: "خبز فرنسي", loaves: 1 / 2 },
};

/**
 * A food that, inside a bread, is the dish it is cooked into for a sandwich, not the food as the
 * database has it plain (lib/meals/meal-text/filling-dish.ts): «خبزة كبدة»، «ساندوتش كبدة» hold
 * Libya's liver fried with its onion, tomato and chilli (قلاية كبدة), the sandwich shops' filling,
 * not a plain pan-fried lamb liver.
 */
export const fillingDishes: readonly { readonly food: string; readonly dish: string }[] = [
  { food: "كبدة ضأن", dish: "قلاية كبدة" },
];

/**
 * A food written «بال…» after a dish that does not hold it («فول بالجبنة»، «ملوي بالفرماج»،
 * «فول بالبيض»، «لبلابي بالتن»): put on it or in it, a food of its own weighed as a filling is (a
 * slice, an egg, a third of a can), not an ingredient of the dish
 * (lib/meals/meal-text/topping.ts). Its words, folded without the article, its meal, and the
 * USDA rows that are that food in a recipe: a dish whose recipe holds one («بازين بالبيض»،
 * «شكشوكة بالبيض») already weighs it, and stays one line. Cheese is told by the dish's names.
 */
export const toppings: readonly {
  readonly words: readonly string[];
  readonly meal: string;
  readonly inRecipe?: readonly string[];
}[] = [
  { words: ["جبنة", "جبنه", "جبن"], meal: "جبنة بيضاء" },
  { words: ["فرماج", "فروماج"], meal: "جبنة مطبوخة" },
  {
    words: ["بيض", "بيضة", "دحي", "دحية"],
    meal: "بيض مسلوق",
    // raw (in doughs), boiled, fried, poached, scrambled
    inRecipe: ["sr28:01123", "sr28:01129", "sr28:01128", "sr28:01131", "sr28:01132"],
  },
  {
    words: ["تن", "تونة", "تونه", "طون"],
    meal: "تونة معلبة بالزيت",
    // canned in oil, canned in water
    inRecipe: ["sr28:15119", "sr28:15121"],
  },
];
