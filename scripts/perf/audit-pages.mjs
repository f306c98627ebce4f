// `npm run audit:pages`: Lighthouse 13 (mobile and desktop presets, simulated throttling) AUDIT_RUNS times
// (default 3) on every page of a RUNNING site and on the framework's floor (perf/floor-app, a
// one-line page built with the same Next.js), printing the medians per page and every target
// missed. Pages come from the site's page list (./perf-pages.mjs), meal pages included.
// It builds nothing: start the site first (`npm run build && npm start`) and build the floor
// once (`npm run build:floor`); the floor is started here on a free loopback port.
//
//   AUDIT_URL    the running site (default http://127.0.0.1:3000)
//   AUDIT_RUNS   runs per page (default 3)
//   AUDIT_PAGES  comma-separated paths to audit instead of every page (the floor always runs)
//   AUDIT_JSON   a file to write every run's figures to (for the tables of docs/performance.md)
//   AUDIT_PRESETS  comma-separated "mobile" and/or "desktop" (default both; the floor runs in each)
//   AUDIT_THROTTLING  "simulate" (default, Lighthouse's own) or "devtools" (the link and CPU
//                slowed for real, so LCP and FCP are read from the page's own trace)
//   AUDIT_CPU    the phone preset's CPU slowdown: unset for Lighthouse's constant 4×, a number, or
//                "calibrated" (./cpu-calibration.mjs: from this host's benchmark index, the way
//                Lighthouse's throttling guide says to calibrate a host that is not its reference
//                desktop). The floor and every page run with the same slowdown.
import { existsSync, writeFileSync } from "node:fs";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import * as lighthouseConstants from "lighthouse/core/config/constants.js";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import chromiumSettings from "../chromium.json" with { type: "json" };
import { multiplierFor } from "./cpu-calibration.mjs";
import { perfPages } from "./perf-pages.mjs";
import { freePort, projectRoot as root, startBuiltSite, waitFor } from "./start-site.mjs";

const siteUrl = (process.env.AUDIT_URL ?? "http://127.0.0.1:3000").replace(/\/$/, "");
const runs = Number(process.env.AUDIT_RUNS ?? 3);
const throttlingMethod = process.env.AUDIT_THROTTLING ?? "simulate";
const only = process.env.AUDIT_PAGES?.split(",").filter(Boolean);
const pages = perfPages().filter((p) => !only || only.includes(p.path) || only.includes(p.label));
const presets = (process.env.AUDIT_PRESETS ?? "mobile,desktop").split(",").filter(Boolean);
// Lighthouse's own presets: its default config is the phone one, desktop-config.js the other.
const configOf = { mobile: undefined, desktop: desktopConfig };
const chromeFlags = ["--headless=new", ...chromiumSettings.args];

// Targets of the site (README, Performance; the figures in docs/performance.md).
const MIN_PERFORMANCE = 0.95;
const MAX_LCP_OVER_FLOOR_FCP = 1.2;
// The 404 page answers 404 on purpose and is kept out of search engines on purpose; its status
// alone also logs the browser's "Failed to load resource: 404" console error and keeps the page
// out of the back/forward cache (Chrome keeps only 2xx pages there).
const NOT_FOUND_EXEMPT = new Set([
  "is-crawlable",
  "http-status-code",
  "errors-in-console",
  "bf-cache",
]);

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

// The phone preset's throttling with another CPU slowdown, or Lighthouse's own when none is set.
let cpuSlowdown = null;
const throttlingOf = (preset) =>
  preset === "mobile" && cpuSlowdown !== null
    ? {
        throttling: {
          ...lighthouseConstants.throttling.mobileSlow4G,
          cpuSlowdownMultiplier: cpuSlowdown,
        },
      }
    : {};

async function audit(url, { notFound = false, preset = "mobile" } = {}) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? chromiumSettings.path,
    chromeFlags,
    port: await freePort(),
  });
  try {
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
        throttlingMethod,
        // Lighthouse refuses a page answered with 4xx unless told the status is expected.
        ignoreStatusCode: notFound,
        ...throttlingOf(preset),
      },
      configOf[preset],
    );
    const { lhr } = result;
    if (lhr.runtimeError) {
      throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    }
    const { categories, audits } = lhr;
    // A category without the audits the 404 page fails by design, re-weighted like Lighthouse does.
    const score = (category) => {
      if (!notFound) return category.score;
      const refs = category.auditRefs.filter((r) => r.weight > 0 && !NOT_FOUND_EXEMPT.has(r.id));
      const weight = refs.reduce((t, r) => t + r.weight, 0);
      return refs.reduce((t, r) => t + r.weight * (audits[r.id].score ?? 1), 0) / weight;
    };
    // In the page's own trace: is the largest paint the first paint?
    const observed = audits.metrics.details.items[0];
    // Lighthouse 13 names the LCP element in its LCP breakdown insight.
    const lcpNode = audits["lcp-breakdown-insight"]?.details?.items?.find((i) => i.type === "node");
    const lcpElement = lcpNode && `${lcpNode.snippet} "${lcpNode.nodeLabel?.slice(0, 40)}"`;
    return {
      performance: categories.performance.score,
      // Lighthouse's measure of this host's CPU at the time of the run (its reference desktop is
      // 1,500–2,000; below 1,000 it warns that scores read low).
      benchmarkIndex: lhr.environment.benchmarkIndex,
      accessibility: categories.accessibility.score,
      bestPractices: score(categories["best-practices"]),
      seo: score(categories.seo),
      lcpAtFirstPaint:
        observed.observedLargestContentfulPaint === observed.observedFirstContentfulPaint,
      fcp: audits["first-contentful-paint"].numericValue,
      lcp: audits["largest-contentful-paint"].numericValue,
      tbt: audits["total-blocking-time"].numericValue,
      cls: audits["cumulative-layout-shift"].numericValue,
      lcpElement,
      failed: Object.values(audits)
        .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === "binary")
        .filter((a) => !(notFound && NOT_FOUND_EXEMPT.has(a.id)))
        .map((a) => a.id),
    };
  } finally {
    await chrome.kill();
  }
}

const keys = [
  "performance",
  "accessibility",
  "bestPractices",
  "seo",
  "fcp",
  "lcp",
  "tbt",
  "cls",
  "benchmarkIndex",
];
async function auditMedian(url, options) {
  const results = [];
  for (let i = 0; i < runs; i += 1) results.push(await audit(url, options));
  const medians = Object.fromEntries(keys.map((k) => [k, median(results.map((r) => r[k]))]));
  return {
    ...medians,
    runs: results,
    lcpAtFirstPaint: `${results.filter((r) => r.lcpAtFirstPaint).length}/${results.length}`,
    failed: [...new Set(results.flatMap((r) => r.failed))],
  };
}

const floorDir = `${root}perf/floor-app`;
if (!existsSync(`${floorDir}/.next/BUILD_ID`)) {
  console.error("The floor app is not built: run `npm run build:floor` once, then again.");
  process.exit(2);
}
await waitFor(`${siteUrl}/robots.txt`, 5_000).catch(() => {
  console.error(`No site answers at ${siteUrl}: start it with \`npm run build && npm start\`.`);
  process.exit(2);
});

const floor = await startBuiltSite({ dir: floorDir.replace(/\/$/, ""), distDir: ".next" });
const rowsByPreset = {};
try {
  const cpu = process.env.AUDIT_CPU;
  if (cpu === "calibrated") {
    // One run of the floor, kept out of the figures, measures the host.
    const { benchmarkIndex } = await audit(`${floor.url}/`, { preset: "mobile" });
    cpuSlowdown = multiplierFor(benchmarkIndex);
    console.log(
      `Host benchmark index ${Math.round(benchmarkIndex)}: phone CPU slowdown ${cpuSlowdown.toFixed(2)}× (calibrated)`,
    );
  } else if (cpu) {
    cpuSlowdown = Number(cpu);
    if (!(cpuSlowdown >= 1))
      throw new Error(`AUDIT_CPU must be "calibrated" or a number ≥ 1: ${cpu}`);
  }
  for (const preset of presets) {
    const slowdown =
      preset === "mobile" && cpuSlowdown !== null ? `, CPU ${cpuSlowdown.toFixed(2)}×` : "";
    console.log(
      `Lighthouse 13, ${runs}× per page (${preset}, ${throttlingMethod} throttling${slowdown}); site ${siteUrl}`,
    );
    const floorResult = await auditMedian(`${floor.url}/`, { preset });
    const rows = [{ page: "floor (one-line page)", floor: true, ...floorResult }];
    for (const page of pages) {
      rows.push({
        page: page.label,
        ...(await auditMedian(`${siteUrl}${page.path}`, { notFound: page.notFound, preset })),
      });
      process.stdout.write(".");
    }
    process.stdout.write("\n");
    rowsByPreset[preset] = rows;
  }
} finally {
  await floor.stop();
}

const fmtScore = (s) => (s === null ? "–" : s.toFixed(2));
const misses = [];
for (const [preset, rows] of Object.entries(rowsByPreset)) {
  const floorFcp = rows[0].fcp;
  console.log(`\n${preset}:`);
  console.table(
    rows.map((r) => ({
      page: r.page,
      perf: fmtScore(r.performance),
      a11y: fmtScore(r.accessibility),
      "best pr.": fmtScore(r.bestPractices),
      seo: fmtScore(r.seo),
      "FCP ms": Math.round(r.fcp),
      "LCP ms": Math.round(r.lcp),
      "LCP/floor FCP": (r.lcp / floorFcp).toFixed(2),
      "TBT ms": Math.round(r.tbt),
      CLS: r.cls.toFixed(3),
      "LCP = FCP (trace)": r.lcpAtFirstPaint,
      "host index": Math.round(r.benchmarkIndex),
    })),
  );
  for (const r of rows) {
    const elements = [...new Set(r.runs.map((x) => x.lcpElement).filter(Boolean))];
    console.log(`${r.page}: LCP element ${elements.join(" | ") || "–"}`);
  }
  for (const r of rows.filter((row) => !row.floor)) {
    const page = `${r.page} (${preset})`;
    if (r.performance < MIN_PERFORMANCE) {
      misses.push(`${page}: performance ${fmtScore(r.performance)} < ${MIN_PERFORMANCE}`);
    }
    for (const [k, v] of [
      ["accessibility", r.accessibility],
      ["best practices", r.bestPractices],
      ["SEO", r.seo],
    ]) {
      if (v !== null && v < 1) misses.push(`${page}: ${k} ${fmtScore(v)} < 1.00`);
    }
    if (r.cls > 0) misses.push(`${page}: CLS ${r.cls.toFixed(3)} > 0`);
    if (r.lcp > MAX_LCP_OVER_FLOOR_FCP * floorFcp) {
      misses.push(
        `${page}: LCP ${(r.lcp / floorFcp).toFixed(2)}× the floor's FCP > ${MAX_LCP_OVER_FLOOR_FCP}×`,
      );
    }
    if (r.failed.length) misses.push(`${page}: binary audits failed: ${r.failed.join(" ")}`);
  }
}
console.log(misses.length ? `Targets missed:\n- ${misses.join("\n- ")}` : "Every target met.");
if (process.env.AUDIT_JSON)
  writeFileSync(
    process.env.AUDIT_JSON,
    JSON.stringify({ cpuSlowdown, presets: rowsByPreset }, null, 2),
  );
process.exitCode = misses.length ? 1 : 0;
