import { getMealCatalog } from "@/lib/meals/catalog";
import { bareWordDefaultsByWord } from "@/lib/meals/search";
import { createMealTextParser } from "./parse-meal-text";

const parser = createMealTextParser(getMealCatalog(), { defaults: bareWordDefaultsByWord });
/** USDA's cup is 236.6 ml; a «قرطاس» is estimated at 118 ml (content/meals/household-units.ts). */
const CONE_CUPS = 118 / 236.6;
const cupOf = (meal: string) =>
  getMealCatalog()
    .find((m) => m.name === meal)!
    .servings!.find((s) => s.label === "كوب")!.grams;

describe("«قرطاس»: a street seller's paper cone, weighed as 118 ml of what it holds", () => {
  // Most common first: peanuts, then the dual and plural, then popcorn.
  const table: [string, string, number][] = [
    ["قرطاس كاكاوية", "فول سوداني", cupOf("فول سوداني") * CONE_CUPS],
    ["قرطاسين كاكاوية مع الشاهي", "فول سوداني", 2 * cupOf("فول سوداني") * CONE_CUPS],
    ["زوز قراطيس فول سوداني", "فول سوداني", 2 * cupOf("فول سوداني") * CONE_CUPS],
    ["قرطاس فشار", "فشار", cupOf("فشار") * CONE_CUPS],
  ];
  it.each(table)("«%s»", (text, meal, grams) => {
    const { items, unmatched } = parser.parse(text);
    expect(items[0]!.meal.name).toBe(meal);
    expect(items[0]!.weighing.grams).toBeCloseTo(grams, 1);
    expect(items[0]!.amount.unit).toBe("ml");
    expect(unmatched).toEqual([]);
  });
});
