// The recipes held against laboratory-analysed tables (issue 19): every dish of
// reference-dishes.ts, its energy beside the published one, printed with the median and the
// outliers. Counted are the same-dish rows; the targets are a median absolute energy
// difference of at most 10 % and none above 40 % without a sourced reason in the data.
import {
  compareWithPublished,
  median,
  type PublishedComparison,
} from "@/lib/meals/reference/compare-with-published";
import { getMealByName } from "@/lib/meals/catalog";
import { referenceDishes, referenceSources } from "./reference-dishes";

const MEDIAN_TARGET = 0.1;
const OUTLIER_LIMIT = 0.4;

const comparisons = compareWithPublished();
const counted = comparisons.filter((c) => c.reference.match === "same-dish");

function pct(x: number): string {
  return `${x >= 0 ? "+" : ""}${(x * 100).toFixed(0)} %`;
}

function line(c: PublishedComparison): string {
  const r = c.reference;
  const fmt = (site: number, published: number | null) =>
    `${site.toFixed(1)}/${published === null ? "–" : published.toFixed(1)}`;
  return [
    r.meal.padEnd(22),
    r.match === "same-dish" ? "same " : "proxy",
    `${c.site.energyKcal.toFixed(0).padStart(4)} vs ${r.energyKcal.toFixed(0).padStart(4)} kcal`,
    pct(c.energyDifference).padStart(7),
    `P ${fmt(c.site.protein, r.protein)}`,
    `F ${fmt(c.site.fat, r.fat)}`,
    `${r.source}: ${r.nameThere}`,
  ].join("  ");
}

const absMedian = median(counted.map((c) => Math.abs(c.energyDifference)));
const outliers = counted.filter(
  (c) => Math.abs(c.energyDifference) > OUTLIER_LIMIT && !c.reference.overTargetReason,
);

beforeAll(() => {
  console.log(
    [
      "dish  match  site vs published (kcal/100 g)  difference  protein site/published  fat site/published  table: dish there",
      ...comparisons.map(line),
      `counted (same dish): ${counted.length}; median absolute energy difference ${pct(absMedian)}`,
      `outliers over ${pct(OUTLIER_LIMIT)}: ${outliers.map((c) => `${c.reference.meal} ${pct(c.energyDifference)}`).join(", ") || "none"}`,
    ].join("\n"),
  );
});

describe("the reference table", () => {
  it("lists at least 25 dishes of the database, each meal once per match", () => {
    expect(referenceDishes.length).toBeGreaterThanOrEqual(25);
    for (const r of referenceDishes) expect(getMealByName(r.meal)).toBeDefined();
    const keys = referenceDishes.map((r) => `${r.meal}|${r.source}|${r.nameThere}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("cites, for every row, the transcription's repository, commit and path", () => {
    for (const r of referenceDishes) {
      const source = referenceSources[r.source];
      expect(source.repo).toMatch(/^[\w.-]+\/[\w.-]+$/);
      expect(source.commit).toMatch(/^[0-9a-f]{40}$/);
      expect(source.path.length).toBeGreaterThan(0);
    }
  });

  it("gives a reason for every proxy", () => {
    for (const r of referenceDishes.filter((d) => d.match === "proxy")) {
      expect(r.note?.length ?? 0).toBeGreaterThan(10);
    }
  });

  it("holds published values that add up: energy near 4 P + 4 C + 9 F where all are given", () => {
    for (const r of referenceDishes) {
      if (r.protein === null || r.fat === null || r.carbohydrate === null) continue;
      const atwater = 4 * r.protein + 4 * r.carbohydrate + 9 * r.fat;
      // Published energy counts fibre and uses specific factors; 25 % covers both.
      expect(Math.abs(atwater - r.energyKcal) / r.energyKcal).toBeLessThan(0.25);
    }
  });
});
describe("the recipes against the published analyses", () => {
  it(`median absolute energy difference over the same dishes ≤ ${pct(MEDIAN_TARGET)}`, () => {
    expect(counted.length).toBeGreaterThanOrEqual(25);
    expect(absMedian).toBeLessThanOrEqual(MEDIAN_TARGET);
  });

  it(`no same dish differs by more than ${pct(OUTLIER_LIMIT)} without a sourced reason`, () => {
    expect(outliers.map((c) => `${c.reference.meal} ${pct(c.energyDifference)}`)).toEqual([]);
  });
});
