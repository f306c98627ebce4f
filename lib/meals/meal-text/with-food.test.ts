import { getMealCatalog } from "@/lib/meals/catalog";
import { bareWordDefaultsByWord } from "@/lib/meals/search";
import { createFoodMatcher } from "./food-matcher";
import { createMealTextParser } from "./parse-meal-text";
import { readWithWord } from "./with-food";
import { fold } from "./words";

const parser = createMealTextParser(getMealCatalog(), { defaults: bareWordDefaultsByWord });
const read = (text: string) => parser.parse(text).items.map((i) => [i.text, i.meal.name]);

describe("readWithWord: what a «بال…» word right after a food's words makes of it", () => {
  const catalog = getMealCatalog();
  const matcher = createFoodMatcher(catalog, bareWordDefaultsByWord);
  const ask = (food: string, word: string, dish: string) => {
    const reading = readWithWord(matcher, food.split(" ").map(fold), fold(word), dish);
    const meal = reading.meal === undefined ? undefined : catalog[reading.meal]?.name;
    return { meal, taken: reading.taken };
  };
  // [the food's words, the word after «بال», the meal the food's words named, what it reads]
  const table: [string, string, string, { meal?: string; taken: boolean }][] = [
    // a meal named with both: that meal
    ["مكرونة", "صلصة", "مكرونة مسلوقة", { meal: "مكرونة بصلصة الطماطم", taken: true }],
    ["حليب", "شوكولاطة", "حليب كامل الدسم", { meal: "حليب بالشوكولاتة", taken: true }],
    // through the meal's own first word, for a dialect word of the food
    ["روز", "حليب", "رز أبيض مطبوخ", { meal: "رز بلبن", taken: true }],
    // the dish's own ingredient: the dish, no other meal
    ["زميطة", "زيت", "زميطة", { meal: undefined, taken: true }],
    // neither: not taken here (with-food.ts's later steps, or a line of its own)
    ["زميطة", "تمر", "زميطة", { meal: undefined, taken: false }],
    ["شوفان", "حليب", "شوفان", { meal: undefined, taken: false }],
  ];
  it.each(table)("«%s بال%s»", (food, word, dish, expected) => {
    expect(ask(food, word, dish)).toEqual(expected);
  });
});

describe("a flavour written «بال…» is the food's taste, not a second food", () => {
  const table: [string, string[][]][] = [
    ["زبادي بالفراولة", [["زبادي بالفراولة", "زبادي"]]],
    ["آيس كريم بالفراولة", [["آيس كريم بالفراولة", "آيس كريم"]]],
    ["بوظة بالفستق", [["بوظة بالفستق", "آيس كريم"]]],
    ["دونات بالشوكولاطة", [["دونات بالشوكولاطة", "دونات"]]],
    // a meal named so comes first
    ["حليب بالشوكولاطة", [["حليب بالشوكولاطة", "حليب بالشوكولاتة"]]],
    ["كيك بالشوكولاطة", [["كيك بالشوكولاطة", "كيكة شوكولاتة"]]],
    // a food that is no flavour stays a food eaten with the one before
    [
      "شوفان بالحليب",
      [
        ["شوفان", "شوفان"],
        ["بالحليب", "حليب كامل الدسم"],
      ],
    ],
    // inside a bread it is a filling, weighed as one
    [
      "خبزة بالشوكولاطة",
      [
        ["خبزة", "خبز فرنسي"],
        ["بالشوكولاطة", "شوكولاتة داكنة"],
      ],
    ],
  ];
  it.each(table)("«%s»", (text, lines) => {
    expect(read(text)).toEqual(lines);
  });
});

describe("«الطبق بالـA والـB»: the foods joined to a dish's «بال…» food are inside it", () => {
  const table: [string, string[][]][] = [
    ["بريك بالبيض والتن", [["بريك بالبيض والتن", "بريك تونسي"]]],
    ["عصيدة بالرب والسمن", [["عصيدة بالرب والسمن", "عصيدة"]]],
    // never a bread eaten with it
    [
      "شكشوكة بالبيض والخبز",
      [
        ["شكشوكة بالبيض", "شكشوكة"],
        ["الخبز", "خبز عربي"],
      ],
    ],
    // a food joined with «و» alone, not «وال…», is eaten beside it
    [
      "بريك بالبيض وكاس شاهي",
      [
        ["بريك بالبيض", "بريك تونسي"],
        ["كاس شاهي", "شاهي ليبي"],
      ],
    ],
  ];
  it.each(table)("«%s»", (text, lines) => {
    expect(read(text)).toEqual(lines);
  });
});

describe("a dialect word for a food takes «بال…» as the meal's own word does", () => {
  const table: [string, string[][]][] = [
    // «روز» is «رز»: «رز بالحليب» is rice pudding
    ["روز بالحليب", [["روز بالحليب", "رز بلبن"]]],
    ["رز بالحليب", [["رز بالحليب", "رز بلبن"]]],
  ];
  it.each(table)("«%s»", (text, lines) => {
    expect(read(text)).toEqual(lines);
  });
});

describe("a bare kind word right beside a dish, no «و» between, says what it is made of", () => {
  const table: [string, string[][]][] = [
    ["حريمي حوت", [["حريمي حوت", "حرايمي"]]],
    ["شربة لحم", [["شربة لحم", "شربة ليبية"]]],
    // before the dish, with no amount of its own
    [
      "بيض شكشوكة مع خبز",
      [
        ["بيض شكشوكة", "شكشوكة"],
        ["خبز", "خبز عربي"],
      ],
    ],
    // a drink beside a dish is a list, not what the dish is made of
    [
      "حليب حريرة",
      [
        ["حليب", "حليب كامل الدسم"],
        ["حريرة", "حريرة"],
      ],
    ],
    // a food that is no dish takes no food beside it
    [
      "خبز جبنة",
      [
        ["خبز", "خبز عربي"],
        ["جبنة", "جبنة بيضاء"],
      ],
    ],
  ];
  it.each(table)("«%s»", (text, lines) => {
    expect(read(text)).toEqual(lines);
  });
});

describe("a bare word before a dish, spelled any way, is the dish's own base (isDishBaseWord)", () => {
  const meals = (text: string) => parser.parse(text).items.map((i) => [i.text, i.meal.name]);
  const table: [string, string[][]][] = [
    // «مكرونة مبكبكة» is an alias; «مقرونة» is the same word's other spelling
    ["كليت مقرونة مبكبكة", [["مقرونة مبكبكة", "مبكبكة"]]],
    ["معكرونة امبكبكة بالحوت", [["معكرونة امبكبكة بالحوت", "مبكبكة بالحوت"]]],
    // with «و» between, two foods
    [
      "مقرونة ومبكبكة",
      [
        ["مقرونة", "مكرونة مسلوقة"],
        ["مبكبكة", "مبكبكة"],
      ],
    ],
    // a word that is no base of the dish stays its own food
    [
      "رز شربة",
      [
        ["رز", "رز أبيض مطبوخ"],
        ["شربة", "شربة ليبية"],
      ],
    ],
  ];
  it.each(table)("«%s»", (text, expected) => {
    expect(meals(text)).toEqual(expected);
  });
});

describe("the amount of a bare word and the dish after it is the dish's (one line, its grams)", () => {
  const lines = (text: string) =>
    parser.parse(text).items.map((i) => [i.text, i.meal.name, i.amount.count, i.amount.unit]);
  const grams = (text: string) => parser.parse(text).items.map((i) => i.weighing.grams);
  const table: [string, (string | number | null)[][], string][] = [
    // the amount after the pair
    ["مقرونة مبكبكة صحن", [["مقرونة مبكبكة صحن", "مبكبكة", 1, "plate"]], "صحن مبكبكة"],
    ["بيض شكشوكة صحن", [["بيض شكشوكة صحن", "شكشوكة", 1, "plate"]], "صحن شكشوكة"],
    ["حوت حريمي صحن", [["حوت حريمي صحن", "حرايمي", 1, "plate"]], "صحن حرايمي"],
    // the amount before it
    ["صحنين معكرونة مبكبكة", [["صحنين معكرونة مبكبكة", "مبكبكة", 2, "plate"]], "صحنين مبكبكة"],
    ["طاسة لحم شربة", [["طاسة لحم شربة", "شربة ليبية", 1, "plate"]], "طاسة شربة"],
  ];
  it.each(table)("«%s»", (text, expected, same) => {
    expect(lines(text)).toEqual(expected);
    expect(grams(text)).toEqual(grams(same));
  });
  it("a count of the bare word's own food stays that food («٢ بيض شكشوكة»)", () => {
    expect(lines("٢ بيض شكشوكة")[0]).toEqual(["٢ بيض", "بيض مسلوق", 2, null]);
  });
});
