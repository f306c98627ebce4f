// Writes content/meals/usda-foods.json: the rows of the shared USDA table
// (../shared/data/nutrients/foods.csv) that the meal database uses, and nothing else, and
// refreshes the counts table of content/meals/README.md.
// Run: npm run data:meals   (or: npx tsx scripts/usda/build-usda-subset.ts)
// The site reads only the committed JSON at run time; ../shared is needed only here.

import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import * as prettier from "prettier";
import { mealEntries } from "../../content/meals/index";
import { categoryCountsTable, withCountsTable } from "./category-counts";
import { buildUsdaSubset } from "./usda-subset";

const ROOT = path.resolve(__dirname, "../..");
const CSV_PATH = path.resolve(ROOT, "../shared/data/nutrients/foods.csv");
const OUT_PATH = path.join(ROOT, "content/meals/usda-foods.json");
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
