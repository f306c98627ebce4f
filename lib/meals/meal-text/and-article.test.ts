import { getMealCatalog } from "@/lib/meals/catalog";
import { bareWordDefaultsByWord } from "@/lib/meals/search";
import { createMealTextParser } from "./parse-meal-text";

const parser = createMealTextParser(getMealCatalog(), { defaults: bareWordDefaultsByWord });
const meals = (text: string) => parser.parse(text).items.map((i) => i.meal.name);

describe("a word written «وال…» is «and» a new food, not the second word of a name", () => {
  const table: [string, string[]][] = [
    // «زيت زيتون» is a name, «الزيت والزيتون» two foods
    ["فطرت الخبزة والزيت والزيتون", ["خبز فرنسي", "زيت زيتون", "زيتون أخضر"]],
    ["الزيت والزيتون الكحل مع الخبز", ["زيت زيتون", "زيتون أسود", "خبز عربي"]],
    ["زيت زيتون وخبز", ["زيت زيتون", "خبز عربي"]],
    // after a «بال…» word it is still the dish's second food
    ["كسكسي باللحم والخضار", ["كسكسي باللحم والخضار"]],
    ["رز بالكبدة واللوز", ["رز بالخلطة"]],
    ["عصيدة بالرب والسمن", ["عصيدة"]],
    ["بريك بالبيض والتن ٢", ["بريك تونسي"]],
  ];
  it.each(table)("«%s»", (text, expected) => {
    expect(meals(text)).toEqual(expected);
  });
});
