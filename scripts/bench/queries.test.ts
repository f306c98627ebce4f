import { fixtureMeals } from "@/test/fixtures/meals";
import { createMealSearch } from "@/lib/meals/search";
import { benchQueries } from "./queries";
import { percentile } from "./report";

describe("benchQueries", () => {
  const queries = benchQueries(fixtureMeals, 2000);

  it("gives the requested number of queries, the same on every run", () => {
    expect(queries).toHaveLength(2000);
    expect(benchQueries(fixtureMeals, 2000)).toEqual(queries);
  });

  it("mixes names, names with the article, aliases, prefixes and one-typo names", () => {
    expect(queries).toContain("بازين");
    expect(queries).toContain("البازين");
    expect(queries).toContain("bazin");
    expect(queries).toContain("باز");
    expect(queries.some((q) => q !== "بازين" && /^با+زي*ن$/.test(q))).toBe(true);
  });

  it("gives queries that mostly find something", () => {
    const search = createMealSearch(fixtureMeals);
    const found = queries.filter((q) => search.search(q).length > 0).length;
    expect(found / queries.length).toBeGreaterThan(0.9);
  });

  it("gives nothing for an empty catalog", () => {
    expect(benchQueries([], 10)).toEqual([]);
  });
});

describe("percentile", () => {
  const values = Array.from({ length: 100 }, (_, i) => i + 1);

  it("picks the nearest-rank value", () => {
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 99)).toBe(99);
    expect(percentile(values, 100)).toBe(100);
    expect(percentile([7], 99)).toBe(7);
  });

  it("is NaN for no values", () => {
    expect(percentile([], 50)).toBeNaN();
  });
});
