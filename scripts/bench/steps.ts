import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { getMealCatalog } from "@/lib/meals/catalog";
import { createMealSearch, type SearchableMeal } from "@/lib/meals/meal-search";
import { benchQueries } from "./queries";
import { measureLoad, type LoadFigures } from "./load";
import { percentile, type BenchRow } from "./report";
import { hasBuild, startBareServer, type StartedServer } from "./servers";

// The benchmark's steps. Each returns rows for the final table; a step that cannot run
// (no build, empty catalog) says so in its rows instead of failing the whole run.

export interface BenchContext {
  /** Seconds of each measured load run (BENCH_DURATION, default 10). */
  durationSeconds: number;
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

export const apiThroughputStep: BenchStep = {
  title: `meal API, ${API_CONNECTIONS} connections`,
  async run(context) {
    const step = this.title;
    if (!hasBuild()) {
      return [{ step, measure: "next start", value: "no build: run `npm run build` first" }];
    }
    const paths = apiPaths();
    if (!paths.length) return [{ step, measure: "queries", value: "catalog empty" }];
    const load = (server: StartedServer, loadPaths: readonly string[]) =>
      measureLoad({
        baseUrl: server.baseUrl,
        serverPid: server.pid,
        paths: loadPaths,
        connections: API_CONNECTIONS,
        durationSeconds: context.durationSeconds,
        warmupSeconds: 2,
      });

    const bare = await load(await startBareServer(paths[0] as string), paths);
    const nextServer = await context.nextServer();
    const next = await load(nextServer, paths);
    // The framework's own cost: the same server answering a constant [] (no search, no JSON).
    const floor = await load(nextServer, ["/api/v1/meals/name"]);
    const ratio = next.requestsPerSecond / bare.requestsPerSecond;
    return [
      { step, measure: "bare node:http req/s", value: fmt(bare.requestsPerSecond, 0) },
      { step, measure: "bare node:http p99 (ms)", value: fmt(bare.p99Ms) },
      { step, measure: "bare node:http CPU ms/request", value: cpu(bare) },
      { step, measure: "bare node:http answers", value: answers(bare) },
      { step, measure: "next start req/s", value: fmt(next.requestsPerSecond, 0) },
      {
        step,
        measure: "next start / bare (req/s)",
        value: fmt(ratio, 2),
        target: "≥ 0.5",
        pass: ratio >= 0.5,
      },
      {
        step,
        measure: "next start p99 (ms)",
        value: fmt(next.p99Ms),
        target: "≤ 20 ms",
        pass: next.p99Ms <= 20,
      },
      { step, measure: "next start CPU ms/request", value: cpu(next) },
      {
        step,
        measure: "next start answers",
        value: answers(next),
        target: "0 errors, 0 non-2xx",
        pass: next.errors === 0 && next.non2xx === 0,
      },
      { step, measure: "next start, constant [] req/s", value: fmt(floor.requestsPerSecond, 0) },
      { step, measure: "next start, constant [] CPU ms/req", value: cpu(floor) },
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
  frameworkKB: number;
  sharedKB: number;
  pages: { route: string; firstLoadKB: number; aboveSharedKB: number; budgetKB: number }[];
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
    ]);
    const report = JSON.parse(stdout) as SizeReport;
    const page = report.pages.find((p) => p.route === "/calculator");
    if (!page) return [{ step, measure: "page", value: "not in the build" }];
    return [
      { step, measure: "shared framework + layout (KB)", value: fmt(report.sharedKB, 1) },
      { step, measure: "page first load (KB)", value: fmt(page.firstLoadKB, 1) },
      {
        step,
        measure: "above the shared part (KB)",
        value: fmt(page.aboveSharedKB, 1),
        target: "≤ 60 KB",
        pass: page.aboveSharedKB <= 60,
      },
    ];
  },
};
