import { articles } from "@/content/articles";
import type { BenchRow } from "./report";
import { printTable } from "./report";
import { mealTextAccuracyStep, mealTextParseStep } from "./meal-text-steps";
import { hasBuild, startNext, stopAllServers, type StartedServer } from "./servers";
import {
  apiThroughputStep,
  calculatorJsStep,
  pathLoadStep,
  searchLatencyStep,
  type BenchContext,
  type BenchStep,
} from "./steps";

// `npm run bench`: the site's performance figures, one table, PASS/FAIL per target. Loopback
// only; each load run lasts BENCH_DURATION seconds (default 10); the meal API and the constant
// route are measured in BENCH_ROUNDS alternating rounds (default 3). HTTP steps need an existing
// production build (`npm run build`); the bench starts `next start` itself. It exits 0 either
// way: the figures are the output.
//
// "Load held": pages and the meal API at 100 connections must answer with zero errors and
// zero non-2xx. The API run asks for حمص (encoded as one path segment).

const LOAD_HELD_CONNECTIONS = 100;
/** The first article stands for all of them: they share one page component. */
const articlePath = articles[0].path;
const steps: BenchStep[] = [
  searchLatencyStep,
  mealTextParseStep,
  mealTextAccuracyStep,
  apiThroughputStep,
  calculatorJsStep,
  pathLoadStep("/", LOAD_HELD_CONNECTIONS),
  pathLoadStep(articlePath, LOAD_HELD_CONNECTIONS),
  pathLoadStep("/calculator", LOAD_HELD_CONNECTIONS),
  pathLoadStep(`/api/v1/meals/name/${encodeURIComponent("حمص")}`, LOAD_HELD_CONNECTIONS),
];

async function main() {
  const durationSeconds = Number(process.env.BENCH_DURATION) || 10;
  let nextServer: Promise<StartedServer> | undefined;
  const context: BenchContext = {
    durationSeconds,
    rounds: Number(process.env.BENCH_ROUNDS) || 3,
    nextServer: () => (nextServer ??= startNext("/api/v1/meals/name")),
  };

  if (!hasBuild()) console.log("No production build found: run `npm run build` first.\n");
  const rows: BenchRow[] = [];
  for (const step of steps) {
    console.log(`… ${step.title}`);
    try {
      rows.push(...(await step.run(context)));
    } catch (error) {
      const message = error instanceof Error ? error.message.split("\n")[0] : String(error);
      rows.push({ step: step.title, measure: "error", value: message ?? "", pass: false });
    }
  }
  stopAllServers();
  console.log("");
  printTable(rows);
}

process.on("SIGINT", () => {
  stopAllServers();
  process.exit(130);
});

main()
  .catch((error) => console.error(error))
  .finally(() => {
    stopAllServers();
    process.exit(0);
  });
