import { getMealCatalog } from "@/lib/meals/catalog";
import { bareWordDefaultsByWord } from "@/lib/meals/search";
import { createMealTextParser } from "./parse-meal-text";

const parser = createMealTextParser(getMealCatalog(), { defaults: bareWordDefaultsByWord });
const meals = (text: string) => parser.parse(text).items.map((i) => i.meal.name);
const grams = (text: string, meal: string) =>
  parser.parse(text).items.find((i) => i.meal.name === meal)?.weighing.grams;

describe("«لبن» beside a dish served with yoghurt is the yoghurt", () => {
  const table: [string, string[]][] = [
    ["عشينا مجدرة مع لبن", ["مجدرة", "زبادي"]],
    ["مقلوبة دجاج ولبن وسلطة", ["مقلوبة", "زبادي", "سلطة عربية"]],
    ["صحن برغل مع اللبن", ["برغل بالبندورة", "زبادي"]],
    ["ورق عنب باللحمة ٨ حبات مع لبن", ["ورق عنب باللحمة", "زبادي"]],
    ["كبة بالصينية ولبن", ["كبة بالصينية", "زبادي"]],
    // alone, after another food, said by the glass, or named as the drink: the buttermilk
    ["كاس لبن", ["لبن"]],
    ["كسكسي ولبن", ["كسكسي باللحم والخضار", "لبن"]],
    ["مجدرة وكاس لبن", ["مجدرة", "لبن"]],
    ["مجدرة مع عيران", ["مجدرة", "لبن"]],
    // Arabizi: «lben» respelled, «laban» (the buttermilk's own Latin alias) kept as typed
    ["3shit m9loba w lben", ["مقلوبة", "زبادي"]],
    ["sa7n burghul m3a laban", ["برغل مطبوخ", "زبادي"]],
    ["mjadra w kas laban", ["مجدرة", "لبن"]],
  ];
  it.each(table)("«%s»", (text, expected) => {
    expect(meals(text)).toEqual(expected);
  });

  it("weighs unsaid yoghurt as a portion of yoghurt, not a glass", () => {
    expect(grams("مجدرة مع لبن", "زبادي")).toBe(grams("زبادي", "زبادي"));
    expect(grams("مجدرة مع لبن", "زبادي")).toBeLessThan(grams("لبن", "لبن") as number);
  });
});
