// The household units people name when they say what they ate («صحنين كسكسي، كاس شاهي»), as
// Arabic words: what the meal-text parser understands (lib/meals/meal-text/) and how an amount
// is written back («صحنان»). Data only; the parser folds every spelling (hamza, ة/ه, ى/ي)
// the way the meal search does, so one spelling of each letter variant suffices here.

/**
 * What an amount is counted in. `gram`, `kilo`, `ml` and `litre` are weights and volumes;
 * the others are looked up among a meal's servings (content/meals/README.md, "Amounts in a
 * sentence"). `portion` and `ounce` («حصة»، «أونصة») are no household unit a person names,
 * but a meal's typical serving may be one, and an amount of it is written in it.
 */
export type HouseholdUnit =
  | "plate"
  | "glass"
  | "cup"
  | "fingan"
  | "loaf"
  | "piece"
  | "slice"
  | "sandwich"
  | "tbsp"
  | "tsp"
  | "can"
  | "packet"
  | "handful"
  | "ladle"
  | "gram"
  | "kilo"
  | "ml"
  | "litre"
  | "portion"
  | "ounce";

/** A noun an amount is said in: its unit and how it is written and typed. */
export interface HouseholdNoun {
  unit: HouseholdUnit;
  /** Written forms: one, two (the dual, «صحنان»), three to ten (the plural). */
  forms: readonly [one: string, two: string, few: string];
  /** Other singular spellings people type; their duals (ين/ان, تين/تان) follow by rule. */
  typed?: readonly string[];
  /** Plurals people type besides `forms[2]` (broken plurals and Libyan forms). */
  plurals?: readonly string[];
  /** The food the unit means when none is named («نص رغيف» is half a loaf of bread). */
  implies?: string;
  /** A feminine noun takes «كبيرة», a masculine one «كبير». */
  feminine?: true;
  /** The singular after 11–99 when it differs from `forms[0]`: «11 صحنًا». */
  accusative?: string;
  /**
   * A vessel of one known size, weighed as its millilitres of whatever it holds
   * («استكانة»: a small tea glass), not as the food's own glass or cup.
   */
  ml?: number;
  /** A piece cut from a whole («قطعة دلاع»), never the whole itself («حبة»). */
  cut?: true;
}

// Order matters only for writing: the first noun of a unit is the one an amount is written in
// when the serving that gave the weight names no noun of its own.
export const householdNouns: readonly HouseholdNoun[] = [
  {
    unit: "plate",
    forms: ["صحن", "صحنان", "صحون"],
    accusative: "صحنًا",
    // «مندي نفر»: one person's plate, as a restaurant sells a dish by the person; «ماعون»: the
    // Iraqi and Gulf plate
    typed: ["صحفة", "نفر", "ماعون"],
    plurals: ["صحونة", "صحنات", "مواعين"],
  },
  { unit: "plate", forms: ["طبق", "طبقان", "أطباق"], accusative: "طبقًا", typed: ["زبدية"] },
  // A bowl («طاسة»، the Moroccan «زلافة»، «طبسيل»، the shared «قصعة») is served as a plate.
  {
    unit: "plate",
    forms: ["طاسة", "طاستان", "طاسات"],
    feminine: true,
    // «سلطانية»: the Egyptian bowl
    typed: ["زلافة", "طبسيل", "قصعة", "سلطانية"],
    plurals: ["زلايف", "طباسل", "قصاع"],
  },
  {
    unit: "glass",
    forms: ["كأس", "كأسان", "كؤوس"],
    accusative: "كأسًا",
    typed: ["كاسة"],
    // «كواس»: the Libyan plural of «كاس» («تلاث كواس شاهي»)
    plurals: ["كاسات", "كواس"],
  },
  // «استكانة»: the small slim-waisted glass tea is drunk from in Iraq and the Gulf. About 100 ml
  // of tea, our estimate: no food table weighs it; the same glass sold in Turkey (ince belli) is
  // given as 4.25 fl oz, 126 ml, filled to its brim (profoundadvices.com, "What are Turkish
  // tea glasses called?"), and a mug of tea, USDA's cup, is 237 ml.
  {
    unit: "glass",
    forms: ["استكانة", "استكانتان", "استكانات"],
    feminine: true,
    // «استكان»: the Iraqi masculine, whose dual is «استكانين»
    typed: ["ستكانة", "إستكانة", "استكان"],
    ml: 100,
  },
  {
    unit: "cup",
    forms: ["كوب", "كوبان", "أكواب"],
    accusative: "كوبًا",
    // «كوباية»: the Egyptian cup; «قدح» the Gulf's; «مج»/«ماج» a mug (a large one is «كبير»)
    typed: ["كباية", "كوباية", "قدح", "مج", "ماج"],
    // «كبابي»: the Sudanese and Egyptian plural of «كباية»
    plurals: ["كوبات", "كوبايات", "كبايات", "كبابي"],
  },
  {
    unit: "fingan",
    forms: ["فنجان", "فنجانان", "فناجين"],
    accusative: "فنجانًا",
    typed: ["فنجال", "فنجانة"],
    plurals: ["فناجيل"],
  },
  // «رغايف» is also a meal's name (مسمن), so it is not read as a plural here.
  {
    unit: "loaf",
    forms: ["رغيف", "رغيفان", "أرغفة"],
    accusative: "رغيفًا",
    plurals: ["رغفان"],
    implies: "خبز",
  },
  // «wings 6 pcs»: the English piece shortened («piece», «pieces» are read as «قطعة»، «قطع»,
  // content/meals/spellings.ts), never a dish one letter from it
  {
    unit: "piece",
    forms: ["حبة", "حبتان", "حبات"],
    feminine: true,
    typed: ["حباية", "pc"],
    plurals: ["pcs"],
  },
  {
    unit: "piece",
    forms: ["قطعة", "قطعتان", "قطع"],
    feminine: true,
    cut: true,
    // «شقفة»: the Levant's piece
    typed: ["قرص", "حتة", "شقفة"],
    plurals: ["أقراص", "شقف"],
  },
  { unit: "piece", forms: ["سيخ", "سيخان", "أسياخ"], accusative: "سيخًا" },
  { unit: "piece", forms: ["لوح", "لوحان", "ألواح"], accusative: "لوحًا" },
  { unit: "piece", forms: ["كرة", "كرتان", "كرات"], feminine: true },
  // «صوابع محشي كرنب»، «صبعين ورق عنب»: the Libyan finger, a rolled piece of a stuffed dish
  // (weighed by its roll, «لفافة»). The formal «أصابع» is left to names («أصابع زينب»).
  { unit: "piece", forms: ["صبع", "صبعين", "صوابع"], plurals: ["صوابيع"], typed: ["صباع"] },
  { unit: "slice", forms: ["شريحة", "شريحتان", "شرائح"], feminine: true, plurals: ["شرايح"] },
  {
    unit: "sandwich",
    forms: ["سندويش", "سندويشان", "سندويشات"],
    accusative: "سندويشًا",
    typed: ["سندويتش", "ساندويش", "ساندويتش", "ساندوتش", "سندوتش", "سندويشة", "ساندويشة", "شطيرة"],
    plurals: ["سندويتشات", "ساندويتشات", "سندوتشات", "ساندوتشات"],
  },
  {
    unit: "tbsp",
    forms: ["ملعقة كبيرة", "ملعقتان كبيرتان", "ملاعق كبيرة"],
    typed: ["ملعقة", "معلقة"],
    plurals: ["معالق", "ملاعق"],
  },
  { unit: "tsp", forms: ["ملعقة صغيرة", "ملعقتان صغيرتان", "ملاعق صغيرة"] },
  // «رشة زيت»: a drizzle or a pinch, read as a teaspoon, the most a drizzle holds (our estimate:
  // no table weighs a «رشة»; USDA's smallest household measure of oil is the teaspoon, 4.5 g).
  { unit: "tsp", forms: ["رشة", "رشتان", "رشات"], feminine: true },
  {
    unit: "ladle",
    forms: ["مغرفة", "مغرفتان", "مغارف"],
    feminine: true,
    typed: ["مغرافة", "كبشة"],
  },
  {
    unit: "can",
    forms: ["علبة", "علبتان", "علب"],
    feminine: true,
    // a bottle («زجاجة»، the Egyptian «قزازة»، Libya's «قرعة»: «قرعة ببسي») or a carton of
    // juice: the container it is sold in. «كانز»: Libya's word for a soft drink's can («كوكا كانز»)
    typed: ["قنينة", "قارورة", "كانة", "كانيط", "زجاجة", "قزازة", "كرتونة", "كانز", "قرعة"],
    plurals: ["قرعات"],
  },
  // «باكو»: the Maghreb's and Libya's packet (the French «paquet»: «باكو بسكويت»)
  {
    unit: "packet",
    forms: ["كيس", "كيسان", "أكياس"],
    accusative: "كيسًا",
    typed: ["ظرف", "باكو"],
  },
  // «قرطاس»: the paper cone a street seller fills with roasted peanuts, seeds or chickpeas
  // («قرطاس كاكاوية»). No food table weighs one; our estimate is its volume: a cone rolled from a
  // sheet of paper about 12 cm deep and 6 cm across the mouth holds π × 3² × 12 ÷ 3 ≈ 113 ml,
  // taken as half of USDA's 236.6 ml cup, 118 ml, and weighed as that volume of what it holds
  // (a cone of peanuts as half their cup).
  {
    unit: "packet",
    forms: ["قرطاس", "قرطاسان", "قراطيس"],
    accusative: "قرطاسًا",
    ml: 118,
  },
  { unit: "portion", forms: ["حصة", "حصتان", "حصص"], feminine: true },
  { unit: "ounce", forms: ["أونصة", "أونصتان", "أونصات"], feminine: true },
  { unit: "handful", forms: ["كمشة", "كمشتان", "كمشات"], feminine: true, typed: ["حفنة", "قبضة"] },
  {
    unit: "gram",
    forms: ["غ", "غ", "غ"],
    // «120 غرامًا»: the accusative after 11–99, as written
    typed: ["غرام", "جرام", "غم", "جم", "غراما", "جراما", "g", "gr", "gram", "grams"],
    plurals: ["غرامات", "جرامات"],
  },
  { unit: "kilo", forms: ["كيلو", "كيلو", "كيلو"], typed: ["كغ", "كجم", "كيلوغرام", "kg"] },
  { unit: "ml", forms: ["مل", "مل", "مل"], typed: ["ملل", "ml"] },
  { unit: "litre", forms: ["لتر", "لتران", "لترات"], accusative: "لترًا", typed: ["ليتر", "l"] },
  // «طرف»: the Maghreb's piece cut from a whole («زوز طرف دلاع»، «طرف بسطيلة»، «طرف خبز»)
  { unit: "piece", forms: ["طرف", "طرفان", "أطراف"], accusative: "طرفًا", cut: true },
];

/** Words after «ملعقة» that say which spoon; without one, «ملعقة» is a tablespoon. */
export const spoonSizes = {
  tbsp: ["كبيرة", "كبير", "كبار", "كبيرتين", "كبيرتان", "أكل", "طعام", "شوربة"],
  tsp: ["صغيرة", "صغير", "صغار", "صغيرتين", "صغيرتان"],
  /** «ملعقة شاي سكر»: a teaspoon, but only when a food follows (else it is tea). */
  tspBeforeFood: ["شاي", "شاهي", "قهوة"],
} as const;

/**
 * Sizes after a unit or a count noun: they pick the serving of that size when it has one.
 * Written after a feminine noun («حبة كبيرة») or a masculine one («رغيف كبير»), one or two,
 * or as an object («أكلت صحنًا صغيرًا»).
 */
export const servingSizes = {
  large: {
    feminine: ["كبيرة", "كبيرتان"],
    masculine: ["كبير", "كبيران"],
    typed: ["كبار", "كبيرتين", "كبيرين", "كبيرات", "كبيرًا", "كبيرةً"],
  },
  medium: {
    feminine: ["متوسطة", "متوسطتان"],
    masculine: ["متوسط", "متوسطان"],
    typed: ["وسط", "متوسطتين", "متوسطين", "متوسطات", "متوسطًا"],
  },
  small: {
    feminine: ["صغيرة", "صغيرتان"],
    masculine: ["صغير", "صغيران"],
    typed: ["صغار", "صغيرتين", "صغيرين", "صغيرات", "عصافيري", "صغيرًا", "صغيرةً"],
  },
} as const;

/**
 * A food's own count noun («بيضة»، «تمرة»): one piece of it. `food` is the word the food is
 * found by, so «بيضتين مقلي» is two pieces of «بيض مقلي».
 */
export interface CountNoun {
  word: string;
  food: string;
  unit: "piece" | "loaf";
}

export const countNouns: readonly CountNoun[] = [
  { word: "بيضة", food: "بيض", unit: "piece" },
  { word: "تمرة", food: "تمر", unit: "piece" },
  { word: "موزة", food: "موز", unit: "piece" },
  { word: "تفاحة", food: "تفاح", unit: "piece" },
  { word: "برتقالة", food: "برتقال", unit: "piece" },
  { word: "بردقانة", food: "برتقال", unit: "piece" },
  { word: "سفنزة", food: "سفنز", unit: "piece" },
  { word: "زيتونة", food: "زيتون", unit: "piece" },
  { word: "تينة", food: "تين", unit: "piece" },
  { word: "خوخة", food: "خوخ", unit: "piece" },
  { word: "مشمشة", food: "مشمش", unit: "piece" },
  { word: "كمثراية", food: "كمثرى", unit: "piece" },
  { word: "رمانة", food: "رمان", unit: "piece" },
  { word: "بصلة", food: "بصل", unit: "piece" },
  { word: "طماطماية", food: "طماطم", unit: "piece" },
  { word: "خيارة", food: "خيار", unit: "piece" },
  { word: "جزرة", food: "جزر", unit: "piece" },
  { word: "بطاطاية", food: "بطاطا", unit: "piece" },
  { word: "كرواسونة", food: "كرواسون", unit: "piece" },
  { word: "فلافلاية", food: "فلافل", unit: "piece" },
  { word: "طعمياية", food: "طعمية", unit: "piece" },
  { word: "دجاجة", food: "دجاج", unit: "piece" },
  { word: "بطيخة", food: "بطيخ", unit: "piece" },
  { word: "دلاعة", food: "دلاع", unit: "piece" },
  // a whole fish: «سمكة»، and the Libyan «حوتة» («حوت» is fish)
  { word: "سمكة", food: "سمك", unit: "piece" },
  { word: "حوتة", food: "حوت", unit: "piece" },
  { word: "خبزة", food: "خبزة", unit: "loaf" },
  // Iraq's «صمونة»: one loaf of صمون, the white wheat loaf
  { word: "صمونة", food: "صمون", unit: "loaf" },
  // Libyan: «دحية» an egg, «كعكة» a ring of كعك, «مقروضة» a piece of مقروض
  { word: "دحية", food: "بيض", unit: "piece" },
  { word: "كعكة", food: "كعك", unit: "piece" },
  { word: "مقروضة", food: "مقروض", unit: "piece" },
];

/**
 * First words of USDA and recipe serving labels (content/meals/household-measures.ts, the
 * recipes' `serving.label`) that count pieces of a food without being a unit people type.
 */
export const pieceLabelWords: readonly string[] = [
  "ثمرة",
  "سمكة",
  "بيضة",
  "تمرة",
  "تينة",
  "زيتونة",
  "خيارة",
  "رمانة",
  "برقوقة",
  "كبدة",
  "نقانق",
  "كرواسون",
  "فخذ",
  "لوح",
  "إصبع",
  "كرة",
  "زهيرات",
  "قرون",
  "أصابع",
  "لفافة",
  "ريشة",
  "سيخ",
  "صدر",
  "دجاجة",
  "جزرة",
  "فص",
  "مكعب",
  "حلقة",
  "قرن",
  "عود",
  "بطيخة",
];

/** Serving labels that are no household unit: a nutrition-label serving and the ounce. */
export const nonHouseholdLabelWords = {
  portion: ["حصة"],
  ounce: ["أونصة", "أونصات"],
} as const;

/**
 * Estimates for amounts the data has no serving in (content/meals/README.md, "Amounts in a
 * sentence"), each with why.
 */
export const householdEstimates = {
  /**
   * A size said of a serving with none of that size: the medians, among the foods of
   * usda-household-weights.json with a small, a medium and a large of the same measure
   * (12 foods), of large ÷ medium (1.42) and small ÷ medium (0.67).
   */
  sizes: { small: 0.67, medium: 1, large: 1.42 },
  /**
   * A serving ladle holds 4 US fl oz, half of USDA's 8-fl-oz cup: half the food's cup. A food
   * served by the plate only (a recipe's plate, 300–450 g): a third of it, a home plate being
   * served with about three such ladles (an estimate).
   */
  ladle: { cups: 0.5, plates: 1 / 3 },
  /**
   * «قطعة»/«حبة» of a dish served only by the plate («3 قطع مبطن»، «محشي 3 حبات»): a third of its
   * plate, a home plate of such a dish being served as about three pieces, as it is with
   * about three ladles (an estimate).
   */
  piece: { plates: 1 / 3 },
  /**
   * A whole fish said by count («حوتتين»، «سمكتين») of a fried-fish dish served only by the
   * plate: a plate each. A home plate of fried fish is one pan-size fish: the recipe plates hold
   * 150 g of fish, between FNDDS's fillet of fish (90 g) and its whole fish of any size (270 g,
   * FNDDS 26100140); a fish the data weighs by the fillet is two fillets (everyday-foods.ts).
   * An estimate.
   */
  wholeFish: { nouns: ["سمكة", "حوتة"], plates: 1 },
  /**
   * «فنجان» of a drink the data serves by the cup only («فنجان قهوة بالحليب»): USDA's own cups
   * of coffee and tea, as household-measures.ts names them, against its 8-fl-oz cup: «فنجان
   * كبير» its 6 fl oz (SR28 14209, 14355), «فنجان صغير» its espresso cup of 2 fl oz. A fingan of
   * no size said is the large one, the cup such a drink is drunk from (an estimate).
   */
  fingan: { cups: { large: 6 / 8, medium: 6 / 8, small: 2 / 8 } },
  /**
   * «حفنة» of a food with no ounce in the data (dried figs, popcorn): what a cupped hand holds,
   * about half a cup (an estimate, as hand-size portion guides count a cupped hand), but never
   * more than the ounce (28.35 g) USDA gives as a handful's serving of nuts and dried fruit
   * («1 oz (60 raisins)», SR28 09298), so a dense food is not weighed heavier than those.
   */
  handful: { cups: 0.5, maxGrams: 28.35 },
  /**
   * A tablespoon of a dish the data serves only by the plate («بسيسة ملعقتين», «خبيص»): USDA's
   * tablespoon, 14.8 ml (a sixteenth of its 236.6 ml cup), of a dish weighing about 1 g per
   * ml, as USDA's cups of cooked dishes do (a cup of soup 245 g, SR28 06497), rounded to 15 g
   * (an estimate: no table weighs a spoon of these dishes).
   */
  spoonOfDish: { gramsPerTbsp: 15 },
  /**
   * «كاسة مرق بامية»، «كوباية فول»: a glass or cup of a dish the data serves only by the plate
   * holds a US cup, 236.6 ml, of a dish weighing about 1 g per ml, as USDA's cups of cooked
   * dishes do (lentil soup 248 g, SR28 06037; chili con carne 242 g, SR28 22904; lentil soup
   * 255 g, FNDDS 41603000): 240 g, sixteen of spoonOfDish's spoons, and never more than its plate
   * (an estimate: no table weighs a glass of these dishes).
   */
  cupOfDish: { grams: 240 },
  /**
   * The most plates one person eats at one sitting: four (an estimate: four of our recipe plates,
   * 300–450 g each, are 1.2–1.8 kg, already beyond any meal in the labelled sets). A larger count
   * of plates («٦ صحون كسكسي»، «صحن لكل واحد» after «على ٦») counts the people served, and the
   * one writing ate one plate of it.
   */
  platesAtOneSitting: 4,
  /**
   * The heaviest piece one eats: a kilogram (an estimate, above any piece of fruit, bread or
   * meat one person eats). A heavier piece in the data is a whole fruit one cuts («بطيخ أحمر»: a
   * melon of 4,518 g, SR28 09326), so a piece cut of it («قطعة دلاع») is its slice (the wedge,
   * 286 g, the same row).
   */
  pieceGramsAtMost: 1000,
  /**
   * «كاسات شاهي»، «تمرات»: a plural said with no number is three, the least an Arabic plural
   * says (two has its own form, the dual; the plural of few, «جمع القلة», is three to ten). The
   * line says so and its count can be corrected (an estimate: the least the words mean).
   */
  pluralWithoutNumber: 3,
  /**
   * Millilitres of a food the data weighs by no cup and no volume (a fruit, a cake): a gram a
   * millilitre, as water weighs and as USDA's cups of cooked dishes nearly do (cupOfDish's
   * sources). An estimate, shown as one on the line.
   */
  gramsPerMlAtLast: 1,
} as const;

/**
 * «كباب عراقي 3 شيش»، «تكة شيشين»: Iraq's and the Levant's «شيش», a skewer, said as the unit of
 * the grill before it (lib/meals/meal-text/skewer-word.ts), weighed as «سيخ» is. Alone, or
 * before a food («سيخ شيش»، «شيش طاووق»), the word stays shish tawook's.
 */
export const skewerWords: { readonly unit: string; readonly one: string; readonly two: string } = {
  unit: "سيخ",
  one: "شيش",
  two: "شيشين",
};
