import { activityFactors, activityLevels, type BodyMeasures } from "@/content/nutrition-reference";
import { dailyEnergyNeeds, restingEnergy } from "./energy-needs";

// The /Blog1 worked example: a woman, 60 kg, 160 cm, 30 years.
const woman: BodyMeasures = { sex: "female", weightKg: 60, heightCm: 160, ageYears: 30 };
// A man, 80 kg, 180 cm, 40 years.
const man: BodyMeasures = { sex: "male", weightKg: 80, heightCm: 180, ageYears: 40 };

describe("restingEnergy", () => {
  it("uses −161 for women", () => {
    // 10 × 60 = 600; 6.25 × 160 = 1000; 5 × 30 = 150; 600 + 1000 − 150 − 161 = 1289
    expect(restingEnergy(woman)).toBe(1289);
  });

  it("uses +5 for men", () => {
    // 10 × 80 = 800; 6.25 × 180 = 1125; 5 × 40 = 200; 800 + 1125 − 200 + 5 = 1730
    expect(restingEnergy(man)).toBe(1730);
  });

  it("differs by exactly 166 kcal between the sexes for the same body", () => {
    // 5 − (−161) = 166
    expect(restingEnergy({ ...woman, sex: "male" }) - restingEnergy(woman)).toBe(166);
  });

  it.each([
    ["weightKg", { ...woman, weightKg: 0 }],
    ["heightCm", { ...woman, heightCm: -160 }],
    ["ageYears", { ...woman, ageYears: Number.NaN }],
  ])("rejects a non-positive or missing %s", (_name, measures) => {
    expect(() => restingEnergy(measures)).toThrow(RangeError);
  });
});

describe("dailyEnergyNeeds", () => {
  it("has the product's four activity factors", () => {
    expect(activityFactors).toEqual({ sedentary: 1.55, moderate: 1.85, high: 2.2, veryHigh: 2.4 });
    expect(activityLevels).toEqual(["sedentary", "moderate", "high", "veryHigh"]);
  });

  it.each([
    // 1289 × 1.55 = 1997.95
    ["sedentary", 1997.95],
    // 1289 × 1.85 = 2384.65
    ["moderate", 2384.65],
    // 1289 × 2.2 = 2835.8
    ["high", 2835.8],
    // 1289 × 2.4 = 3093.6
    ["veryHigh", 3093.6],
  ] as const)("multiplies the woman's 1289 kcal by the %s factor", (level, expected) => {
    expect(dailyEnergyNeeds(woman, level)).toBeCloseTo(expected, 9);
  });

  it("works the man's example: 1730 × 1.85 = 3200.5", () => {
    expect(dailyEnergyNeeds(man, "moderate")).toBeCloseTo(3200.5, 9);
  });
});
