import { getMealCatalog } from "@/lib/meals/catalog";
import { bareWordDefaultsByWord } from "@/lib/meals/search";
import { createMealTextParser } from "./parse-meal-text";

const catalog = getMealCatalog();
const parser = createMealTextParser(catalog, { defaults: bareWordDefaultsByWord });
const read = (text: string) =>
  parser.parse(text).items.map((i) => [i.meal.name, Math.round(i.weighing.grams ?? -1)] as const);
const plateOf = (meal: string) =>
  catalog.find((m) => m.name === meal)?.servings?.find((s) => s.label === "صحن")?.grams ?? NaN;

// content/meals/fillings.ts: a sandwich holds half a plate of the fried liver (an estimate).
const LIVER = plateOf("قلاية كبدة") / 2;

describe("liver inside a bread is the fried liver dish, weighed as a filling", () => {
  const table: [string, string, number][] = [
    ["فطرت خبزة كبدة", "قلاية كبدة", Math.round(LIVER)],
    ["كسكروت بالكبدة وكاس شاهي", "قلاية كبدة", Math.round(LIVER)],
    ["سندوتش كبدة", "قلاية كبدة", Math.round(LIVER)],
    ["٣ ساندوتش كبدة", "قلاية كبدة", Math.round(3 * LIVER)],
  ];
  it.each(table)("«%s»", (text, meal, grams) => {
    expect(read(text)).toContainEqual([meal, grams]);
    expect(read(text).map(([name]) => name)).not.toContain("كبدة ضأن");
  });

  it("leaves liver eaten beside the bread as it is", () => {
    expect(read("كبدة مشوية وخبزة").map(([name]) => name)).not.toContain("قلاية كبدة");
    expect(read("خبزة وكبدة").map(([name]) => name)).toContain("كبدة ضأن");
  });
});
