// `npm run audit:slow-link`: the pages on a weak mobile link, in real Chromium (no simulation).
// Each page and the framework's floor (perf/floor-app) are loaded on the weak link of
// ./weak-link.mjs at 390 and 1,280 px, a first visit in a fresh profile and a second visit in
// the same profile after the browser was closed and opened again (HTTP cache, service worker
// and storage kept). Medians of SLOW_RUNS runs (default 3), the floor in the same run.
//
// It builds nothing: `npm run build` and `npm run build:floor` first; both are started here on
// free loopback ports (E2E_PORT_BASE picks the range), unless SLOW_URL names a running site.
//
//   SLOW_PAGES  comma-separated paths (default: the four of issue 20), or "all" for every page
//               of the page list (./perf-pages.mjs)
//   SLOW_RUNS   runs per page, width and visit (default 3)
//   SLOW_JSON   a file to write every run's figures to
import { writeFileSync } from "node:fs";
import { projectRoot as root, startBuiltSite } from "./start-site.mjs";
import {
  chosenPages,
  median,
  openProfile,
  PROFILE,
  runs,
  visit,
  WIDTHS,
  withProfile,
} from "./weak-link.mjs";

const pages = chosenPages();

/** A first visit, then a second one in the same profile after the browser was closed. */
const measure = (url, viewport) =>
  withProfile(viewport, async (context, profileDir) => {
    const first = await visit(context, url);
    await context.close();
    const again = await openProfile(profileDir, viewport);
    const second = await visit(again, url).finally(() => again.close());
    return { first, second };
  });

async function medianOf(url, viewport) {
  const all = [];
  for (let i = 0; i < runs; i += 1) all.push(await measure(url, viewport));
  const pick = (visitName, key) => median(all.map((r) => r[visitName][key]));
  return {
    first: { lcp: pick("first", "lcp"), bytes: pick("first", "bytes") },
    second: { lcp: pick("second", "lcp"), bytes: pick("second", "bytes") },
    runs: all,
  };
}

const siteUrl = process.env.SLOW_URL?.replace(/\/$/, "");
const site = siteUrl ? { url: siteUrl, stop: async () => {} } : await startBuiltSite();
const floor = await startBuiltSite({ dir: `${root}perf/floor-app`, distDir: ".next" });
const results = [];
try {
  console.log(
    `Weak link: ${PROFILE.kbitPerSecond} kbit/s both ways, ${PROFILE.latencyMs} ms round trip, ` +
      `CPU ${PROFILE.cpuSlowdown}× slower; median of ${runs}; site ${site.url}`,
  );
  for (const viewport of WIDTHS) {
    const floorResult = await medianOf(`${floor.url}/`, viewport);
    results.push({ page: "floor", width: viewport.width, ...floorResult });
    for (const path of pages) {
      results.push({
        page: path,
        width: viewport.width,
        ...(await medianOf(site.url + path, viewport)),
      });
      process.stdout.write(".");
    }
  }
  process.stdout.write("\n");
} finally {
  await floor.stop();
  await site.stop();
}

const floorLcp = (width, visitName) =>
  results.find((r) => r.page === "floor" && r.width === width)[visitName].lcp;
const kb = (bytes) => (bytes / 1024).toFixed(1);
console.table(
  results.map((r) => ({
    page: r.page,
    px: r.width,
    "LCP 1st ms": Math.round(r.first.lcp),
    "× floor": (r.first.lcp / floorLcp(r.width, "first")).toFixed(2),
    "KB 1st": kb(r.first.bytes),
    "LCP 2nd ms": Math.round(r.second.lcp),
    "× floor 2nd": (r.second.lcp / floorLcp(r.width, "second")).toFixed(2),
    "2nd ÷ 1st": (r.second.lcp / r.first.lcp).toFixed(2),
    "KB 2nd": kb(r.second.bytes),
  })),
);
if (process.env.SLOW_JSON) writeFileSync(process.env.SLOW_JSON, JSON.stringify(results, null, 2));
