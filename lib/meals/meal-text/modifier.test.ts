import { getMealCatalog } from "@/lib/meals/catalog";
import { bareWordDefaultsByWord } from "@/lib/meals/search";
import { createMealTextParser } from "./parse-meal-text";

const parser = createMealTextParser(getMealCatalog(), { defaults: bareWordDefaultsByWord });
const read = (text: string) => {
  const { items, unmatched } = parser.parse(text);
  return { items: items.map((i) => [i.text, i.meal.name]), unmatched };
};

describe("a modifier belongs to the food before it", () => {
  // [sentence, the lines read (quoted words, meal)]
  const table: [string, string[][]][] = [
    // «بال…» naming a dish with the food before: one dish
    ["صحن مكرونة بالصلصة", [["صحن مكرونة بالصلصة", "مكرونة بصلصة الطماطم"]]],
    // «بال…» naming no such dish: a food eaten with the one before
    [
      "خبزة بالتن",
      [
        ["خبزة", "خبز فرنسي"],
        ["بالتن", "تونة معلبة بالزيت"],
      ],
    ],
    // «بال…» naming the dish's own ingredient (in its recipe): the dish
    ["زميطة بالزيت", [["زميطة بالزيت", "زميطة"]]],
    ["عصيدة بالرب", [["عصيدة بالرب", "عصيدة"]]],
    // a plural adjective after a count noun: fried eggs, not a second food
    ["بيضتين مقليات", [["بيضتين مقليات", "بيض مقلي"]]],
    // a cooking word naming the meal through a word meaning the same
    ["بطاطس محمرة", [["بطاطس محمرة", "بطاطا مقلية"]]],
    ["فراخ بانيه", [["فراخ بانيه", "دجاج مقلي"]]],
    // a cooking word naming no meal with the food still belongs to it
    ["جبنة مشوية", [["جبنة مشوية", "جبنة بيضاء"]]],
  ];
  it.each(table)("«%s»", (text, items) => {
    expect(read(text)).toEqual({ items, unmatched: [] });
  });
});
