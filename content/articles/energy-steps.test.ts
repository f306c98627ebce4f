import { energySteps } from "./energy-steps";

describe("energySteps", () => {
  it("writes the issue's woman step by step: (700 + 1,031.25 − 150 − 161) × 1.85 = 2,627.46", () => {
    const { steps, needs, rounded } = energySteps(
      { sex: "female", weightKg: 70, heightCm: 165, ageYears: 30 },
      "moderate",
    );
    expect(needs).toBeCloseTo(2627.4625, 9);
    expect(rounded).toBe(2627);
    expect(steps.map((s) => s.calculation)).toEqual([
      "10 × 70 = 700",
      "6.25 × 165 = 1,031.25",
      "5 × 30 = 150",
      "700 + 1,031.25 − 150 − 161 = 1,420.25 سعرة",
      "1,420.25 × 1.85 = 2,627.46 ≈ 2,627 سعرة",
    ]);
  });

  it("ends with + 5 for men and keeps a typed decimal weight", () => {
    const { steps } = energySteps(
      { sex: "male", weightKg: 80.5, heightCm: 180, ageYears: 40 },
      "sedentary",
    );
    // 805 + 1125 − 200 + 5 = 1735; × 1.55 = 2689.25
    expect(steps[0]!.calculation).toBe("10 × 80.5 = 805");
    expect(steps[3]!.calculation).toBe("805 + 1,125 − 200 + 5 = 1,735 سعرة");
    expect(steps[4]!.calculation).toBe("1,735 × 1.55 = 2,689.25 ≈ 2,689 سعرة");
  });
});
