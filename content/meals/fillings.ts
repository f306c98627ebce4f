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
  { meal: "جبنة مطبوخة", serving: "شريحة جبن", count: 1, why: "a slice, or a wedge, in the loaf" },
  { meal: "جبنة بيضاء", serving: "شريحة جبن", count: 1, why: "a slice in the loaf" },
  { meal: "جبنة شيدر", serving: "شريحة جبن", count: 1, why: "a slice in the loaf" },
];
