// Checks of the embedded meal database (content/meals) against its USDA subset and, when
// ../shared is beside the project, against the full USDA table it was generated from.

import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { getMealCatalog } from "@/lib/meals/catalog";
import { categoryCountsTable, COUNTS_END, COUNTS_START } from "@/scripts/usda/category-counts";
import { NUTRIENT_COLUMNS } from "@/lib/meals/catalog/nutrient-columns";
import { parseCsv } from "@/scripts/usda/parse-csv";
import { parseUsdaId, usdaIdOf, type UsdaFoodRow } from "@/lib/meals/catalog/usda-food";
import { mealEntries } from "./index";
import type { MealEntry, UsdaId } from "./types";
import usdaFoods from "./usda-foods.json";

const rows = usdaFoods as readonly UsdaFoodRow[];
const jsonIds = new Set(rows.map((r) => usdaIdOf(r.dataset, r.source_id)));

function idsOf(entry: MealEntry): UsdaId[] {
  return "usda" in entry ? [entry.usda] : entry.recipe.map((i) => i.usda);
}

const usedIds = new Set(mealEntries.flatMap(idsOf));

describe("USDA ids", () => {
  it("every id of every entry is well formed and present in usda-foods.json", () => {
    const missing = [...usedIds].filter((id) => !jsonIds.has(id));
    expect(missing).toEqual([]);
    for (const id of usedIds) expect(() => parseUsdaId(id)).not.toThrow();
  });

  it("usda-foods.json holds only rows the meals use, sorted, without duplicates", () => {
    const keys = rows.map((r) => `${r.dataset}:${r.source_id}`);
    expect(keys).toEqual([...keys].sort());
    expect(new Set(keys).size).toBe(keys.length);
    expect([...jsonIds].filter((id) => !usedIds.has(id))).toEqual([]);
  });

  it("every row has all 26 nutrient columns, numbers or null, and complete macros", () => {
    const bad: string[] = [];
    for (const row of rows) {
      for (const column of NUTRIENT_COLUMNS) {
        const value: unknown = row[column];
        if (value !== null && typeof value !== "number") bad.push(`${row.source_id} ${column}`);
      }
      for (const column of ["energy_kcal", "protein_g", "fat_g", "carbohydrate_g"] as const) {
        if (row[column] === null) bad.push(`${row.source_id} ${column} empty`);
      }
    }
    expect(bad).toEqual([]);
  });
});

// USDA_FOODS_CSV lets a run point elsewhere (e.g. a missing path, to check the skip).
const SHARED_CSV =
  process.env.USDA_FOODS_CSV ?? path.resolve(__dirname, "../../../shared/data/nutrients/foods.csv");
const describeWithShared = existsSync(SHARED_CSV) ? describe : describe.skip;

describeWithShared("against the shared USDA table (skipped when ../shared is absent)", () => {
  // Read in beforeAll: describe.skip still runs its body, and the file may be absent.
  let records = new Map<string, Record<string, string>>();
  beforeAll(() => {
    const { records: list } = parseCsv(readFileSync(SHARED_CSV, "utf8"));
    records = new Map(list.map((r) => [`${r.dataset}:${r.source_id}`, r]));
  });

  it("every id of every entry exists in foods.csv", () => {
    const missing = [...usedIds].filter((id) => {
      const { dataset, sourceId } = parseUsdaId(id);
      return !records.has(`${dataset}:${sourceId}`);
    });
    expect(missing).toEqual([]);
  });

  it("usda-foods.json is up to date with foods.csv (empty cell = null)", () => {
    for (const row of rows) {
      const record = records.get(`${row.dataset}:${row.source_id}`);
      expect(record?.description).toBe(row.description);
      expect(record?.food_group).toBe(row.food_group);
      for (const column of NUTRIENT_COLUMNS) {
        const cell = record?.[column];
        expect([row.source_id, column, row[column]]).toEqual([
          row.source_id,
          column,
          cell === "" ? null : Number(cell),
        ]);
      }
    }
  });
});

describe("names and aliases", () => {
  // Case-folded and trimmed for now; to be switched to the search normaliser.
  const key = (text: string) => text.trim().toLocaleLowerCase("en");

  it("no two meals share a name or an alias (and no meal repeats one)", () => {
    const seen = new Map<string, string>();
    const duplicates: string[] = [];
    for (const entry of mealEntries) {
      for (const text of [entry.name, ...entry.aliases]) {
        const k = key(text);
        const owner = seen.get(k);
        if (owner !== undefined) duplicates.push(`"${text}" (${entry.name} / ${owner})`);
        else seen.set(k, entry.name);
      }
    }
    expect(duplicates).toEqual([]);
  });

  it("every entry has an Arabic name and at least one Latin transliteration", () => {
    const bad = mealEntries
      .filter(
        (e) =>
          !/^[\u0600-\u06FF][\u0600-\u06FF\s()،/-]*$/.test(e.name) ||
          !e.aliases.some((a) => /^[a-z][a-z\s'-]*$/i.test(a)),
      )
      .map((e) => e.name);
    expect(bad).toEqual([]);
  });
});

describe("recipes", () => {
  it("have positive grams and a one-line basis", () => {
    const bad: string[] = [];
    for (const entry of mealEntries) {
      if ("usda" in entry) continue;
      if (entry.recipe.length === 0) bad.push(`${entry.name}: empty recipe`);
      if (entry.recipe.some(({ grams }) => !Number.isFinite(grams) || grams <= 0)) {
        bad.push(`${entry.name}: grams`);
      }
      if (entry.basis.trim() === "" || entry.basis.includes("\n")) bad.push(`${entry.name}: basis`);
    }
    expect(bad).toEqual([]);
  });
});

describe("energy is consistent with the macros (Atwater)", () => {
  // kcal per 100 g must lie within 15 % of 4 × protein + 4 × carbohydrate + 9 × fat. The
  // 2 kcal floor only matters for near-zero-energy drinks (tea: 1 kcal vs 1.2), where the
  // rounding of sub-gram macros in the source dominates; it cannot hide a wrong recipe.
  const TOLERANCE = 0.15;
  const FLOOR_KCAL = 2;

  it.each(getMealCatalog().map((m) => [m.name, m] as const))("%s", (_name, meal) => {
    const atwater = 4 * meal.protein + 4 * meal.carbohydrates + 9 * meal.fat;
    const allowed = Math.max(TOLERANCE * atwater, FLOOR_KCAL);
    expect({
      calories: meal.calories,
      atwater,
      within: Math.abs(meal.calories - atwater) <= allowed,
    }).toMatchObject({ within: true });
  });
});

describe("size of the database", () => {
  it("has at least 200 entries", () => {
    expect(mealEntries.length).toBeGreaterThanOrEqual(200);
  });

  it("has at least 45 Libyan dishes", () => {
    expect(mealEntries.filter((e) => e.category === "libyan").length).toBeGreaterThanOrEqual(45);
  });
});

describe("README", () => {
  it("carries the current counts per category (run npm run data:meals if this fails)", () => {
    const readme = readFileSync(path.join(__dirname, "README.md"), "utf8");
    const table = readme.slice(
      readme.indexOf(COUNTS_START) + COUNTS_START.length,
      readme.indexOf(COUNTS_END),
    );
    // Prettier pads the columns; compare without the padding.
    const squash = (text: string) => text.trim().replace(/ +/g, "").replace(/-+/g, "-");
    const servingKind = (entry: MealEntry) =>
      getMealCatalog().find((m) => m.name === entry.name)?.servings?.[0]?.kind ?? "none";
    expect(squash(table)).toBe(squash(categoryCountsTable(mealEntries, servingKind)));
  });
});
