import { getMealCatalog } from "@/lib/meals/catalog";
import { bareWordDefaultsByWord } from "@/lib/meals/search";
import { createMealTextParser } from "./parse-meal-text";

const parser = createMealTextParser(getMealCatalog(), { defaults: bareWordDefaultsByWord });
const read = (text: string) => {
  const { items, unmatched } = parser.parse(text);
  return { items: items.map((i) => [i.text, i.meal.name, i.weighing.grams]), unmatched };
};

describe("inside a name, a fraction's short form is its full form («نص دسم» is «نصف دسم»)", () => {
  // [sentence, the lines read (quoted words, meal, grams), the words not understood]
  const table: [string, (string | number | null)[][], string[]][] = [
    // a name: semi-skimmed milk, its amount the glass said (USDA's cup, 244 g)
    ["طاسة حليب نص دسم", [["طاسة حليب نص دسم", "حليب نصف دسم", 244]], []],
    ["حليب نص دسم نص كاس", [["حليب نص دسم نص كاس", "حليب نصف دسم", 122]], []],
    // no name: «نص» stays half of the amount
    ["حليب نص كوب", [["حليب نص كوب", "حليب كامل الدسم", 122]], []],
  ];
  it.each(table)("«%s»", (text, items, unmatched) => {
    expect(read(text)).toEqual({ items, unmatched });
  });
});

describe("a later word's leading «و» is «and» unless a name has the word so written", () => {
  const meals = (text: string) => parser.parse(text).items.map((i) => i.meal.name);
  const table: [string, string[]][] = [
    // «وجبنة» is «and cheese», not the second word of «حلاوة الجبن»
    ["حلاوة وجبنة", ["حلاوة طحينية", "جبنة بيضاء"]],
    // the whole name as written still reads
    ["حلاوة الجبن", ["حلاوة الجبن"]],
    // «وزيت» is a word of «رب وزيت» as written
    ["رب وزيت", ["رب وزيت"]],
    // «وال…» inside a name
    ["كسكسي باللحم والخضار", ["كسكسي باللحم والخضار"]],
  ];
  it.each(table)("«%s»", (text, expected) => {
    expect(meals(text)).toEqual(expected);
  });
});
