import {
  availableCarbohydrate,
  CARB_PORTION_GRAMS,
  carbPortions,
  glycaemicLoad,
} from "./carb-portions";

describe("carbPortions", () => {
  it("counts 15 g a portion, to the nearest half", () => {
    expect(CARB_PORTION_GRAMS).toBe(15);
    const table: [number, number][] = [
      [0, 0],
      [3.7, 0],
      [3.75, 0.5],
      [7.4, 0.5],
      [11.24, 0.5],
      [11.25, 1],
      [15, 1],
      [22.5, 1.5],
      [44.51, 3],
      [45, 3],
      [52.49, 3.5],
      [181.3, 12],
    ];
    for (const [grams, portions] of table) expect(carbPortions(grams)).toBe(portions);
  });

  it("refuses what is not an amount", () => {
    expect(() => carbPortions(-1)).toThrow(RangeError);
    expect(() => carbPortions(Number.NaN)).toThrow(RangeError);
  });
});

describe("glycaemic load", () => {
  it("is GI × available carbohydrate ÷ 100, fibre left out", () => {
    expect(availableCarbohydrate(44.51, 0.63)).toBeCloseTo(43.88, 10);
    expect(glycaemicLoad(64, 43.88)).toBeCloseTo(28.0832, 10);
    expect(glycaemicLoad(73, 0)).toBe(0);
  });

  it("is not computed on an unknown fibre", () => {
    expect(availableCarbohydrate(30, undefined)).toBeNull();
  });

  it("never goes below zero when fibre exceeds the carbohydrate by rounding", () => {
    expect(availableCarbohydrate(2, 2.1)).toBe(0);
  });

  it("refuses a GI outside the scale", () => {
    expect(() => glycaemicLoad(0, 10)).toThrow(RangeError);
    expect(() => glycaemicLoad(200, 10)).toThrow(RangeError);
  });
});
