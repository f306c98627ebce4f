// The serving rule over the real database (content/meals/README.md, "Servings"): every entry
// has a serving or states why it has none; USDA servings are SR28's household weights of the
// committed data (and of ABBREV.txt itself when ../shared is beside the project); recipe
// servings are the stated share of the recipe's grams.

import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { getMealByName } from "@/lib/meals/catalog";
import type { HouseholdWeights } from "@/lib/meals/catalog/household-weight";
import { measureKey, recipeTotalGrams } from "@/lib/meals/catalog/servings";
import { parseCsv } from "@/scripts/usda/parse-csv";
import { householdIds, readHouseholdWeights } from "@/scripts/usda/household-weights";
import { householdMeasureLabels } from "./household-measures";
import { mealEntries } from "./index";
import type { MealEntry } from "./types";
import usdaHouseholdWeights from "./usda-household-weights.json";

const committed = usdaHouseholdWeights as readonly HouseholdWeights[];
const weightsById = new Map(committed.map((w) => [w.id, w]));

function meal(entry: MealEntry) {
  const found = getMealByName(entry.name);
  if (!found) throw new Error(`no meal named ${entry.name}`);
  return found;
}

describe("every entry has a serving or an explicit reason for none", () => {
  it.each(mealEntries.map((e) => [e.name, e] as const))("%s", (_name, entry) => {
    const servings = meal(entry).servings;
    const reason = "usda" in entry ? entry.noServing : undefined;
    if (reason !== undefined) {
      expect(servings).toBeUndefined();
      expect(reason.trim()).not.toBe("");
    } else {
      expect(servings?.length).toBeGreaterThan(0);
    }
    for (const serving of servings ?? []) {
      expect(serving.label.trim()).not.toBe("");
      expect(serving.grams).toBeGreaterThan(0);
      expect(serving.basis.trim()).not.toBe("");
      expect(serving.basis).not.toContain("\n");
    }
    expect(new Set(servings?.map((s) => s.label)).size).toBe(servings?.length ?? 0);
  });
});

describe("recipe servings", () => {
  it("weigh the stated share of the recipe's grams as eaten", () => {
    const bad: string[] = [];
    for (const entry of mealEntries) {
      if ("usda" in entry) continue;
      const [serving, ...rest] = meal(entry).servings ?? [];
      const expected = recipeTotalGrams(entry) / (entry.serving.perRecipe ?? 1);
      if (rest.length > 0 || serving?.kind !== "recipe" || serving.grams !== expected) {
        bad.push(`${entry.name}: ${JSON.stringify(serving)} (want ${expected} g)`);
      }
      if (serving?.label !== entry.serving.label) bad.push(`${entry.name}: label`);
    }
    expect(bad).toEqual([]);
  });
});

describe("USDA household servings", () => {
  it("are exactly the translated SR28 weights of the committed data, in SR28's order or the stated one", () => {
    const bad: string[] = [];
    for (const entry of mealEntries) {
      if (!("usda" in entry) || entry.noServing !== undefined) continue;
      const id = entry.householdFrom ?? entry.usda;
      const source = weightsById.get(id as HouseholdWeights["id"]);
      const expected = (source?.weights ?? [])
        .filter((w) => householdMeasureLabels[measureKey(w.description)] !== null)
        .map((w) => ({
          label: householdMeasureLabels[measureKey(w.description)],
          grams: w.grams,
          kind: entry.householdFrom ? "estimate" : "usda",
          usdaText: measureKey(w.description),
        }));
      if (entry.typicalWeight === 2) expected.reverse();
      const actual = (meal(entry).servings ?? []).map((s) => ({
        label: s.label,
        grams: s.grams,
        kind: s.kind,
        usdaText: expected.find((e) => s.basis.endsWith(`: ${e.usdaText}`))?.usdaText,
      }));
      if (JSON.stringify(actual) !== JSON.stringify(expected)) {
        bad.push(`${entry.name}: ${JSON.stringify(actual)} ≠ ${JSON.stringify(expected)}`);
      }
    }
    expect(bad).toEqual([]);
  });

  it("borrow only for FNDDS rows, never alongside a reason for none, reorder only two weights", () => {
    const bad: string[] = [];
    for (const entry of mealEntries) {
      if (!("usda" in entry)) continue;
      const fndds = entry.usda.startsWith("fndds:");
      if (entry.householdFrom && !fndds) bad.push(`${entry.name}: borrows for an SR28 row`);
      if (entry.householdFrom && entry.noServing) bad.push(`${entry.name}: both`);
      if (fndds && !entry.householdFrom && !entry.noServing)
        bad.push(`${entry.name}: FNDDS, no rule`);
      const own = weightsById.get((entry.householdFrom ?? entry.usda) as HouseholdWeights["id"]);
      if (entry.typicalWeight === 2 && own?.weights.length !== 2)
        bad.push(`${entry.name}: typical`);
    }
    expect(bad).toEqual([]);
  });

  it("usda-household-weights.json holds exactly the rows served by household measure, sorted", () => {
    const ids = committed.map((w) => w.id);
    expect(ids).toEqual([...householdIds(mealEntries)].sort());
  });

  it("every measure used has an Arabic label, and the table has no unused measure", () => {
    const used = new Set(committed.flatMap((w) => w.weights.map((x) => measureKey(x.description))));
    expect([...used].filter((key) => !(key in householdMeasureLabels))).toEqual([]);
    expect(Object.keys(householdMeasureLabels).filter((key) => !used.has(key))).toEqual([]);
  });
});

// USDA_SR28_ABBREV lets a run point elsewhere (e.g. a missing path, to check the skip).
const SHARED = path.resolve(__dirname, "../../../shared/data/nutrients");
const ABBREV = process.env.USDA_SR28_ABBREV ?? path.join(SHARED, "source/sr28/ABBREV.txt");
const FOODS_CSV = path.join(SHARED, "foods.csv");
const describeWithShared = existsSync(ABBREV) && existsSync(FOODS_CSV) ? describe : describe.skip;

describeWithShared("against SR28's ABBREV.txt (skipped when ../shared is absent)", () => {
  it("usda-household-weights.json equals the weights ABBREV.txt gives", () => {
    const descriptions = new Map(
      parseCsv(readFileSync(FOODS_CSV, "utf8")).records.map((r) => [
        `${r.dataset}:${r.source_id}`,
        r.description ?? "",
      ]),
    );
    const fromSource = readHouseholdWeights(
      readFileSync(ABBREV, "latin1"),
      householdIds(mealEntries),
      (id) => descriptions.get(`usda_sr28:${id.slice(5)}`) ?? "",
    );
    expect(committed).toEqual(fromSource);
  });
});
