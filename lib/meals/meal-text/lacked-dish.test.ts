import { getMealCatalog } from "@/lib/meals/catalog";
import { bareWordDefaultsByWord } from "@/lib/meals/search";
import { createMealTextParser } from "./parse-meal-text";

const parser = createMealTextParser(getMealCatalog(), { defaults: bareWordDefaultsByWord });
const meals = (text: string) => parser.parse(text).items.map((i) => i.meal.name);

// Dishes the database lacks give no line, and the food words of their sort or topping with
// them: never a second food read from those words.
describe("a dish we lack takes its sort with it", () => {
  const table: [string, string[]][] = [
    ["برجر لحم وكاس عصير", ["عصير برتقال طازج"]],
    ["همبرغر دجاج مع بطاطا مقلية", ["بطاطا مقلية"]],
    ["بيتزا تن وبيبسي", ["مشروب غازي"]],
    ["قطعة بيتزا خضار", []],
    ["رايس كيك ٢ مع قهوة", ["قهوة تركية"]],
    ["تشيز كيك قطعة", []],
    ["ناتشوز بالجبنة وكولا", ["مشروب غازي"]],
    ["حمام محشي واحد ورز", ["رز أبيض مطبوخ"]],
    // corn alone is no popcorn; the popcorn's own name still is
    ["ذرة مشوية", []],
    ["ذرة منفوشة", ["فشار"]],
    // the food words after «و» are foods again
    ["بيتزا ولحم", ["لحم ضأن مطبوخ"]],
  ];
  it.each(table)("«%s»", (text, expected) => {
    expect(meals(text)).toEqual(expected);
  });
});
