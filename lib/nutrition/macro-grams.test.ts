import { kcalPerGram, typicalSplit } from "@/content/nutrition-reference";
import { macroGrams } from "./macro-grams";

describe("macroGrams", () => {
  it("works the /Blog2 example: 2000 kcal at 50/25/25", () => {
    // carbohydrates: 50 % of 2000 = 1000 kcal; 1000 ÷ 4 = 250 g
    // protein:       25 % of 2000 =  500 kcal;  500 ÷ 4 = 125 g
    // fat:           25 % of 2000 =  500 kcal;  500 ÷ 9 = 55.555… g (≈ 55.6 g)
    expect(macroGrams(2000)).toEqual([
      { macro: "carbohydrates", percent: 50, kcal: 1000, grams: 250 },
      { macro: "protein", percent: 25, kcal: 500, grams: 125 },
      { macro: "fat", percent: 25, kcal: 500, grams: expect.closeTo(55.5556, 4) },
    ]);
  });

  it("uses 4, 4 and 9 kcal per gram and a 50/25/25 split by default", () => {
    expect(kcalPerGram).toEqual({ carbohydrates: 4, protein: 4, fat: 9 });
    expect(typicalSplit).toEqual({ carbohydrates: 50, protein: 25, fat: 25 });
  });

  it("accepts another split: 1800 kcal at 40/30/30", () => {
    // 720 kcal ÷ 4 = 180 g; 540 kcal ÷ 4 = 135 g; 540 kcal ÷ 9 = 60 g
    const grams = macroGrams(1800, { carbohydrates: 40, protein: 30, fat: 30 }).map((m) => m.grams);
    expect(grams[0]).toBeCloseTo(180, 9);
    expect(grams[1]).toBeCloseTo(135, 9);
    expect(grams[2]).toBeCloseTo(60, 9);
  });

  it("rejects a split that does not total 100 %", () => {
    expect(() => macroGrams(2000, { carbohydrates: 50, protein: 30, fat: 30 })).toThrow(RangeError);
  });

  it.each([0, -100, Number.NaN, Number.POSITIVE_INFINITY])("rejects %p kcal", (kcal) => {
    expect(() => macroGrams(kcal)).toThrow(RangeError);
  });
});
