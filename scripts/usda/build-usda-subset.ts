// Writes content/meals/usda-foods.json: the rows of the shared USDA table
// (../shared/data/nutrients/foods.csv) that the meal database uses, and nothing else;
// content/meals/usda-household-weights.json: the SR28 household weights (ABBREV.txt) of the
// rows served by household measure; and refreshes the counts table of content/meals/README.md.
// Run: npm run data:meals   (or: npx tsx scripts/usda/build-usda-subset.ts)
// The site reads only the committed JSON at run time; ../shared is needed only here.

import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import * as prettier from "prettier";
import { mealEntries } from "../../content/meals/index";
import { categoryCountsTable, withCountsTable } from "./category-counts";
import { servingsOf } from "../../lib/meals/catalog/servings";
import { householdIds, readHouseholdWeights } from "./household-weights";
import { parseCsv } from "./parse-csv";
import { buildUsdaSubset } from "./usda-subset";

const ROOT = path.resolve(__dirname, "../..");
const CSV_PATH = path.resolve(ROOT, "../shared/data/nutrients/foods.csv");
const ABBREV_PATH = path.resolve(ROOT, "../shared/data/nutrients/source/sr28/ABBREV.txt");
const OUT_PATH = path.join(ROOT, "content/meals/usda-foods.json");
const WEIGHTS_PATH = path.join(ROOT, "content/meals/usda-household-weights.json");
const README_PATH = path.join(ROOT, "content/meals/README.md");

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

  // ABBREV.txt is ISO-8859-1 (SR28 documentation); its measures are plain ASCII.
  const abbrevText = readFileSync(ABBREV_PATH, "latin1");
  const descriptions = new Map(
    parseCsv(csvText).records.map((r) => [`${r.dataset}:${r.source_id}`, r.description ?? ""]),
  );
  const weights = readHouseholdWeights(abbrevText, householdIds(mealEntries), (id) => {
    const description = descriptions.get(`usda_sr28:${id.slice("sr28:".length)}`);
    if (description === undefined) throw new Error(`${id} is not in foods.csv`);
    return description;
  });
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
      ` and the household weights of ${weights.length} SR28 rows to ${path.relative(ROOT, WEIGHTS_PATH)}`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
