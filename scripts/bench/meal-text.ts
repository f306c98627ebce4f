import { printTable, type BenchRow } from "./report";
import {
  heldBackSetStep,
  independentScore,
  independentSetStep,
  mealTextAccuracyStep,
  secondSetScore,
  secondSetStep,
  thirdSetStep,
  fourthSetStep,
  fifthSetStep,
  mealTextParseStep,
  mealTextScore,
} from "./meal-text-steps";

// `npm run bench:parse`: the meal-text parser's recall and precision over the labelled set and
// its parse time for a ten-item sentence, then every phrase it did not read entirely right.
// Exits 1 when a figure misses its target.

async function main() {
  const rows: BenchRow[] = [];
  for (const step of [
    mealTextAccuracyStep,
    independentSetStep,
    secondSetStep,
    thirdSetStep,
    fourthSetStep,
    fifthSetStep,
    heldBackSetStep,
    mealTextParseStep,
  ])
    rows.push(...(await step.run({} as never)));
  printTable(rows);
  const { misses } = mealTextScore();
  if (misses.length)
    console.log(`\nNot read entirely right (${misses.length}):\n${misses.join("\n")}`);
  if (process.argv.includes("--independent")) {
    const { misses: independent } = independentScore();
    console.log(
      `\nIndependent set, not fully right (${independent.length}):\n${independent.join("\n")}`,
    );
  }
  if (process.argv.includes("--second")) {
    const { misses: second } = secondSetScore();
    console.log(`\nSecond set, not fully right (${second.length}):\n${second.join("\n")}`);
  }
  process.exit(rows.some((r) => r.pass === false) ? 1 : 0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
