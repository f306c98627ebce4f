import { getMealCatalog } from "@/lib/meals/catalog";
import { bareWordDefaultsByWord } from "@/lib/meals/search";
import { createMealTextParser } from "./parse-meal-text";

const parser = createMealTextParser(getMealCatalog(), { defaults: bareWordDefaultsByWord });
const lines = (text: string) =>
  parser.parse(text).items.map((i) => [i.meal.name, i.weighing.grams] as const);
const meals = (text: string) => lines(text).map(([name]) => name);

describe("readFastFoodPotatoes: potatoes named bare beside fast food are fries", () => {
  const table: [string, string[]][] = [
    ["ناجتس وبطاطس", ["بطاطا مقلية"]],
    ["همبرجر دجاج مع بطاطا وكولا", ["بطاطا مقلية", "مشروب غازي"]],
    ["3 قطع دجاج كنتاكي وبطاطا", ["دجاج مقلي", "بطاطا مقلية"]],
    ["شاورما دجاج وبطاطا", ["شاورما دجاج", "بطاطا مقلية"]],
    ["burger w batata", ["بطاطا مقلية"]],
    ["زنجر وبطاطس وبيبسي", ["بطاطا مقلية", "مشروب غازي"]],
    // Arabizi and the Gulf's «گ»: the words as the reader respelled them
    ["chawarma l7am w btata", ["شاورما دجاج", "بطاطا مقلية"]],
    ["برگر دجاج وبطاطس", ["دجاج مسلوق", "بطاطا مقلية"]],
  ];
  it.each(table)("«%s»", (text, expected) => {
    expect(meals(text)).toEqual(expected);
  });

  it("keeps the boiled potato away from fast food, or when said boiled", () => {
    expect(meals("رز وبطاطا وسلطة")).toEqual(["رز أبيض مطبوخ", "بطاطا مسلوقة", "سلطة عربية"]);
    expect(meals("برقر وبطاطا مسلوقة")).toEqual(["بطاطا مسلوقة"]);
  });

  it("weighs a size said as the shop's small or large order", () => {
    expect(lines("برقر وبطاطا صغيرة")).toEqual([["بطاطا مقلية", 110]]);
    expect(lines("برقر وبطاطا كبيرة")).toEqual([["بطاطا مقلية", 180]]);
    // «وسط»، «متوسطة»: the medium order, FNDDS 71401030's «1 medium fast food order», 145 g
    expect(lines("شاورما لحم وبطاطا وسط").at(-1)).toEqual(["بطاطا مقلية", 145]);
    expect(lines("زنجر وبطاطس متوسطة")).toEqual([["بطاطا مقلية", 145]]);
  });

  // Takeaway grills: a charcoal grill, a mixed grill, a restaurant's grilled chicken
  it.each(["مشاوي لحم مع بطاطا وحمص", "جبنا دجاج مشوي من المطعم مع بطاطا", "كباب ع الفحم وبطاطا"])(
    "«%s»: the grill's potatoes are fries",
    (text) => {
      expect(meals(text)).toContain("بطاطا مقلية");
      expect(meals(text)).not.toContain("بطاطا مسلوقة");
    },
  );

  // A dish baked in the oven: its potatoes were baked with it
  it.each([
    ["فخاد دجاج بالفرن وبطاطا", "بطاطا بالفرن"],
    ["سمك فالفرن والبطاطا", "بطاطا بالفرن"],
    ["صدر دجاج بالفرن مع بطاطس", "بطاطا بالفرن"],
    // said fried, or boiled, they stay as said
    ["ديك رومي فالفرن مع بطاطا مقلية", "بطاطا مقلية"],
    ["مكرونة فالفرن وبطاطا مسلوقة", "بطاطا مسلوقة"],
  ])("«%s»: %s", (text, potato) => {
    expect(meals(text).at(-1)).toBe(potato);
  });

  it("offers the boiled potato first to switch back to", () => {
    const [fries] = parser.parse("برقر وبطاطا").items;
    expect(fries?.alternatives[0]?.name).toBe("بطاطا مسلوقة");
  });
});
