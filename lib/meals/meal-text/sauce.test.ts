import { getMealCatalog } from "@/lib/meals/catalog";
import { bareWordDefaultsByWord } from "@/lib/meals/search";
import { createMealTextParser } from "./parse-meal-text";

const parser = createMealTextParser(getMealCatalog(), { defaults: bareWordDefaultsByWord });
const read = (text: string) => {
  const { items, unmatched } = parser.parse(text);
  return { meals: items.map((i) => i.meal.name), unmatched };
};

describe("a sauce said by its flavour is no line of the flavour's food", () => {
  it.each<[string, string[], string[]]>([
    // the flavour's food is no line; the sauce is shown not understood
    ["كفتة مشوية وصوص ثوم", ["كباب مشوي"], ["صوص ثوم"]],
    // the food before a joined sauce stays whole (not a sort of it we lack)
    ["شاورما دجاج مع صوص جبنة وبطاطا", ["شاورما دجاج", "بطاطا مقلية"], ["صوص جبنة"]],
    // a sauce alone is shown too, never dropped
    ["برقر وصوص", [], ["برقر وصوص"]],
  ])("«%s»", (text, meals, unmatched) => {
    expect(read(text)).toEqual({ meals, unmatched });
  });

  it("leaves a sauce inside a meal's name to that meal", () => {
    expect(read("مكرونة بصلصة الطماطم")).toEqual({
      meals: ["مكرونة بصلصة الطماطم"],
      unmatched: [],
    });
  });

  it("leaves a garlic said alone a garlic", () => {
    expect(read("فص ثوم").meals).toEqual(["ثوم"]);
  });
});
