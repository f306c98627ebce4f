// `npm run audit:pages`: Lighthouse (mobile settings, simulated throttling) three times on every
// page of a RUNNING site, and on the framework's floor (perf/floor-app, a one-line page built
// with the same Next.js version), printing the medians and each page's LCP relative to the floor.
// It builds nothing: start the site first (`npm run build && npm start`) and build the floor once
// (`npm run build:floor`); the floor is started here on a free loopback port.
//
//   AUDIT_URL   the running site (default http://127.0.0.1:3000)
//   AUDIT_RUNS  runs per page (default 3)
import { existsSync } from "node:fs";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import chromiumSettings from "../chromium.json" with { type: "json" };
import { sitePages } from "../../content/pages.ts";
import { projectRoot as root, startBuiltSite, waitFor } from "./start-site.mjs";

const siteUrl = (process.env.AUDIT_URL ?? "http://127.0.0.1:3000").replace(/\/$/, "");
const runs = Number(process.env.AUDIT_RUNS ?? 3);
// Every page of content/pages.ts (read through tsx: `npm run audit:pages` loads it) and a 404.
const notFoundPath = "/no-such-page";
const pages = [...sitePages.map((p) => p.path), notFoundPath];
const chromeFlags = ["--headless=new", ...chromiumSettings.args];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

async function audit(url, { expectStatus404 = false } = {}) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? chromiumSettings.path,
    chromeFlags,
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      // Lighthouse refuses a page answered with 4xx unless told the status is expected.
      ignoreStatusCode: expectStatus404,
    });
    if (result.lhr.runtimeError) {
      throw new Error(`${url}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
    }
    const { categories, audits } = result.lhr;
    return {
      performance: categories.performance.score,
      accessibility: categories.accessibility.score,
      bestPractices: categories["best-practices"].score,
      seo: categories.seo.score,
      lcp: audits["largest-contentful-paint"].numericValue,
      tbt: audits["total-blocking-time"].numericValue,
      cls: audits["cumulative-layout-shift"].numericValue,
      failed: Object.values(audits)
        .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === "binary")
        .map((a) => a.id),
    };
  } finally {
    await chrome.kill();
  }
}

async function auditMedian(url, options) {
  const results = [];
  for (let i = 0; i < runs; i += 1) results.push(await audit(url, options));
  const pick = (k) => median(results.map((r) => r[k]));
  return {
    performance: pick("performance"),
    accessibility: pick("accessibility"),
    bestPractices: pick("bestPractices"),
    seo: pick("seo"),
    lcp: pick("lcp"),
    tbt: pick("tbt"),
    cls: pick("cls"),
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
try {
  const floorUrl = `${floor.url}/`;
  console.log(`Lighthouse ${runs}× per page (mobile, simulated throttling); site ${siteUrl}`);
  const floorResult = await auditMedian(floorUrl);
  const rows = [["floor (one-line page)", floorResult]];
  for (const path of pages) {
    const is404 = path === notFoundPath;
    rows.push([
      is404 ? "404 page" : path,
      await auditMedian(`${siteUrl}${path}`, { expectStatus404: is404 }),
    ]);
    process.stdout.write(".");
  }
  process.stdout.write("\n");

  const fmtScore = (s) => (s === null ? "–" : s.toFixed(2));
  const table = rows.map(([page, r]) => ({
    page,
    perf: fmtScore(r.performance),
    a11y: fmtScore(r.accessibility),
    "best-pr.": fmtScore(r.bestPractices),
    seo: fmtScore(r.seo),
    "LCP ms": Math.round(r.lcp),
    "LCP/floor": (r.lcp / floorResult.lcp).toFixed(2),
    "TBT ms": Math.round(r.tbt),
    CLS: r.cls.toFixed(3),
    "binary audits failed": r.failed.join(" ") || "none",
  }));
  console.table(table);

  const misses = [];
  for (const [page, r] of rows.slice(1)) {
    if (r.performance < 0.95) misses.push(`${page}: performance ${fmtScore(r.performance)} < 0.95`);
    for (const [k, v] of [
      ["accessibility", r.accessibility],
      ["best practices", r.bestPractices],
      ["SEO", r.seo],
    ]) {
      if (v !== null && v < 1) misses.push(`${page}: ${k} ${fmtScore(v)} < 1.00`);
    }
    if (r.cls > 0) misses.push(`${page}: CLS ${r.cls.toFixed(3)} > 0`);
    if (r.lcp > 1.1 * floorResult.lcp)
      misses.push(`${page}: LCP ${(r.lcp / floorResult.lcp).toFixed(2)}× the floor's > 1.1×`);
  }
  console.log(misses.length ? `Targets missed:\n- ${misses.join("\n- ")}` : "Every target met.");
} finally {
  await floor.stop();
}
