import { compareWithPublished, median, publishedCheckFor } from "./compare-with-published";

describe("median", () => {
  it("is the middle value, or the mean of the two middle ones", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(() => median([])).toThrow();
  });
});

describe("compareWithPublished", () => {
  it("gives (site − published) / published", () => {
    const [c] = compareWithPublished([
      {
        meal: "شاهي ليبي",
        match: "same-dish",
        source: "bahrain",
        table: "synthetic",
        nameThere: "TEA",
        energyKcal: 50,
        protein: null,
        fat: null,
        carbohydrate: null,
        water: null,
      },
    ]);
    // شاهي ليبي: 5905 / 115 kcal per 100 g (libyan.test.ts).
    expect(c!.energyDifference).toBeCloseTo((5905 / 115 - 50) / 50, 6);
  });
});

describe("publishedCheckFor", () => {
  it("names the table of the same dish, in Arabic, with its energy", () => {
    expect(publishedCheckFor("تبولة")).toEqual({
      table: "جدول تركيب الأغذية اللبناني (عبر الجداول البحرينية)",
      nameThere: "TABOULA",
      energyKcal: 53,
    });
    expect(publishedCheckFor("مضروبة")?.table).toBe(
      "جداول تركيب الأغذية البحرينية (وزارة الصحة، 2025)",
    );
  });

  it("shows no proxy, and nothing for a dish no table analysed", () => {
    expect(publishedCheckFor("كبسة دجاج")).toBeUndefined();
    expect(publishedCheckFor("بازين")).toBeUndefined();
  });
});
