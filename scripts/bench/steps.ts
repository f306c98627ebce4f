import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { getMealCatalog } from "@/lib/meals/catalog";
import { createMealSearch, type SearchableMeal } from "@/lib/meals/search";
import { benchQueries } from "./queries";
import { measureLoad, type LoadFigures } from "./load";
import { percentile, type BenchRow } from "./report";
import { hasBuild, startBareServer, type StartedServer } from "./servers";

// The benchmark's steps. Each returns rows for the final table; a step that cannot run
// (no build, empty catalog) says so in its rows instead of failing the whole run.

export interface BenchContext {
  /** Seconds of each measured load run (BENCH_DURATION, default 10). */
  durationSeconds: number;
  /** Alternating rounds of the API and the constant route (BENCH_ROUNDS, default 3). */
  rounds: number;
  /** `next start` on the existing build, started on first use and shared by the steps. */
  nextServer(): Promise<StartedServer>;
}

export interface BenchStep {
  title: string;
  run(context: BenchContext): Promise<BenchRow[]>;
}

const SEARCH_QUERIES = 5000;
/** Each query is timed this many times, in separate passes; its median counts. */
const SEARCH_PASSES = 3;
const API_CONNECTIONS = 50;
const API_PATHS = 500;
/** The same server's constant JSON route (GET /api/v1/meals/name answers []). */
const CONSTANT_ROUTE = "/api/v1/meals/name";

function catalog(): readonly SearchableMeal[] {
  return getMealCatalog() as readonly SearchableMeal[];
}

const fmt = (n: number, digits = 1) => n.toFixed(digits);

export const searchLatencyStep: BenchStep = {
  title: "search in process",
  async run() {
    const step = this.title;
    const meals = catalog();
    if (!meals.length) {
      return [{ step, measure: "meals in catalog", value: "0", target: "≥ 1", pass: false }];
    }
    const search = createMealSearch(meals);
    const queries = benchQueries(meals, SEARCH_QUERIES);
    for (const q of queries) search.search(q); // warm-up pass
    // Passes are interleaved and the median per query kept, so a moment when the machine
    // takes the CPU away does not count as a slow query.
    const runs = queries.map(() => [] as number[]);
    let results = 0;
    for (let pass = 0; pass < SEARCH_PASSES; pass++) {
      queries.forEach((q, i) => {
        const start = process.hrtime.bigint();
        results += search.search(q).length;
        runs[i]?.push(Number(process.hrtime.bigint() - start) / 1000);
      });
    }
    const micros = runs.map((r) => r.sort((a, b) => a - b)[r.length >> 1] as number);
    micros.sort((a, b) => a - b);
    const p99 = percentile(micros, 99);
    return [
      { step, measure: "meals / queries", value: `${meals.length} / ${queries.length}` },
      {
        step,
        measure: "mean results per query",
        value: fmt(results / queries.length / SEARCH_PASSES),
      },
      { step, measure: `p50 (µs, median of ${SEARCH_PASSES})`, value: fmt(percentile(micros, 50)) },
      {
        step,
        measure: `p99 (µs, median of ${SEARCH_PASSES})`,
        value: fmt(p99),
        target: "≤ 100 µs",
        pass: p99 <= 100,
      },
    ];
  },
};

function apiPaths(): string[] {
  return benchQueries(catalog(), API_PATHS).map(
    (q) => `/api/v1/meals/name/${encodeURIComponent(q)}`,
  );
}

const answers = (f: LoadFigures) => `${f.errors} errors, ${f.non2xx} non-2xx of ${f.total}`;
const cpu = (f: LoadFigures) =>
  f.cpuMsPerRequest === undefined ? "n/a" : fmt(f.cpuMsPerRequest, 3);

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((x, y) => x - y);
  const mid = sorted.length >> 1;
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};
const sumOf = (runs: readonly LoadFigures[], pick: (f: LoadFigures) => number) =>
  runs.reduce((t, f) => t + pick(f), 0);
const cpuMedian = (runs: readonly LoadFigures[]) => {
  const known = runs.map((f) => f.cpuMsPerRequest).filter((v): v is number => v !== undefined);
  return known.length ? median(known) : undefined;
};

/** The meal API's target: at least this share of a constant JSON route's req/s, same server. */
const API_OVER_CONSTANT_TARGET = 0.9;

export const apiThroughputStep: BenchStep = {
  title: `meal API, ${API_CONNECTIONS} connections`,
  async run(context) {
    const step = this.title;
    if (!hasBuild()) {
      return [{ step, measure: "next start", value: "no build: run `npm run build` first" }];
    }
    const paths = apiPaths();
    if (!paths.length) return [{ step, measure: "queries", value: "catalog empty" }];
    const load = (server: StartedServer, loadPaths: readonly string[], warmupSeconds = 0) =>
      measureLoad({
        baseUrl: server.baseUrl,
        serverPid: server.pid,
        paths: loadPaths,
        connections: API_CONNECTIONS,
        durationSeconds: context.durationSeconds,
        warmupSeconds,
      });

    const bare = await load(await startBareServer(paths[0] as string), paths, 2);
    const nextServer = await context.nextServer();
    // The framework's own cost: the same server answering a constant [] (no search, no JSON).
    // Measured in turns with the API, so a moment when other work takes the machine's cores
    // weighs on both; the medians of the rounds are compared.
    const api: LoadFigures[] = [];
    const constant: LoadFigures[] = [];
    for (let round = 0; round < context.rounds; round++) {
      constant.push(await load(nextServer, [CONSTANT_ROUTE], round === 0 ? 2 : 0));
      api.push(await load(nextServer, paths, round === 0 ? 2 : 0));
    }
    const apiRps = median(api.map((f) => f.requestsPerSecond));
    const constantRps = median(constant.map((f) => f.requestsPerSecond));
    const ratio = apiRps / constantRps;
    const apiCpu = cpuMedian(api);
    const constantCpu = cpuMedian(constant);
    const apiErrors = sumOf(api, (f) => f.errors);
    const apiNon2xx = sumOf(api, (f) => f.non2xx);
    const of = `median of ${context.rounds}`;
    return [
      { step, measure: "bare node:http req/s (context)", value: fmt(bare.requestsPerSecond, 0) },
      { step, measure: "bare node:http CPU ms/request", value: cpu(bare) },
      {
        step,
        measure: `constant [] route req/s (${of})`,
        value:
          constant.map((f) => fmt(f.requestsPerSecond, 0)).join(" / ") +
          ` → ${fmt(constantRps, 0)}`,
      },
      {
        step,
        measure: "constant [] route p99 (ms)",
        value: fmt(median(constant.map((f) => f.p99Ms))),
      },
      {
        step,
        measure: `meal API req/s (${of})`,
        value: api.map((f) => fmt(f.requestsPerSecond, 0)).join(" / ") + ` → ${fmt(apiRps, 0)}`,
      },
      {
        step,
        measure: "meal API ÷ constant route (req/s)",
        value: fmt(ratio, 2),
        target: `≥ ${API_OVER_CONSTANT_TARGET}`,
        pass: ratio >= API_OVER_CONSTANT_TARGET,
      },
      { step, measure: "meal API p99 (ms)", value: fmt(median(api.map((f) => f.p99Ms))) },
      {
        step,
        measure: "meal API answers",
        value: `${apiErrors} errors, ${apiNon2xx} non-2xx of ${sumOf(api, (f) => f.total)}`,
        target: "0 errors, 0 non-2xx",
        pass: apiErrors === 0 && apiNon2xx === 0,
      },
      {
        step,
        measure: "server CPU ms/request: API / constant",
        value:
          apiCpu === undefined || constantCpu === undefined
            ? "n/a"
            : `${fmt(apiCpu, 3)} / ${fmt(constantCpu, 3)} (constant ÷ API ${fmt(constantCpu / apiCpu, 2)})`,
      },
    ];
  },
};

/**
 * A load step against one path of `next start` (for the "load held" runs: pages and the API
 * at 100 connections). Add instances to the steps list in index.ts.
 */
export function pathLoadStep(path: string, connections: number): BenchStep {
  return {
    title: `${path} load, ${connections} connections`,
    async run(context) {
      const step = this.title;
      if (!hasBuild()) return [{ step, measure: "next start", value: "no build" }];
      const server = await context.nextServer();
      const figures = await measureLoad({
        baseUrl: server.baseUrl,
        serverPid: server.pid,
        paths: [path],
        connections,
        durationSeconds: context.durationSeconds,
        warmupSeconds: 2,
      });
      return [
        { step, measure: "req/s", value: fmt(figures.requestsPerSecond, 0) },
        { step, measure: "p99 (ms)", value: fmt(figures.p99Ms) },
        { step, measure: "CPU ms/request", value: cpu(figures) },
        {
          step,
          measure: "answers",
          value: answers(figures),
          target: "0 errors, 0 non-2xx",
          pass: figures.errors === 0 && figures.non2xx === 0,
        },
      ];
    },
  };
}

interface SizeReport {
  floorKB: number;
  pages: { path: string; firstLoadKB: number; aboveFloorKB: number; budgetKB: number }[];
}

/** The calculator page's first-load JS, from the same reader as `npm run size`. */
export const calculatorJsStep: BenchStep = {
  title: "/calculator first-load JS (gzipped)",
  async run() {
    const step = this.title;
    if (!hasBuild()) return [{ step, measure: "build", value: "no build" }];
    const { stdout } = await promisify(execFile)(process.execPath, [
      "--import",
      "tsx",
      "scripts/perf/size-report.mjs",
      "--json",
    ]).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? "" }));
    const report = JSON.parse(stdout) as SizeReport;
    const page = report.pages.find((p) => p.path === "/calculator");
    if (!page) return [{ step, measure: "page", value: "not in the build" }];
    return [
      { step, measure: "floor page (KB)", value: fmt(report.floorKB, 1) },
      { step, measure: "page first load (KB)", value: fmt(page.firstLoadKB, 1) },
      {
        step,
        measure: "above the floor page (KB)",
        value: fmt(page.aboveFloorKB, 1),
        target: `≤ ${page.budgetKB} KB`,
        pass: page.aboveFloorKB <= page.budgetKB,
      },
    ];
  },
};
