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

// A bare potato beside fast food is fries (fast-food-potatoes.ts); joined to a loaf's filling it
// is in the loaf (fries-in-loaf.ts), weighed as a filling; anywhere else, the shop's side.
describe("bare fries joined to a loaf's filling are in the loaf", () => {
  const table: [string, number][] = [
    ["كسكروت تن والبطاطا", 60],
    ["كسكروت بالتن والبيض والبطاطس", 60],
    ["سندوتش كبدة بالهريسة والبطاطا", 60],
    // beside the loaf, not in it: a side
    ["كسكروت وبطاطا", 120],
    // a size said is the shop's order
    ["كسكروت تن وبطاطا كبيرة", 180],
  ];
  it.each(table)("«%s»", (text, grams) => {
    const fries = weighed(text).find(([meal]) => meal === "بطاطا مقلية");
    expect(fries?.[1]).toBeCloseTo(grams, 6);
  });
});
