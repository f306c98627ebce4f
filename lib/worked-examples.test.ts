import {
  energySteps,
  energyWorkedExample,
  macroGramsText,
  macroWorkedExample,
} from "./worked-examples";

// Values worked by hand, as the articles print them.
describe("energyWorkedExample", () => {
  it("works the /Blog1 example step by step: 1,289 × 1.55 = 1,997.95 ≈ 1,998", () => {
    const example = energyWorkedExample({
      kind: "energyExample",
      title: "مثال محسوب",
      who: "امرأة",
      measures: { sex: "female", weightKg: 60, heightCm: 160, ageYears: 30 },
      activity: "sedentary",
      eatenKcal: 1500,
    });
    expect(example.steps.map((step) => step.calculation)).toEqual([
      "10 × 60 = 600",
      "6.25 × 160 = 1,000",
      "5 × 30 = 150",
      "600 + 1,000 − 150 − 161 = 1,289 سعرة",
      "1,289 × 1.55 = 1,997.95 ≈ 1,998 سعرة",
    ]);
    expect(example.intro).toContain("«قليل الحركة» (المعامل 1.55)");
    expect(example.result).toBe(
      "الاحتياج اليومي نحو 1,998 سعرة. فإذا أكلت 1,500 سعرة في اليوم كان العجز 498 سعرة يوميًا.",
    );
  });

  it("uses + 5 for men and leaves the deficit out when nothing eaten is given", () => {
    const example = energyWorkedExample({
      kind: "energyExample",
      title: "مثال ثانٍ",
      who: "رجل",
      measures: { sex: "male", weightKg: 80, heightCm: 180, ageYears: 40 },
      activity: "moderate",
    });
    // 800 + 1,125 − 200 + 5 = 1,730; × 1.85 = 3,200.5
    expect(example.steps.at(-2)?.calculation).toBe("800 + 1,125 − 200 + 5 = 1,730 سعرة");
    expect(example.steps.at(-1)?.calculation).toBe("1,730 × 1.85 = 3,200.5 ≈ 3,201 سعرة");
    expect(example.result).toBe("الاحتياج اليومي نحو 3,201 سعرة.");
  });
});

describe("macroWorkedExample", () => {
  it("splits 2,000 kcal 50/25/25 into 250 g, 125 g and 55.6 g", () => {
    const { example, table } = macroWorkedExample(2000);
    expect(example.steps.map((step) => step.calculation)).toEqual([
      "2,000 × 50% = 1,000 سعرة، و1,000 ÷ 4 = 250 غرامًا",
      "2,000 × 25% = 500 سعرة، و500 ÷ 4 = 125 غرامًا",
      "2,000 × 25% = 500 سعرة، و500 ÷ 9 ≈ 55.6 غرام",
    ]);
    expect(table.rows).toEqual([
      ["الكربوهيدرات", "50%", "1,000", "250 غرامًا"],
      ["البروتين", "25%", "500", "125 غرامًا"],
      ["الدهون", "25%", "500", "55.6 غرام"],
    ]);
  });
});

describe("energySteps (the article's steps, reused by the energy-needs tool)", () => {
  it("writes the issue's woman: (700 + 1,031.25 − 150 − 161) × 1.85 = 2,627.46", () => {
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

describe("macroGramsText", () => {
  it("writes whole grams exactly and others to one decimal, with the noun's form", () => {
    expect(macroGramsText(250)).toBe("250 غرامًا");
    expect(macroGramsText(500 / 9)).toBe("55.6 غرام");
    expect(macroGramsText(180)).toBe("180 غرامًا");
    expect(macroGramsText(105)).toBe("105 غرامات");
  });
});
