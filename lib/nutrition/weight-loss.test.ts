import { KCAL_PER_KG_LOST, MIN_DAILY_INTAKE } from "@/content/nutrition-reference";
import { dailyDeficit, intakeForLoss } from "./weight-loss";

describe("dailyDeficit", () => {
  it("spreads 7,700 kcal per kg over the 7 days of a week", () => {
    expect(KCAL_PER_KG_LOST).toBe(7700);
    // 0.25 × 7700 = 1925; ÷ 7 = 275
    expect(dailyDeficit(0.25)).toBeCloseTo(275, 9);
    // 0.5 × 7700 = 3850; ÷ 7 = 550
    expect(dailyDeficit(0.5)).toBeCloseTo(550, 9);
    // 0.75 × 7700 = 5775; ÷ 7 = 825
    expect(dailyDeficit(0.75)).toBeCloseTo(825, 9);
  });

  it.each([0, -0.5, Number.NaN])("rejects %p kg a week", (pace) => {
    expect(() => dailyDeficit(pace)).toThrow(RangeError);
  });
});

describe("intakeForLoss", () => {
  it("subtracts the deficit from the need: 2,627.46 − 550 = 2,077.46", () => {
    // The woman of the issue: 1420.25 × 1.85 = 2627.4625
    const result = intakeForLoss(2627.4625, 0.5, "female");
    expect(result.kind).toBe("intake");
    if (result.kind === "intake") expect(result.kcal).toBeCloseTo(2077.4625, 9);
  });

  it("uses 1,200 kcal for women and 1,500 kcal for men as the floor", () => {
    expect(MIN_DAILY_INTAKE).toEqual({ female: 1200, male: 1500 });
    // 1,475 − 275 = 1,200: exactly on the floor is still a number
    expect(intakeForLoss(1475, 0.25, "female")).toMatchObject({ kind: "intake", kcal: 1200 });
    // 1,474 − 275 = 1,199 < 1,200
    expect(intakeForLoss(1474, 0.25, "female")).toEqual({
      kind: "belowFloor",
      deficit: 275,
      floor: 1200,
    });
    // 2,000 − 550 = 1,450 is fine for a woman, under the men's 1,500
    expect(intakeForLoss(2000, 0.5, "female").kind).toBe("intake");
    expect(intakeForLoss(2000, 0.5, "male")).toMatchObject({ kind: "belowFloor", floor: 1500 });
  });

  it("rejects a need that is not a positive number", () => {
    expect(() => intakeForLoss(0, 0.5, "male")).toThrow(RangeError);
  });
});
