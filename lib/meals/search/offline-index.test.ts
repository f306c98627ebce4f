import { gzipSync } from "node:zlib";
import { getMealCatalog } from "../catalog";
import type { Meal } from "../types";
import { embeddedPublicMeal, offlineMealIndex } from "./embedded-meals";
import { decodeOfflineMealIndex, offlineMealByPage } from "./offline-index";
import { searchOfflineMeals } from "./offline-search";

// The meal index the calculator searches offline: every embedded meal comes back with its
// aliases, values, servings and page, and the whole stays within its 85 KB gzipped budget
// (60 KB until 43 dishes took the database from 337 to 380 meals, 55.9 → 65.4 KB, then 80 KB
// for the oil versions of its dishes with added fat, 75.9 KB; 85 KB once the recipe rules gave
// more dishes oil, syrup and published recipes, 80.0 KB; 80.1 KB with بسبوسة's). The service
// worker downloads it once, in the background after the page has loaded; no page waits for it.
// Recipe values are kept to the last digit so that offline and online agree exactly; rounding
// them at the catalogue would take about a third off.
describe("the offline meal index", () => {
  const index = offlineMealIndex();
  const decoded = decodeOfflineMealIndex(index);

  it("holds every meal with its aliases, values, servings and page", () => {
    const catalog = getMealCatalog();
    expect(decoded).toHaveLength(catalog.length);
    catalog.forEach((entry, i) => {
      // The source (USDA ids and note) and the GI measurements stay out of the index.
      const publicMeal: Partial<Meal> = embeddedPublicMeal(entry);
      delete publicMeal.source;
      delete publicMeal.glycaemicIndex;
      const servings = publicMeal.servings?.map((s) =>
        s.kind === "estimate" ? s : { ...s, basis: "" },
      );
      // The oil versions are rebuilt by mixing (mixOil): equal to a billionth, checked below.
      const { oil: decodedOil, ...rest } = decoded[i]!;
      const { oil, ...publicRest } = publicMeal;
      expect(rest).toEqual({
        ...publicRest,
        ...(servings && { servings }),
        aliases: entry.aliases,
      });
      expect(decodedOil === undefined).toBe(oil === undefined);
      if (oil && decodedOil) {
        expect(decodedOil.grams).toBe(oil.grams);
        for (const version of ["less", "more"] as const) {
          const got = decodedOil[version];
          const want = oil[version];
          expect(Object.keys(got).sort()).toEqual(Object.keys(want).sort());
          for (const key of ["calories", "protein", "fat", "carbohydrates"] as const) {
            expect(got[key]).toBeCloseTo(want[key], 9);
          }
          for (const list of ["minerals", "vitamins"] as const) {
            expect(got[list].map((n) => n.name)).toEqual(want[list].map((n) => n.name));
            got[list].forEach((n, j) => expect(n.amount).toBeCloseTo(want[list][j]!.amount, 9));
          }
        }
      }
    });
  });

  it("is at most 85 KB gzipped", () => {
    const gzipped = gzipSync(JSON.stringify(index), { level: 9 }).length;
    expect(gzipped).toBeLessThanOrEqual(85 * 1024);
  });

  it("finds a meal by its page", () => {
    const bazeen = decoded.find((m) => m.page === "/calculator/bazeen");
    expect(bazeen).toBeDefined();
    expect(offlineMealByPage(index, "/calculator/bazeen")).toBe(bazeen?.name);
    expect(offlineMealByPage(index, "/calculator/no-such-meal")).toBeNull();
  });

  it("answers the search as the meal API does, from the index", async () => {
    const realFetch = global.fetch;
    global.fetch = jest.fn(async () => Response.json(index)) as typeof fetch;
    try {
      const found = await searchOfflineMeals("بازين");
      expect(found[0]?.name).toBe(decoded.find((m) => m.page === "/calculator/bazeen")?.name);
      expect(found[0]).not.toHaveProperty("aliases");
    } finally {
      global.fetch = realFetch;
    }
  });
});
