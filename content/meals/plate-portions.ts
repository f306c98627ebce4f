// A plate of a plain staple that the data weighs only by the cup («صحن رز»، «رز» at lunch): the
// staple as our own home plates hold it. USDA has no plate, and its cup of cooked rice (158 g)
// is a side's scoop, not the plate a Libyan lunch is served on. Data for
// lib/meals/meal-text/plate-portion.ts (the "plate-portion" rule): what a plate holds, in grams,
// with why (our estimate, from our recipes), and which of the meal's own servings it is counted
// in; how many of that serving make the plate is plate-portion.ts's to work out from its weight.

export interface PlatePortion {
  /** The meal's exact name. */
  meal: string;
  /** The label of one of its servings, the one the plate is counted in. */
  serving: string;
  /** What the plate holds: grams of the food as eaten. */
  grams: number;
  why: string;
}

export const platePortions: readonly PlatePortion[] = [
  {
    meal: "رز أبيض مطبوخ",
    // USDA's cup of cooked long-grain rice, 158 g (SR28 20045)
    serving: "كوب",
    grams: 220,
    why: "the cooked rice of a plate in our Libyan rice dishes (رز مبوخ، رز بالخلطة، رز بالحوت: 220 g each, libyan.ts)",
  },
  {
    meal: "مكرونة مسلوقة",
    // USDA's cup of cooked pasta, not packed, 124 g (SR28 20121)
    serving: "كوب غير مكبوس",
    grams: 220,
    why: "the cooked pasta of a plate in our Libyan pasta dishes (رشتة، محمصة: 220 g; مبكبكة: 250 g; libyan.ts), the median 220 g",
  },
];
