import { getMealCatalog } from "@/lib/meals/catalog";
import { bareWordDefaultsByWord } from "@/lib/meals/search";
import { createMealTextParser } from "./parse-meal-text";

const parser = createMealTextParser(getMealCatalog(), { defaults: bareWordDefaultsByWord });
const lines = (text: string) =>
  parser.parse(text).items.map((i) => [i.meal.name, i.reading.words] as const);

describe("readOvenDishes: a food said before the oven is its oven dish", () => {
  // Most common first: chicken sent to the oven, said every way it is written.
  const table: [string, string[]][] = [
    ["دجاج فالكوشة مع رز", ["دجاج بالفرن", "رز أبيض مطبوخ"]],
    ["دجاج في الفرن وسلطة", ["دجاج بالفرن", "سلطة عربية"]],
    ["دجاج فالفران", ["دجاج بالفرن"]],
    ["بطاطا فالفرن", ["بطاطا بالفرن"]],
  ];
  it.each(table)("«%s»", (text, expected) => {
    const { items, unmatched } = parser.parse(text);
    expect(items.map((i) => i.meal.name)).toEqual(expected);
    expect(unmatched).toEqual([]);
  });

  it("keeps the amount said, and a food with no oven dish as read", () => {
    expect(lines("صحن دجاج فالفرن")).toEqual([["دجاج بالفرن", "صحن"]]);
    expect(lines("كفتة فالكوشة").map(([meal]) => meal)).toEqual(["كباب مشوي"]);
    expect(lines("دجاج مع رز").map(([meal]) => meal)[0]).not.toBe("دجاج بالفرن");
  });
});
