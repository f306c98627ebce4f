// Words that name a meat: «علوش بالعظم» is lamb on the bone, not lamb and an egg
// (lib/meals/meal-text/bone-or-egg.ts).

export const meatWords: readonly string[] = [
  "لحم",
  "لحمة",
  "علوش",
  "ضاني",
  "ضان",
  "خروف",
  "غنم",
  "عجل",
  "بقري",
  "جمل",
  "دجاج",
  "فراخ",
  "ريش",
  "كتف",
  "فخذ",
  "رقبة",
  "موزات",
  "قديد",
  "شية",
];

/**
 * Staples eaten beside a dish, never cooked in it: «سلطة تونة بالخبز» is the salad with bread
 * (lib/meals/meal-text/dish-modifier.ts).
 */
export const eatenBesideWords: readonly string[] = [
  "خبز",
  "خبزة",
  "عيش",
  "رغيف",
  "كسرة",
  "رز",
  "ارز",
  "تمن",
];
