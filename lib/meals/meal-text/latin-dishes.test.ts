import { getMealCatalog } from "@/lib/meals/catalog";
import { bareWordDefaultsByWord } from "@/lib/meals/search";
import { createMealTextParser } from "./parse-meal-text";

const parser = createMealTextParser(getMealCatalog(), { defaults: bareWordDefaultsByWord });

// «burger», «pizza», «nuggets», «zinger» typed in Latin letters are read as their Arabic names
// (content/meals/spellings.ts): dishes we lack, so no line, never the food said after them, and
// fast food for the potatoes beside them (fast-food-potatoes.ts).
describe("fast food named in Latin letters in an Arabic sentence", () => {
  // Most common first.
  const table: [string, string[], string[]][] = [
    ["burger djaj w batata", ["بطاطا مقلية"], ["burger djaj"]],
    ["pizza thon w coca", ["مشروب غازي"], ["pizza thon"]],
    ["زوز zinger وبطاطس", ["بطاطا مقلية"], ["زوز zinger"]],
    ["nuggets w btata", ["بطاطا مقلية"], ["nuggets"]],
    ["زنجر دجاج وكولا", ["مشروب غازي"], ["زنجر دجاج"]],
    ["burger و بطاطا", ["بطاطا مقلية"], ["burger"]],
  ];
  it.each(table)("«%s»", (text, meals, notUnderstood) => {
    const { items, unmatched } = parser.parse(text);
    expect(items.map((i) => i.meal.name)).toEqual(meals);
    expect(unmatched).toEqual(notUnderstood);
  });
});
