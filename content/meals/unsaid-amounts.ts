// What a nutritionist takes for a food named with no amount («جبنة وزيتون وخبز»), where the
// meal's typical serving (its first) is not what is eaten with the rest: cheese is two slices
// with bread, not one; olives a few, not one (a chicken's typical serving is already a quarter
// chicken). Data for
// lib/meals/meal-text/unsaid-amount.ts: each names one of the meal's own servings (USDA's, or
// an estimate already stated in the data) and how many of it, with why.

export interface UnsaidAmount {
  /** The meal's exact name. */
  meal: string;
  /** The label of one of its servings. */
  serving: string;
  /** How many of that serving. */
  count: number;
  why: string;
}

export const unsaidAmounts: readonly UnsaidAmount[] = [
  {
    meal: "جبنة بيضاء",
    serving: "شريحة جبن",
    count: 2,
    why: "a slice or two with bread at breakfast, not USDA's cup of it crumbled",
  },
  {
    meal: "جبنة شيدر",
    serving: "شريحة جبن",
    count: 2,
    why: "a slice or two, as white cheese",
  },
  {
    meal: "زيتون أخضر",
    serving: "زيتونة",
    count: 6,
    why: "a few olives on the plate (half a dozen), not one",
  },
  {
    meal: "زيتون أسود",
    serving: "حبة كبيرة",
    count: 6,
    why: "a few olives, as green olives",
  },

  {
    meal: "عجة",
    serving: "بيضة واحدة",
    count: 2,
    why: "one omelette, of about two eggs: FNDDS 32130010 weighs an omelette of no stated size 110 g, two of its 55 g eggs",
  },
  {
    meal: "بطاطا مقلية",
    serving: "كوب",
    count: 2,
    why: "a side of fries, not one cup: FNDDS 71401010 weighs fries of no stated amount 110 g, about two of its 60 g cups",
  },
  {
    meal: "تمر دقلة نور",
    serving: "تمرة منزوعة النوى",
    count: 5,
    why: "dates are eaten by a few, not one: five, an odd number as a fast is broken with, about 36 g of SR28 09087's 7.1 g dates: a small handful, as USDA's handful of dried fruit is its ounce (28.35 g, SR28 09298); our estimate",
  },
  {
    meal: "بسكويت بالزبدة",
    serving: "قطعة بسكويت",
    count: 6,
    why: "biscuits are eaten by the few, not one: USDA states butter cookies' serving as 1 oz (28.35 g, SR28 18155), about six of its 5 g cookies",
  },
  {
    meal: "لقيمات",
    serving: "كرة دونات صغيرة",
    count: 8,
    why: "our estimate: a small plate as served, about the 100 g the recipe is weighed for, eight of its 13 g balls (SR28 18255, 1 doughnut hole)",
  },
  {
    meal: "شباكية",
    serving: "حبة صغيرة",
    count: 4,
    why: "our estimate: a few pieces beside the soup at iftar, four of its 15 g pieces (FNDDS 53520200, 1 miniature churro), 60 g, not the recipe's 100 g batch",
  },
  {
    meal: "لبنة",
    serving: "ملعقة كبيرة",
    count: 3,
    why: "spread on bread: a few tablespoons, not one",
  },
  {
    meal: "سلطة عربية",
    serving: "صحن",
    count: 0.7,
    why: "a side salad beside the meal, not a plate of it, but of chopped tomato and cucumber, denser than the lettuce FNDDS weighs its side salad of (94 g, 75143000): about 140 g, between FNDDS's cucumber and vinegar salad of no stated amount (80 g) and its cup (159 g, 75142600), as its single-serving container of chopped coleslaw holds 150 g (75141000); 0.7 of our 202 g plate",
  },
  {
    meal: "تبولة",
    serving: "صحن",
    count: 0.5,
    why: "a side salad beside the meal, not a plate of it: FNDDS weighs a side salad 94 g (75143000) and a Greek salad of no stated amount 105 g (75146000); half our 221 g plate",
  },
  {
    meal: "فتوش",
    serving: "صحن",
    count: 0.5,
    why: "a side salad beside the meal, not a plate of it: FNDDS weighs a side salad 94 g (75143000) and a Greek salad of no stated amount 105 g (75146000); half our 216 g plate",
  },
  {
    meal: "جبنة قريش",
    serving: "كوب (حبيبات كبيرة)",
    count: 0.5,
    why: "half a cup, not a cup: FNDDS 14201010 (creamed cottage cheese, this food) weighs an amount not specified 105 g, half its 210 g cup",
  },
  {
    meal: "طحينة",
    serving: "ملعقة كبيرة",
    count: 2,
    why: "two tablespoons, USDA's usual serving of tahini (2 tbsp, 30 g)",
  },
  {
    meal: "صفيحة",
    serving: "قطعة صغيرة",
    count: 3,
    why: "small open pies eaten a few at a time: three of FNDDS 58116117's small empanada (35 g), about its one meat pastry (FNDDS 58124230, 85 g)",
  },
  {
    meal: "حلاوة طحينية",
    serving: "ملعقة كبيرة",
    count: 2,
    why: "USDA weighs halavah by the ounce, 28.35 g (SR28 19117, its only portion): about two of its 15 g tablespoons, not one",
  },
];
