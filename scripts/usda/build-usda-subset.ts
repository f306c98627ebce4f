// Writes content/meals/usda-foods.json: the rows of the shared USDA table
// (../shared/data/nutrients/foods.csv) that the meal database uses, and nothing else;
// content/meals/usda-household-weights.json: the household measures (portions.csv: SR28's
// WEIGHT.txt and FNDDS's portions) of the rows served by household measure;
// content/meals/usda-water.json: the water of those rows (./usda-water.ts); and refreshes the
// counts table of content/meals/README.md.
// Run: npm run data:meals   (or: npx tsx scripts/usda/build-usda-subset.ts)
// The site reads only the committed JSON at run time; ../shared is needed only here.

import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import * as prettier from "prettier";
import { mealEntries } from "../../content/meals/index";
import { categoryCountsTable, withCountsTable } from "./category-counts";
import { servingsOf } from "../../lib/meals/catalog/servings";
import { householdIds, readHouseholdWeights } from "./household-weights";
import { usdaIdOf, type UsdaDataset } from "../../lib/meals/catalog/usda-food";
import type { UsdaId } from "../../content/meals/types";
import { parseCsv } from "./parse-csv";
import { buildUsdaSubset } from "./usda-subset";
import { fnddsWater, sr28Water } from "./usda-water";

const ROOT = path.resolve(__dirname, "../..");
const CSV_PATH = path.resolve(ROOT, "../shared/data/nutrients/foods.csv");
const PORTIONS_PATH = path.resolve(ROOT, "../shared/data/nutrients/portions.csv");
const OUT_PATH = path.join(ROOT, "content/meals/usda-foods.json");
const WEIGHTS_PATH = path.join(ROOT, "content/meals/usda-household-weights.json");
const README_PATH = path.join(ROOT, "content/meals/README.md");
const SOURCE = path.resolve(ROOT, "../shared/data/nutrients/source");
const ABBREV_PATH = path.join(SOURCE, "sr28/ABBREV.txt");
const FNDDS_PATH = path.join(SOURCE, "fndds_2021_2023/fndds_2021-2023_nutrient_values.xlsx");
const WATER_PATH = path.join(ROOT, "content/meals/usda-water.json");

/** The water of every row used (see ./usda-water.ts), sorted by id; fails on a missing one. */
function writeWater(ids: readonly UsdaId[]): void {
  const wanted = new Set(ids);
  const water = new Map([
    ...sr28Water(readFileSync(ABBREV_PATH, "latin1"), wanted),
    ...fnddsWater(readFileSync(FNDDS_PATH), wanted),
  ]);
  const missing = ids.filter((id) => !water.has(id));
  if (missing.length) throw new Error(`No water for ${missing.join(", ")}`);
  const sorted = Object.fromEntries([...water].sort(([a], [b]) => (a < b ? -1 : 1)));
  writeFileSync(WATER_PATH, `${JSON.stringify(sorted, null, 2)}\n`);
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
  const rows = buildUsdaSubset(csvText, mealEntries);
  writeFileSync(OUT_PATH, `${JSON.stringify(rows, null, 2)}\n`);
  writeWater(rows.map((r) => usdaIdOf(r.dataset as UsdaDataset, r.source_id)));

  const descriptions = new Map(
    parseCsv(csvText).records.map((r) => [
      usdaIdOf(r.dataset as UsdaDataset, r.source_id ?? ""),
      r.description ?? "",
    ]),
  );
  const weights = readHouseholdWeights(
    readFileSync(PORTIONS_PATH, "utf8"),
    householdIds(mealEntries),
    (id) => descriptions.get(id),
  );
  writeFileSync(WEIGHTS_PATH, `${JSON.stringify(weights, null, 2)}\n`);
  const weightsById = new Map(weights.map((w) => [w.id, w]));

  const readme = withCountsTable(
    readFileSync(README_PATH, "utf8"),
    categoryCountsTable(
      mealEntries,
      (entry) => servingsOf(entry, weightsById)?.[0]?.kind ?? "none",
    ),
  );
  const options = await prettier.resolveConfig(README_PATH);
  writeFileSync(README_PATH, await prettier.format(readme, { ...options, filepath: README_PATH }));

  console.log(
    `Wrote ${rows.length} USDA rows for ${mealEntries.length} meals to ${path.relative(ROOT, OUT_PATH)}` +
      ` (their water in ${path.relative(ROOT, WATER_PATH)})` +
      ` and the household measures of ${weights.length} rows to ${path.relative(ROOT, WEIGHTS_PATH)}`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
