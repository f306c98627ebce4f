// Writes content/meals/usda-foods.json: the rows of the shared USDA table
// (../shared/data/nutrients/foods.csv) that the meal database uses, and nothing else.
// Run: npm run data:meals   (or: npx tsx scripts/build-usda-subset.ts)
// The site reads only the committed JSON at run time; ../shared is needed only here.

import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import * as prettier from "prettier";
import { mealEntries } from "../content/meals/index";
import type { UsdaId } from "../content/meals/types";
import { categoryCountsTable, withCountsTable } from "../lib/meals/category-counts";
import { NUTRIENT_COLUMNS } from "../lib/meals/nutrient-columns";
import { parseCsv } from "../lib/meals/parse-csv";
import { parseUsdaId, type UsdaDataset, type UsdaFoodRow } from "../lib/meals/usda-food";

const ROOT = path.resolve(__dirname, "..");
const CSV_PATH = path.resolve(ROOT, "../shared/data/nutrients/foods.csv");
const OUT_PATH = path.join(ROOT, "content/meals/usda-foods.json");
const README_PATH = path.join(ROOT, "content/meals/README.md");

function usedIds(): Set<UsdaId> {
  const ids = new Set<UsdaId>();
  for (const entry of mealEntries) {
    if ("usda" in entry) ids.add(entry.usda);
    else for (const { usda } of entry.recipe) ids.add(usda);
  }
  return ids;
}

function toNumber(cell: string, column: string, key: string): number | null {
  if (cell === "") return null;
  const value = Number(cell);
  if (!Number.isFinite(value)) throw new Error(`${key}: ${column} is not a number: "${cell}"`);
  return value;
}

async function main(): Promise<void> {
  let csvText: string;
  try {
    csvText = readFileSync(CSV_PATH, "utf8");
  } catch (error) {
    throw new Error(`Cannot read ${CSV_PATH} (is ../shared beside the project?)`, {
      cause: error,
    });
  }
  const { header, records } = parseCsv(csvText);
  for (const column of ["dataset", "source_id", "description", "food_group", ...NUTRIENT_COLUMNS]) {
    if (!header.includes(column)) throw new Error(`foods.csv has no column "${column}"`);
  }

  const byKey = new Map(records.map((record) => [`${record.dataset}:${record.source_id}`, record]));
  const ids = usedIds();
  const missing: string[] = [];
  const rows: UsdaFoodRow[] = [];
  for (const id of ids) {
    const { dataset, sourceId } = parseUsdaId(id);
    const key = `${dataset}:${sourceId}`;
    const record = byKey.get(key);
    if (!record) {
      missing.push(id);
      continue;
    }
    const nutrients = Object.fromEntries(
      NUTRIENT_COLUMNS.map((column) => [column, toNumber(record[column] ?? "", column, key)]),
    ) as Record<(typeof NUTRIENT_COLUMNS)[number], number | null>;
    rows.push({
      dataset: dataset as UsdaDataset,
      source_id: sourceId,
      description: record.description ?? "",
      food_group: record.food_group ?? "",
      ...nutrients,
    });
  }
  if (missing.length > 0) {
    throw new Error(`USDA ids not found in ${CSV_PATH}:\n  ${missing.sort().join("\n  ")}`);
  }

  // Plain code-unit order (not locale order) so the file is identical on every machine.
  const order = (row: UsdaFoodRow) => `${row.dataset}:${row.source_id}`;
  rows.sort((a, b) => (order(a) < order(b) ? -1 : order(a) > order(b) ? 1 : 0));
  writeFileSync(OUT_PATH, `${JSON.stringify(rows, null, 2)}\n`);
  const readme = withCountsTable(
    readFileSync(README_PATH, "utf8"),
    categoryCountsTable(mealEntries),
  );
  const options = await prettier.resolveConfig(README_PATH);
  writeFileSync(README_PATH, await prettier.format(readme, { ...options, filepath: README_PATH }));
  console.log(
    `Wrote ${rows.length} USDA rows for ${mealEntries.length} meals to ${path.relative(ROOT, OUT_PATH)}`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
