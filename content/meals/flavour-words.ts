// A flavour said after a food that is made in flavours (lib/meals/meal-text/flavour-word.ts):
// «ice cream 2 scoops chocolate», «آيس كريم فراولة»: the ice cream's flavour, never a bar of
// chocolate or a strawberry beside it.

/** Foods sold in flavours, as their names and aliases are written. */
export const flavouredFoods: readonly string[] = [
  "آيس كريم",
  "ايسكريم",
  "ايس كريم",
  "بوظة",
  "جيلاتي",
  "مثلجات",
  "ice cream",
];

/** Flavour words. */
export const flavourWords: readonly string[] = [
  ...["chocolate", "chocolat", "choco", "vanilla", "vanille", "strawberry", "fraise"],
  ...["شوكولاتة", "شوكولاته", "شوكولا", "شكلاطة", "شيكولاتة", "كاكاو"],
  ...["فانيليا", "فانيلا", "فراولة", "فراوله", "فريز"],
];

/**
 * A scoop, said between the food and its flavour («ice cream 2 scoops chocolate», «بوظة كورتين
 * فراولة»): the amount is the food's, and the flavour still belongs to it.
 */
export const scoopWords: readonly string[] = [
  ...["scoop", "scoops", "boule", "boules"],
  ...["كورة", "كورتين", "كورات", "بولة", "بولتين", "بولات"],
];
