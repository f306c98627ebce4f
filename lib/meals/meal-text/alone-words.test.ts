import { getMealCatalog } from "@/lib/meals/catalog";
import { bareWordDefaultsByWord } from "@/lib/meals/search";
import { createMealTextParser } from "./parse-meal-text";

const parser = createMealTextParser(getMealCatalog(), { defaults: bareWordDefaultsByWord });
const read = (text: string) => {
  const { items, unmatched } = parser.parse(text);
  return { items: items.map((i) => [i.text, i.meal.name]), unmatched };
};

describe("a word found only inside a longer alias names no food alone", () => {
  // [sentence, the lines read (quoted words, meal), the words left not understood]
  const table: [string, string[][], string[]][] = [
    // «بلبن» is the second word of «رز بلبن» (and «شاي بلبن»): alone it is no rice pudding
    // (after a food it is «باللبن», with-article-after-food.ts: «قهوة بلبن» is a latte)
    ["بلبن", [], ["بلبن"]],
    ["بلبن وخبز", [["خبز", "خبز عربي"]], ["بلبن"]],
    // the whole alias still reads
    ["رز بلبن", [["رز بلبن", "رز بلبن"]], []],
    // a unit's food joins the word after it when together they name a meal
    ["رغيف تنور", [["رغيف تنور", "خبز تنور"]], []],
    // words in another order still name the meal whose head they hold
    ["دجاج كبسة", [["دجاج كبسة", "كبسة دجاج"]], []],
  ];
  it.each(table)("«%s»", (text, items, unmatched) => {
    expect(read(text)).toEqual({ items, unmatched });
  });
});

it("two words inside «بسيسة بزيت الزيتون», without its head «بسيسة», are no بسيسة", () => {
  for (const text of ["سلطة بزيت الزيتون", "بزيت الزيتون"])
    expect(parser.parse(text).items.map((i) => i.meal.name)).not.toContain("بسيسة");
});

describe("meal labels, possessives and «غير» are fillers", () => {
  const table: [string, string[][]][] = [
    ["فطوري خبز", [["خبز", "خبز عربي"]]],
    ["غدايا رز", [["رز", "رز أبيض مطبوخ"]]],
    ["العشا بيض", [["بيض", "بيض مسلوق"]]],
    ["العشى شربة", [["شربة", "شربة ليبية"]]],
    ["ريوقي اليوم خبز", [["خبز", "خبز عربي"]]],
    ["فطور رمضان تمر", [["تمر", "تمر دقلة نور"]]],
    ["قهوة من غير سكر", [["قهوة", "قهوة عربية"]]],
    // verbs of eating as people write them
    ["عشينا بسيسة", [["بسيسة", "بسيسة"]]],
    ["كلا حريمي", [["حريمي", "حرايمي"]]],
    ["تناولت تفاحة", [["تفاحة", "تفاح"]]],
  ];
  it.each(table)("«%s»", (text, items) => {
    expect(read(text)).toEqual({ items, unmatched: [] });
  });
});

describe("«عيش» alone is bread; the dishes named with it stay theirs", () => {
  const grams = (text: string) =>
    parser.parse(text).items.map((i) => [i.meal.name, i.weighing.grams]);
  // USDA SR28 18041: a large pita 60 g
  const table: [string, (string | number)[][]][] = [
    ["عيش", [["خبز عربي", 60]]],
    ["رغيفين عيش", [["خبز عربي", 2 * 60]]],
    [
      "فول وعيش",
      [
        ["فول مدمس", 230],
        ["خبز عربي", 60],
      ],
    ],
    ["عيش محمر", [["عيش محمر", 215]]],
    ["عيش أبو لحم", [["عيش أبو لحم", 118]]],
  ];
  it.each(table)("«%s»", (text, expected) => {
    expect(grams(text)).toEqual(expected);
  });
});

describe("a meal's label or time said with «ل», or «نص» before the night, is no food and no amount", () => {
  const lines = (text: string) => {
    const { items, unmatched } = parser.parse(text);
    return { items: items.map((i) => [i.text, i.meal.name, i.amount.count]), unmatched };
  };
  const table: [string, (string | number)[][]][] = [
    ["للعشا بيض", [["بيض", "بيض مسلوق", 1]]],
    ["لفطور خبز", [["خبز", "خبز عربي", 1]]],
    ["كسكسي صحن للغدا", [["كسكسي صحن", "كسكسي باللحم والخضار", 1]]],
    ["للسحور زبادي", [["زبادي", "زبادي", 1]]],
    // midnight and midday: the food's amount stays its own
    ["نص الليل زبادي", [["زبادي", "زبادي", 1]]],
    ["نص النهار تفاحة", [["تفاحة", "تفاح", 1]]],
    // a word of a food's name starting with «ل» stays that food
    ["لبن", [["لبن", "لبن", 1]]],
  ];
  it.each(table)("«%s»", (text, items) => {
    expect(lines(text)).toEqual({ items, unmatched: [] });
  });
  it("«نص» before a food is still half of it", () => {
    expect(lines("نص خبزة").items[0]?.[2]).toBe(0.5);
  });
});

describe("«ب» joined to a food right after a verb of eating or a label names the food", () => {
  const table: [string, string[][]][] = [
    [
      "تسحرت بتمر ولبن",
      [
        ["بتمر", "تمر دقلة نور"],
        ["لبن", "لبن"],
      ],
    ],
    ["تعشيت بشربة", [["بشربة", "شربة ليبية"]]],
    ["فطرت ببيضتين", [["ببيضتين", "بيض مسلوق"]]],
    // a word that is a food as written stays it
    ["فطرت بسيسة", [["بسيسة", "بسيسة"]]],
  ];
  it.each(table)("«%s»", (text, items) => {
    expect(read(text)).toEqual({ items, unmatched: [] });
  });
  it("counts the food said («ببيضتين» two eggs)", () => {
    expect(parser.parse("فطرت ببيضتين").items[0]?.amount.count).toBe(2);
  });
});
