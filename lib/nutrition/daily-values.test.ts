import { DAILY_VALUES, dailyValueFor, percentOfDailyValue } from "./daily-values";
import { MINERALS, VITAMINS } from "@/content/nutrients";

// The names and units the embedded meal API sends: the project's copy of the shared column
// list (content/nutrients.ts, itself checked against columns.csv when it is present).
const sharedColumns = () => [
  ...MINERALS.map((column) => ({ ...column, kind: "mineral" })),
  ...VITAMINS.map((column) => ({ ...column, kind: "vitamin" })),
];

describe("daily values", () => {
  it("has one reference for each of the 9 minerals and 11 vitamins, with the column's name and unit", () => {
    const columns = sharedColumns();
    expect(columns).toHaveLength(20);
    expect(DAILY_VALUES).toHaveLength(20);
    for (const col of columns) {
      const dv = dailyValueFor(col.name);
      expect(dv).toBeDefined();
      expect(dv).toMatchObject({ unit: col.unit, kind: col.kind });
    }
  });

  it("computes % of daily value, worked by hand", () => {
    // 650 mg calcium / 1300 mg = 50 %
    expect(percentOfDailyValue({ name: "الكالسيوم", amount: 650, unitOfMeasure: "ملغ" })).toBe(50);
    // 1.2 µg B12 / 2.4 µg = 50 %
    expect(
      percentOfDailyValue({ name: "فيتامين ب12", amount: 1.2, unitOfMeasure: "ميكروغرام" }),
    ).toBeCloseTo(50, 10);
    // 9 mg iron / 18 mg = 50 %
    expect(percentOfDailyValue({ name: " الحديد ", amount: 9, unitOfMeasure: "ملغ" })).toBe(50);
  });

  it("converts a unit that differs from the reference's", () => {
    // 0.45 mg copper = 450 µg; DV 0.9 mg = 900 µg → 50 %
    expect(
      percentOfDailyValue({ name: "النحاس", amount: 450, unitOfMeasure: "ميكروغرام" }),
    ).toBeCloseTo(50, 10);
  });

  it("gives no percentage for an unknown name or an unknown unit", () => {
    expect(percentOfDailyValue({ name: "الكولين", amount: 10, unitOfMeasure: "ملغ" })).toBeNull();
    expect(
      percentOfDailyValue({ name: "الكالسيوم", amount: 10, unitOfMeasure: "وحدة دولية" }),
    ).toBeNull();
  });
});
