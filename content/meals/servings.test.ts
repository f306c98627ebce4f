// The serving rule over the real database (content/meals/README.md, "Servings"): every entry
// has a household unit a person would name; USDA servings are the listed (or SR28's first two)
// household measures of the committed data (and of portions.csv itself when ../shared is
// beside the project); recipe servings are the stated share of the recipe's grams; borrowed
// units are estimates that say which row and why.

import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { getMealByName } from "@/lib/meals/catalog";
import type { HouseholdWeights } from "@/lib/meals/catalog/household-weight";
import { servingUnitOf } from "@/lib/meals/meal-text/parse-meal-text";
import { measureKey, recipeTotalGrams, scaleGrams } from "@/lib/meals/catalog/servings";
import { usdaIdOf, type UsdaDataset } from "@/lib/meals/catalog/usda-food";
import { parseCsv } from "@/scripts/usda/parse-csv";
import { householdIds, readHouseholdWeights } from "@/scripts/usda/household-weights";
import { householdMeasureLabels } from "./household-measures";
import { mealEntries } from "./index";
import type { MealEntry, UsdaId } from "./types";
import usdaHouseholdWeights from "./usda-household-weights.json";

const committed = usdaHouseholdWeights as readonly HouseholdWeights[];
const weightsById = new Map(committed.map((w) => [w.id, w]));

function meal(entry: MealEntry) {
  const found = getMealByName(entry.name);
  if (!found) throw new Error(`no meal named ${entry.name}`);
  return found;
}

/** The USDA measures an entry serves of its own (or same-food) row, in order. */
function ownMeasures(entry: MealEntry): string[] {
  if (!("usda" in entry) || entry.noServing !== undefined) return [];
  if (entry.measures) return entry.measures.map(measureKey);
  const id = entry.householdFrom ?? entry.usda;
  if (!id.startsWith("sr28:")) return [];
  const firstTwo = (weightsById.get(id)?.weights ?? [])
    .slice(0, 2)
    .map((w) => measureKey(w.description));
  const served = firstTwo.filter((m) => householdMeasureLabels[m] !== null);
  return entry.typicalWeight === 2 && served.length === 2 ? served.reverse() : served;
}

describe("every entry has a household unit a person would name", () => {
  it.each(mealEntries.map((e) => [e.name, e] as const))("%s", (_name, entry) => {
    const servings = meal(entry).servings;
    expect(servings?.length).toBeGreaterThan(0);
    for (const serving of servings ?? []) {
      expect(serving.label.trim()).not.toBe("");
      expect(serving.grams).toBeGreaterThan(0);
      expect(serving.basis.trim()).not.toBe("");
      expect(serving.basis).not.toContain("\n");
    }
    expect(new Set(servings?.map((s) => s.label)).size).toBe(servings?.length ?? 0);
    const units = (servings ?? []).map((s) => servingUnitOf(s.label).unit);
    expect(units.some((u) => u !== null && u !== "portion" && u !== "ounce")).toBe(true);
  });
});

describe("recipe servings", () => {
  it("weigh the stated share of the recipe's grams as eaten, borrowed units after", () => {
    const bad: string[] = [];
    for (const entry of mealEntries) {
      if ("usda" in entry) continue;
      const servings = meal(entry).servings ?? [];
      // A batch (sweets weighed for about 100 g) is not served: its units are.
      const [serving, ...rest] =
        entry.serving.batch === undefined ? servings : [undefined, ...servings];
      if (serving) {
        const expected = scaleGrams(recipeTotalGrams(entry) / (entry.serving.perRecipe ?? 1));
        if (serving.kind !== "recipe" || serving.grams !== expected) {
          bad.push(`${entry.name}: ${JSON.stringify(serving)} (want ${expected} g)`);
        }
        if (serving.label !== entry.serving.label) bad.push(`${entry.name}: label`);
      }
      if (
        rest.length !== (entry.borrowedUnits?.length ?? 0) ||
        (rest.length === 0 && !serving) ||
        rest.some((s) => s?.kind !== "estimate")
      )
        bad.push(`${entry.name}: ${JSON.stringify(rest)}`);
    }
    expect(bad).toEqual([]);
  });
});

describe("USDA household servings", () => {
  it("are exactly the listed (or SR28's first two) measures of the committed data, translated", () => {
    const bad: string[] = [];
    for (const entry of mealEntries) {
      if (!("usda" in entry)) continue;
      const source = weightsById.get(entry.householdFrom ?? entry.usda);
      const expected = ownMeasures(entry).map((m) => ({
        label: entry.relabel?.[m] ?? householdMeasureLabels[m],
        grams: scaleGrams(
          source?.weights.find((w) => measureKey(w.description) === m)?.grams ?? NaN,
        ),
        kind: entry.householdFrom ? "estimate" : "usda",
        usdaText: m,
      }));
      // The typical serving may come first from elsewhere (`typical`): find each by its text.
      const servings = meal(entry).servings ?? [];
      const actual = expected.map(({ usdaText, kind }) => {
        const s = servings.find(
          (x) => x.kind === kind && x.basis.endsWith(`: ${usdaText}`) && !x.basis.includes("×"),
        );
        return { label: s?.label, grams: s?.grams, kind: s?.kind, usdaText };
      });
      const ownCount = servings.filter((x) => x.kind === "usda").length;
      if (
        JSON.stringify(actual) !== JSON.stringify(expected) ||
        (!entry.householdFrom && ownCount !== expected.length)
      ) {
        bad.push(`${entry.name}: ${JSON.stringify(actual)} ≠ ${JSON.stringify(expected)}`);
      }
    }
    expect(bad).toEqual([]);
  });

  it("borrow from another row only, never alongside a reason for none; FNDDS rows say which measures", () => {
    const bad: string[] = [];
    for (const entry of mealEntries) {
      if (!("usda" in entry)) continue;
      const fndds = entry.usda.startsWith("fndds:");
      if (entry.householdFrom === entry.usda) bad.push(`${entry.name}: borrows from itself`);
      if (entry.householdFrom && entry.noServing) bad.push(`${entry.name}: both`);
      if (entry.noServing && (entry.measures || entry.borrowedUnits))
        bad.push(`${entry.name}: none?`);
      if (
        fndds &&
        !entry.householdFrom &&
        !entry.noServing &&
        !entry.measures &&
        !entry.borrowedUnits
      )
        bad.push(`${entry.name}: FNDDS, no rule`);
      if (entry.typicalWeight === 2 && (entry.measures || ownMeasures(entry).length !== 2))
        bad.push(`${entry.name}: typical`);
    }
    expect(bad).toEqual([]);
  });

  it("borrowed units name another row and say why, in Arabic", () => {
    const bad: string[] = [];
    for (const entry of mealEntries) {
      const own: UsdaId | undefined = "usda" in entry ? entry.usda : undefined;
      for (const unit of entry.borrowedUnits ?? []) {
        if (unit.from === own) bad.push(`${entry.name}: borrows its own row`);
        if (!/[\u0600-\u06FF]/.test(unit.why) || unit.why.includes("\n"))
          bad.push(`${entry.name}: why`);
      }
    }
    expect(bad).toEqual([]);
  });

  it("usda-household-weights.json holds exactly the rows served by household measure, sorted", () => {
    const ids = committed.map((w) => w.id);
    expect(ids).toEqual([...householdIds(mealEntries)].sort());
  });

  it("every measure served has an Arabic label, and the table has no unused measure", () => {
    const used = new Set(
      mealEntries.flatMap((entry) => [
        ...ownMeasures(entry),
        ...(entry.borrowedUnits ?? []).map((u) => measureKey(u.measure)),
        ...("usda" in entry ? (entry.scaledUnits ?? []) : []).map((u) => measureKey(u.measure)),
      ]),
    );
    // The default servings skip measures labelled null; those labels are in use too.
    for (const entry of mealEntries) {
      if (!("usda" in entry) || entry.measures || entry.noServing !== undefined) continue;
      const id = entry.householdFrom ?? entry.usda;
      if (!id.startsWith("sr28:")) continue;
      for (const w of (weightsById.get(id)?.weights ?? []).slice(0, 2))
        used.add(measureKey(w.description));
    }
    expect([...used].filter((key) => !(key in householdMeasureLabels))).toEqual([]);
    expect(Object.keys(householdMeasureLabels).filter((key) => !used.has(key))).toEqual([]);
  });
});

// USDA_PORTIONS_CSV lets a run point elsewhere (e.g. a missing path, to check the skip).
const SHARED = path.resolve(__dirname, "../../../shared/data/nutrients");
const PORTIONS = process.env.USDA_PORTIONS_CSV ?? path.join(SHARED, "portions.csv");
const FOODS_CSV = path.join(SHARED, "foods.csv");
const describeWithShared = existsSync(PORTIONS) && existsSync(FOODS_CSV) ? describe : describe.skip;

describeWithShared("against USDA's portions.csv (skipped when ../shared is absent)", () => {
  it("usda-household-weights.json equals the measures portions.csv gives", () => {
    const descriptions = new Map(
      parseCsv(readFileSync(FOODS_CSV, "utf8")).records.map((r) => [
        usdaIdOf(r.dataset as UsdaDataset, r.source_id ?? ""),
        r.description ?? "",
      ]),
    );
    const fromSource = readHouseholdWeights(
      readFileSync(PORTIONS, "utf8"),
      householdIds(mealEntries),
      (id) => descriptions.get(id),
    );
    expect(committed).toEqual(fromSource);
  });
});

// The typical serving is the one people have: a soft drink's can as Libya sells it (330 ml,
// USDA's 12 fl oz can scaled), unsweetened tea's cup, both weighed from USDA's portions.
describe("typical servings people have", () => {
  it.each([
    ["مشروب غازي", "علبة (330 مل)", "can or bottle (12 fl oz)", 330 / 354.882],
    ["شاهي بدون سكر", "كوب (240 مل)", "cup (8 fl oz)", 1],
  ])("%s: %s", (name, label, usdaMeasure, times) => {
    const entry = mealEntries.find((e) => e.name === name)!;
    const typical = meal(entry).servings?.[0];
    expect(typical?.label).toBe(label);
    const id = (entry as Extract<MealEntry, { usda: UsdaId }>).usda;
    const weight = weightsById
      .get(id)
      ?.weights.find((w) => measureKey(w.description) === `1 ${usdaMeasure}`);
    expect(scaleGrams((weight?.grams ?? NaN) * times)).toBe(typical?.grams);
  });
});
