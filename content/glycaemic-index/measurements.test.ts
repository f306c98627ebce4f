import { getMealByName, getMealCatalog } from "@/lib/meals/catalog";
import { articleGi } from "./article-values";
import { giExamples, giMeasurements, giSources } from "./measurements";

describe("the GI data file", () => {
  it("names meals the database has, sources it cites, and values on the glucose scale", () => {
    for (const m of giMeasurements) {
      expect([m.meal, getMealByName(m.meal) !== undefined]).toEqual([m.meal, true]);
      expect(giSources[m.source]).toBeDefined();
      expect(m.gi).toBeGreaterThan(0);
      expect(m.gi).toBeLessThanOrEqual(150);
      expect(m.measured.trim()).not.toBe("");
      expect(m.where.trim()).not.toBe("");
    }
    for (const s of Object.values(giSources)) {
      // A year, or the citation says it was not shown where it was read.
      expect(s.citation).toMatch(/\d{4}|not shown/);
      expect(s.readFrom.trim()).not.toBe("");
    }
  });

  it("gives a meal its measurements and nothing else: no estimate for a dish never measured", () => {
    const rice = getMealByName("رز أبيض مطبوخ")!;
    expect(rice.glycaemicIndex?.length).toBe(
      giMeasurements.filter((m) => m.meal === "رز أبيض مطبوخ").length,
    );
    expect(getMealByName("بازين")?.glycaemicIndex).toEqual([]);
    const measured = new Set(giMeasurements.map((m) => m.meal));
    for (const meal of getMealCatalog()) {
      expect([meal.name, (meal.glycaemicIndex?.length ?? 0) > 0]).toEqual([
        meal.name,
        measured.has(meal.name),
      ]);
    }
  });

  it("holds the article's values in its examples, from Table 1 of 2008", () => {
    expect(articleGi.whiteRice).toBe(73);
    expect(articleGi.couscous).toBe(65);
    expect(articleGi.barley).toBe(28);
    expect(giExamples.length).toBeGreaterThan(0);
  });
});
