import { getMealCatalog } from "@/lib/meals/catalog";
import { bareWordDefaultsByWord } from "@/lib/meals/search";
import { createMealTextParser } from "./parse-meal-text";

const parser = createMealTextParser(getMealCatalog(), { defaults: bareWordDefaultsByWord });

// «وشاهي عشية»: a time of day said after a food, with no article, is when it was eaten
// (content/meals/meal-text-words.ts's fillers), never a sort we lack that takes the food with it.
describe("a time of day after the last food joined by «و»", () => {
  const table: [string, string[]][] = [
    ["بازين وشاهي عشية", ["بازين", "شاهي ليبي"]],
    ["رب وزيت مع خبزة وشاهي عشيه", ["رب وزيت", "شاهي ليبي"]],
    ["عصيدة وشاهي المساء", ["عصيدة", "شاهي ليبي"]],
    ["كسكسي ولبن مساء", ["كسكسي باللحم والخضار", "لبن"]],
  ];
  it.each(table)("«%s»", (text, expected) => {
    const { items, unmatched } = parser.parse(text);
    expect(items.map((i) => i.meal.name)).toEqual(expected);
    expect(unmatched).toEqual([]);
  });

  it("keeps a sort we lack said after a kind a food we lack", () => {
    expect(parser.parse("حليب ناقة").items).toEqual([]);
  });
});
