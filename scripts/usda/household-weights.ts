// Reads the household measures (USDA's portions: SR28's WEIGHT.txt and FNDDS's portions and
// weights, combined in ../shared/data/nutrients/portions.csv) of the rows the meal database
// serves by household measure, for content/meals/usda-household-weights.json. Pure, so that
// it can be tested with a few lines of CSV.

import type { MealEntry, UsdaId } from "@/content/meals/types";
import type { HouseholdWeights } from "@/lib/meals/catalog/household-weight";
import { usdaIdOf, type UsdaDataset } from "@/lib/meals/catalog/usda-food";
import { parseCsv } from "./parse-csv";

/** The USDA rows whose household measures the meal database uses. */
export function householdIds(entries: readonly MealEntry[]): Set<UsdaId> {
  const ids = new Set<UsdaId>();
  for (const entry of entries) {
    for (const unit of entry.borrowedUnits ?? []) ids.add(unit.from);
    if (!("usda" in entry) || entry.noServing !== undefined) continue;
    if (entry.householdFrom) ids.add(entry.householdFrom);
    else if (entry.usda.startsWith("sr28:") || entry.measures) ids.add(entry.usda);
  }
  return ids;
}

/** portions.csv's text of a measure: SR28 "amount measure", FNDDS the measure alone. */
function measureText(record: Record<string, string>): string {
  return record.dataset === "usda_sr28"
    ? `${record.amount} ${record.measure}`
    : (record.measure ?? "");
}

/**
 * The household measures of `ids` from portions.csv's text, in USDA's order (SR28's Seq),
 * sorted by id, each row with its description from `describe` (foods.csv's); a row with no
 * measure gets an empty list, a measure weighing 0 g is left out. Throws, listing them, on
 * ids absent from both files, and on a malformed weight.
 */
export function readHouseholdWeights(
  portionsCsv: string,
  ids: Iterable<UsdaId>,
  describe: (id: UsdaId) => string | undefined,
): HouseholdWeights[] {
  const byId = new Map<string, { seq: number; grams: number; description: string }[]>();
  for (const record of parseCsv(portionsCsv).records) {
    const id = usdaIdOf(record.dataset as UsdaDataset, record.source_id ?? "");
    const grams = Number(record.grams);
    const description = measureText(record).trim();
    if (!Number.isFinite(grams) || grams < 0 || description === "") {
      throw new Error(`${id}: malformed household weight "${record.grams}" "${description}"`);
    }
    if (grams === 0) continue;
    const list = byId.get(id) ?? [];
    list.push({ seq: Number(record.seq), grams, description });
    byId.set(id, list);
  }
  const missing: string[] = [];
  const result: HouseholdWeights[] = [];
  for (const id of ids) {
    const food = describe(id);
    const weights = byId.get(id) ?? [];
    if (food === undefined) {
      missing.push(id);
      continue;
    }
    weights.sort((a, b) => a.seq - b.seq);
    result.push({
      id,
      food,
      weights: weights.map(({ grams, description }) => ({ grams, description })),
    });
  }
  if (missing.length > 0) {
    throw new Error(`USDA ids not found in foods.csv:\n  ${missing.sort().join("\n  ")}`);
  }
  return result.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}
