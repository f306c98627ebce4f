// A plate of a plain staple that the data weighs only by the cup («صحن رز»، «رز» at lunch): the
// staple as our own home plates hold it. USDA has no plate, and its cup of cooked rice (158 g)
// is a side's scoop, not the plate a Libyan lunch is served on. Data for
// lib/meals/meal-text/weigh.ts (the "plate-portion" rule): each names one of the meal's own
// servings and how many of it make the plate, with why (our estimate, from our recipes).

export interface PlatePortion {
  /** The meal's exact name. */
  meal: string;
  /** The label of one of its servings. */
  serving: string;
  /** How many of that serving a plate holds. */
  count: number;
  why: string;
}

export const platePortions: readonly PlatePortion[] = [
  {
    meal: "رز أبيض مطبوخ",
    serving: "كوب",
    // 220 ÷ 158 g (USDA's cup of cooked long-grain rice, SR28 20045)
    count: 1.4,
    why: "the cooked rice of a plate in our Libyan rice dishes (رز مبوخ، رز بالخلطة، رز بالحوت: 220 g each, libyan.ts), about 1.4 of USDA's 158 g cup",
  },
  {
    meal: "مكرونة مسلوقة",
    serving: "كوب غير مكبوس",
    // 220 ÷ 124 g (USDA's cup of cooked pasta, not packed)
    count: 1.75,
    why: "the cooked pasta of a plate in our Libyan pasta dishes (رشتة، محمصة: 220 g; مبكبكة: 250 g; libyan.ts), the median 220 g, about 1.75 of USDA's 124 g cup",
  },
];
