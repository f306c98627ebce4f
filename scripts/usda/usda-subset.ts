// Picks, from the full USDA table (foods.csv text), the rows that meal entries use, as
// typed rows with empty cells as null, sorted for a stable file. Used by
// scripts/build-usda-subset.ts; pure so that it can be tested with a small CSV.

import type { MealEntry, UsdaId } from "@/content/meals/types";
import { NUTRIENT_COLUMNS, type NutrientColumn } from "@/lib/meals/catalog/nutrient-columns";
import { parseCsv } from "./parse-csv";
import { parseUsdaId, type UsdaFoodRow } from "@/lib/meals/catalog/usda-food";

const TEXT_COLUMNS = ["dataset", "source_id", "description", "food_group"] as const;

export function usedUsdaIds(entries: readonly MealEntry[]): Set<UsdaId> {
  const ids = new Set<UsdaId>();
  for (const entry of entries) {
    if ("usda" in entry) ids.add(entry.usda);
    else for (const { usda } of entry.recipe) ids.add(usda);
  }
  return ids;
}

function toNumber(cell: string, where: string): number | null {
  if (cell === "") return null;
  const value = Number(cell);
  if (!Number.isFinite(value)) throw new Error(`${where} is not a number: "${cell}"`);
  return value;
}

/** Throws, listing every missing id, when an entry names a row absent from the CSV. */
export function buildUsdaSubset(csvText: string, entries: readonly MealEntry[]): UsdaFoodRow[] {
  const { header, records } = parseCsv(csvText);
  for (const column of [...TEXT_COLUMNS, ...NUTRIENT_COLUMNS]) {
    if (!header.includes(column)) throw new Error(`foods.csv has no column "${column}"`);
  }
  const byKey = new Map(records.map((r) => [`${r.dataset}:${r.source_id}`, r]));

  const missing: string[] = [];
  const rows: UsdaFoodRow[] = [];
  for (const id of usedUsdaIds(entries)) {
    const { dataset, sourceId } = parseUsdaId(id);
    const key = `${dataset}:${sourceId}`;
    const record = byKey.get(key);
    if (!record) {
      missing.push(id);
      continue;
    }
    const nutrients = Object.fromEntries(
      NUTRIENT_COLUMNS.map((c) => [c, toNumber(record[c] ?? "", `${key} ${c}`)]),
    ) as Record<NutrientColumn, number | null>;
    rows.push({
      dataset,
      source_id: sourceId,
      description: record.description ?? "",
      food_group: record.food_group ?? "",
      ...nutrients,
    });
  }
  if (missing.length > 0) {
    throw new Error(`USDA ids not found in foods.csv:\n  ${missing.sort().join("\n  ")}`);
  }
  // Plain code-unit order (not locale order) so the file is identical on every machine.
  const order = (row: UsdaFoodRow) => `${row.dataset}:${row.source_id}`;
  return rows.sort((a, b) => (order(a) < order(b) ? -1 : order(a) > order(b) ? 1 : 0));
}
