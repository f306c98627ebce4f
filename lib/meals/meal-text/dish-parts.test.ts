// The rules that keep a dish whole (parse-meal-text.ts): what it is made with is inside it, a
// count of its own food counts the dish, and «ونص» before a food starts that food's amount.
import { getMealCatalog } from "@/lib/meals/catalog";
import { bareWordDefaultsByWord } from "@/lib/meals/search";
import { createMealTextParser } from "./parse-meal-text";

const parser = createMealTextParser(getMealCatalog(), { defaults: bareWordDefaultsByWord });
const read = (text: string) =>
  parser.parse(text).items.map((i) => [i.meal.name, i.text, i.weighing.grams] as const);

type Row = [string, [meal: string, text: string, grams: number][]];
const check = (text: string, expected: Row[1]) => {
  const got = read(text);
  expect(got.map(([meal, words]) => [meal, words])).toEqual(
    expected.map(([meal, words]) => [meal, words]),
  );
  got.forEach(([, , grams], i) => expect(grams).toBeCloseTo(expected[i]![2], 6));
};

describe("belongsToBefore (with-food.ts): what a dish is made with is in its recipe", () => {
  // Typical servings: shakshouka 327 g, aseeda 355 g and tajine 311 g plates, a bagrir 50 g.
  const table: Row[] = [
    ["شكشوكة بالبيض", [["شكشوكة", "شكشوكة بالبيض", 327]]],
    ["عصيدة بالرب والسمن", [["عصيدة", "عصيدة بالرب والسمن", 355]]],
    ["بغرير بالعسل والزبدة", [["بغرير", "بغرير بالعسل والزبدة", 50]]],
    // not a food eaten with it: a bread, or a food that is no spoonful
    [
      "شكشوكة بالخبز",
      [
        ["شكشوكة", "شكشوكة", 327],
        ["خبز عربي", "بالخبز", 60],
      ],
    ],
    [
      "زميطة بالزيت والتمر",
      [
        ["زميطة", "زميطة بالزيت", 128],
        ["تمر دقلة نور", "التمر", 5 * 7.1],
      ],
    ],
    // not after a single food, nor after a drink
    [
      "شوفان بالحليب",
      [
        ["شوفان", "شوفان", 41],
        ["حليب كامل الدسم", "بالحليب", 244],
      ],
    ],
    // a bread's filling stays a filling (filling.ts): a third of a can of tuna, 57 g
    [
      "خبزة بالتن",
      [
        ["خبز فرنسي", "خبزة", 152],
        ["تونة معلبة بالزيت", "بالتن", 57],
      ],
    ],
  ];
  it.each(table)("«%s»", check);
});

describe("isCountOfDish: a count of the dish's own food counts the dish", () => {
  // USDA SR28 01132: one large scrambled egg 61 g; the omelette's stated egg 55 g, its serving.
  const table: Row[] = [
    ["بيض مخفوق بيضتين", [["بيض مخفوق", "بيض مخفوق بيضتين", 2 * 61]]],
    ["عجة 3 بيضات", [["عجة", "عجة 3 بيضات", 3 * 55]]],
    // before the dish, a count is eggs of their own
    [
      "بيضتين وعجة",
      [
        ["بيض مسلوق", "بيضتين", 100],
        ["عجة", "عجة", 2 * 55],
      ],
    ],
  ];
  it.each(table)("«%s»", check);
});

describe("halfOfNext: «ونص» before a food starts that food's amount", () => {
  // USDA: a French loaf 152 g (a Libyan خبزة), a boiled egg 50 g; tripe's plate 361 g.
  const table: Row[] = [
    [
      "زوز بيضات ونص خبزة",
      [
        ["بيض مسلوق", "زوز بيضات", 100],
        ["خبز فرنسي", "نص خبزة", 76],
      ],
    ],
    [
      "كرشة صحن وربع خبزة",
      [
        ["كرشة", "كرشة صحن", 361],
        ["خبز فرنسي", "ربع خبزة", 38],
      ],
    ],
    // a unit with no food yet: one and a half of it
    ["صحن ونص كسكسي", [["كسكسي باللحم والخضار", "صحن ونص كسكسي", 1.5 * 566]]],
    ["كسكسي صحن ونص", [["كسكسي باللحم والخضار", "كسكسي صحن ونص", 1.5 * 566]]],
  ];
  it.each(table)("«%s»", check);
});

describe("isDishPart (with-food.ts): what a dish is made or served with, said «بال…» or «مع»", () => {
  // Plates: bazeen 665 g, couscous 566 g, bsisa's small plate 103 g, ful 230 g, rub w zeit 105 g;
  // a glass of laban 245 g, of milk 244 g, of Libyan tea 115 g; a round loaf 60 g.
  const table: Row[] = [
    ["صحن بازين بالقديد", [["بازين", "صحن بازين بالقديد", 665]]],
    // the soup's own chickpeas, not a dish of hummus beside it (a plate of sharba 393 g)
    ["صحن شربة بالحمص", [["شربة ليبية", "صحن شربة بالحمص", 393]]],
    // «بزين»: بازين as it is often typed
    [
      "صحن بزين وكاس شاهي",
      [
        ["بازين", "صحن بزين", 665],
        ["شاهي ليبي", "كاس شاهي", 115],
      ],
    ],
    [
      "صحن كسكسي بالقديد وكاس لبن",
      [
        ["كسكسي باللحم والخضار", "صحن كسكسي بالقديد", 566],
        ["لبن", "كاس لبن", 245],
      ],
    ],
    ["بسيسة بالتمر والزيت", [["بسيسة", "بسيسة بالتمر والزيت", 103]]],
    // an amount said between the dish and its oil: still the dish's
    [
      "بسيسة صحن صغير بالزيت وكاس حليب",
      [
        ["بسيسة", "بسيسة صحن صغير بالزيت", 103],
        ["حليب كامل الدسم", "كاس حليب", 244],
      ],
    ],
    [
      "فول مدمس صحن مع زيت زيتون وخبز",
      [
        ["فول مدمس", "فول مدمس صحن مع زيت زيتون", 230],
        ["خبز عربي", "خبز", 60],
      ],
    ],
    [
      "رب وزيت مع خبز تنور وكاس شاهي",
      [
        ["رب وزيت", "رب وزيت مع خبز تنور", 105],
        ["شاهي ليبي", "كاس شاهي", 115],
      ],
    ],
    ["عصيدة بالرب والزيت", [["عصيدة", "عصيدة بالرب والزيت", 355]]],
    // not what the dish is made with: a line of its own, «مع» or not
    [
      "شكشوكة مع خبز",
      [
        ["شكشوكة", "شكشوكة", 327],
        ["خبز عربي", "خبز", 60],
      ],
    ],
    [
      "حليب مع تمر",
      [
        ["حليب كامل الدسم", "حليب", 244],
        ["تمر دقلة نور", "تمر", 5 * 7.1],
      ],
    ],
  ];
  it.each(table)("«%s»", check);
});

describe("notSortWords: how strong a drink was made leaves it the same drink", () => {
  // Libyan tea's glass 115 g; a fingan of Turkish coffee 60 g.
  const table: Row[] = [
    [
      "كاس شاهي خفيف وبسكويت",
      [
        ["شاهي ليبي", "كاس شاهي", 115],
        ["بسكويت بالزبدة", "بسكويت", 30],
      ],
    ],
    ["قهوة تقيلة فنجان", [["قهوة تركية", "قهوة تقيلة فنجان", 60]]],
  ];
  it.each(table)("«%s»", check);
});

describe("bareFlavourWords: a flavour right after a food is that food's, not a bar beside it", () => {
  // A medium doughnut 64 g, a chocolate cake's slice 64 g, a chocolate croissant 57 g (USDA); a
  // banana 118 g, strawberries' cup 152 g.
  const table: Row[] = [
    ["دونات شوكولاتة حبة", [["دونات", "دونات شوكولاتة حبة", 64]]],
    [
      "زوز دونات شوكولا وكاس حليب",
      [
        ["دونات", "زوز دونات شوكولا", 2 * 64],
        ["حليب كامل الدسم", "كاس حليب", 244],
      ],
    ],
    // a meal named with its flavour comes first
    ["كيكة شوكولاتة قطعة", [["كيكة شوكولاتة", "كيكة شوكولاتة قطعة", 64]]],
    [
      "زوز كرواسون شوكولا وكاس حليب",
      [
        ["كرواسون بالشوكولاتة", "زوز كرواسون شوكولا", 2 * 57],
        ["حليب كامل الدسم", "كاس حليب", 244],
      ],
    ],
    // said with «و», or a fruit after a fruit: two foods
    [
      "بسكويت وشوكولاتة",
      [
        ["بسكويت بالزبدة", "بسكويت", 30],
        ["شوكولاتة بالحليب", "شوكولاتة", 44],
      ],
    ],
    [
      "موز فراولة",
      [
        ["موز", "موز", 118],
        ["فراولة", "فراولة", 152],
      ],
    ],
  ];
  it.each(table)("«%s»", check);
});
