import { getMealCatalog } from "@/lib/meals/catalog";
import { bareWordDefaultsByWord } from "@/lib/meals/search";
import { createMealTextParser } from "./parse-meal-text";

const parser = createMealTextParser(getMealCatalog(), { defaults: bareWordDefaultsByWord });
const weighed = (text: string) =>
  parser.parse(text).items.map((i) => [i.meal.name, i.weighing.grams] as const);

// Fries inside a loaf are a filling (content/meals/fillings.ts): one of FNDDS 71401010's 60 g
// cups, not the 120 g side of fries eaten by themselves.
describe("fries inside a loaf weigh as a filling", () => {
  const table: [string, number][] = [
    ["خبزة بالبطاطا المقلية", 60],
    ["كسكروت بالمقانق والبطاطا المقلية", 60],
    ["كسكروت بيض وبطاطا مقلية", 60],
    // by themselves, a side: two cups (content/meals/unsaid-amounts.ts)
    ["بطاطا مقلية وخبزة", 120],
    // an amount said is the amount said
    ["خبزة بكوبين بطاطا مقلية", 120],
  ];
  it.each(table)("«%s»", (text, grams) => {
    const fries = weighed(text).find(([meal]) => meal === "بطاطا مقلية");
    expect(fries?.[1]).toBeCloseTo(grams, 6);
  });
});
