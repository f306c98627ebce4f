import { getMealCatalog } from "@/lib/meals/catalog";
import { bareWordDefaultsByWord } from "@/lib/meals/search";
import { createMealTextParser } from "./parse-meal-text";

const parser = createMealTextParser(getMealCatalog(), { defaults: bareWordDefaultsByWord });
const lines = (text: string) =>
  parser.parse(text).items.map((i) => [i.meal.name, i.weighing.grams] as const);
const skewerOf = (meal: string) =>
  getMealCatalog()
    .find((m) => m.name === meal)!
    .servings!.find((s) => s.label === "سيخ")!.grams;

describe("skewerUnitAt: «شيش» counting the grill before it is a skewer", () => {
  const kebab = skewerOf("كباب مشوي");
  // Most common first: Iraq's kebab by the skewer, then the dual, then the Levant's kofta.
  const table: [string, [string, number][]][] = [
    ["كباب عراقي 3 شيش", [["كباب مشوي", 3 * kebab]]],
    [
      "كباب شيشين وخبز",
      [
        ["كباب مشوي", 2 * kebab],
        ["خبز عربي", 60],
      ],
    ],
    ["كفتة مشوية 2 شيش", [["كباب مشوي", 2 * kebab]]],
  ];
  it.each(table)("«%s»", (text, expected) => {
    expect(lines(text)).toEqual(expected);
  });

  it("leaves «شيش» shish tawook's alone, after a number with no food before, or after «سيخ»", () => {
    const tawook = skewerOf("شيش طاووق");
    expect(lines("سيخ شيش")).toEqual([["شيش طاووق", tawook]]);
    expect(lines("2 شيش")).toEqual([["شيش طاووق", 2 * tawook]]);
    expect(lines("شيش طاووق سيخين")).toEqual([["شيش طاووق", 2 * tawook]]);
  });
});
