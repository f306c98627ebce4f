import { energySplit } from "./energy-split";

describe("energySplit", () => {
  it("uses 4/9/4 kcal per gram, worked by hand", () => {
    // 10 g protein = 40 kcal, 10 g fat = 90 kcal, 17.5 g carbohydrates = 70 kcal; total 200
    expect(energySplit({ protein: 10, fat: 10, carbohydrates: 17.5 })).toEqual({
      protein: 20,
      fat: 45,
      carbohydrates: 35,
    });
  });

  it("always sums to 100 by giving leftovers to the largest remainders", () => {
    // equal energy thirds: 33.33 each → 34/33/33
    const split = energySplit({ protein: 9, fat: 4, carbohydrates: 9 });
    expect(split).toEqual({ protein: 34, fat: 33, carbohydrates: 33 });
    for (const grams of [
      { protein: 7.35, fat: 9.6, carbohydrates: 14.29 },
      { protein: 0.1, fat: 0.2, carbohydrates: 99 },
      { protein: 25.4, fat: 0, carbohydrates: 0 },
    ]) {
      const s = energySplit(grams)!;
      expect(s.protein + s.fat + s.carbohydrates).toBe(100);
    }
  });

  it("gives 100 % to the only macro with energy", () => {
    expect(energySplit({ protein: 0, fat: 100, carbohydrates: 0 })).toEqual({
      protein: 0,
      fat: 100,
      carbohydrates: 0,
    });
  });

  it("returns null when there is no energy (water, black coffee)", () => {
    expect(energySplit({ protein: 0, fat: 0, carbohydrates: 0 })).toBeNull();
  });
});
