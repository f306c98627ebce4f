import { getMealCatalog } from "@/lib/meals/catalog";
import { bareWordDefaultsByWord } from "@/lib/meals/search";
import { createMealTextParser } from "./parse-meal-text";

const parser = createMealTextParser(getMealCatalog(), { defaults: bareWordDefaultsByWord });
const read = (text: string) => {
  const { items, unmatched, notEaten } = parser.parse(text);
  return { items: items.map((i) => [i.text, i.meal.name]), unmatched, notEaten };
};

// [sentence, the lines read (quoted words, meal), the words left not understood, the words
// understood as a food not eaten (shown as not counted)]
type Row = [string, string[][], string[], string[]?];

describe("a negated verb: the foods it governs are not eaten", () => {
  const table: Row[] = [
    ["ما كليتش الخبزة وشربت كاس شاهي", [["كاس شاهي", "شاهي ليبي"]], [], ["ما كليتش الخبزة"]],
    ["كليت كسكسي وما شربتش الشاهي", [["كسكسي", "كسكسي باللحم والخضار"]], [], ["ما شربتش الشاهي"]],
    // written joined, and reaching every food up to the next verb of eating
    ["ماكلاش اللحم والخضرة كلا الرز", [["الرز", "رز أبيض مطبوخ"]], [], ["ماكلاش اللحم والخضرة"]],
    // up to a break
    ["ما شربتش الحليب، كليت تمر", [["تمر", "تمر دقلة نور"]], [], ["ما شربتش الحليب"]],
    // «ما» alone is no negation of what follows; with «only» it is understood (only-eaten.ts)
    ["ما كليت الا خبزة", [["خبزة", "خبز فرنسي"]], []],
  ];
  it.each(table)("«%s»", (text, items, unmatched, notEaten = []) => {
    expect(read(text)).toEqual({ items, unmatched, notEaten });
  });
});

describe("«بلا»، «بدون»، «بلاش»: the one word after is not eaten", () => {
  const table: Row[] = [
    ["سلطة بدون زيت", [["سلطة", "سلطة عربية"]], [], ["بدون زيت"]],
    [
      "خبزة بالتن بلاش مايونيز",
      [
        ["خبزة", "خبز فرنسي"],
        ["بالتن", "تونة معلبة بالزيت"],
      ],
      [],
      ["بلاش مايونيز"],
    ],
    // a drink's sugar stays drink-sugar.ts's: the plain tea, no sugar line
    ["شاهي بلاش سكر", [["شاهي", "شاهي بدون سكر"]], []],
    ["قهوة بلا سكر", [["قهوة", "قهوة عربية"]], []],
  ];
  it.each(table)("«%s»", (text, items, unmatched, notEaten = []) => {
    expect(read(text)).toEqual({ items, unmatched, notEaten });
  });
});

describe("a place is understood and names no food", () => {
  const table: Row[] = [
    // «الجيران» is one letter from «عيران»
    ["كليت طاجين عند الجيران", [["طاجين", "طاجين ليبي"]], []],
    // «ف القهوة»: at the café, not a coffee
    ["مكياطة ف القهوة", [["مكياطة", "قهوة مكياطة"]], []],
    // the amount after the place is still the food's
    ["حليب في الخلاط كاس كبير", [["حليب في الخلاط كاس كبير", "حليب كامل الدسم"]], []],
    // «في» before a word without the article is left as it was
    ["شاهي في كاس", [["شاهي في كاس", "شاهي ليبي"]], []],
    // «من» before a word we do not know: where the meal came from
    [
      "جبت رز من المطعم وكوكا",
      [
        ["رز", "رز أبيض مطبوخ"],
        ["كوكا", "مشروب غازي"],
      ],
      ["جبت"],
    ],
    ["مقلوبة من الكافيتيريا", [["مقلوبة", "مقلوبة"]], []],
    // «من» before a food is a share of it
    ["شوية من الرز", [["شوية من الرز", "رز أبيض مطبوخ"]], []],
  ];
  it.each(table)("«%s»", (text, items, unmatched, notEaten = []) => {
    expect(read(text)).toEqual({ items, unmatched, notEaten });
  });
});

describe("«هريسة» alone is the chilli paste we lack, never the Gulf «هريس»", () => {
  const table: Row[] = [
    [
      "خبزة بالتن والهريسة",
      [
        ["خبزة", "خبز فرنسي"],
        ["بالتن", "تونة معلبة بالزيت"],
      ],
      ["الهريسة"],
    ],
    ["هريسة", [], ["هريسة"]],
    // the Gulf dish by its own names
    ["هريس", [["هريس", "هريس"]], []],
    ["هريسة قمح", [["هريسة قمح", "هريس"]], []],
  ];
  it.each(table)("«%s»", (text, items, unmatched, notEaten = []) => {
    expect(read(text)).toEqual({ items, unmatched, notEaten });
  });
});

describe("«لكن» and «but» end a negated verb's reach", () => {
  const table: Row[] = [
    ["ما شربتش العصير لكن كاس حليب", [["كاس حليب", "حليب كامل الدسم"]], [], ["ما شربتش العصير"]],
    ["ما كليتش الخبز but chicken", [["chicken", "دجاج مسلوق"]], [], ["ما كليتش الخبز"]],
  ];
  it.each(table)("«%s»", (text, items, unmatched, notEaten = []) => {
    expect(read(text)).toEqual({ items, unmatched, notEaten });
  });
});
