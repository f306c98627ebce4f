// `npm run audit:slow-link`: the pages on a weak mobile link, in real Chromium (no simulation).
// Each page and the framework's floor (perf/floor-app) are loaded with the link and CPU slowed
// through the DevTools protocol (Network.emulateNetworkConditions: 400 kbit/s both ways, 300 ms
// round trip; Emulation.setCPUThrottlingRate 4) at 390 and 1,280 px, a first visit in a fresh
// profile and a second visit in the same profile after the browser was closed and opened again
// (HTTP cache, service worker and storage kept). LCP is the page's own PerformanceObserver
// entry; bytes are what came over the network for the page (encoded sizes, responses a service
// worker answered count nothing). Medians of SLOW_RUNS runs (default 3), the floor in the same run.
//
// It builds nothing: `npm run build` and `npm run build:floor` first; both are started here on
// free loopback ports (E2E_PORT_BASE picks the range), unless SLOW_URL names a running site.
//
//   SLOW_PAGES  comma-separated paths (default: the four of issue 20), or "all" for every page
//               of the page list (./perf-pages.mjs)
//   SLOW_RUNS   runs per page, width and visit (default 3)
//   SLOW_JSON   a file to write every run's figures to
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import chromiumSettings from "../chromium.json" with { type: "json" };
import { perfPages } from "./perf-pages.mjs";
import { projectRoot as root, startBuiltSite } from "./start-site.mjs";

const PROFILE = { latencyMs: 300, kbitPerSecond: 400, cpuSlowdown: 4 };
const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];
const DEFAULT_PAGES = ["/", "/calculator", "/Blog3", "/calculator/bazeen"];
const runs = Number(process.env.SLOW_RUNS ?? 3);
const wanted = process.env.SLOW_PAGES?.split(",").filter(Boolean) ?? DEFAULT_PAGES;
const pages =
  wanted[0] === "all"
    ? perfPages().map((p) => p.path)
    : wanted.map((p) => (p === "404" ? "/no-such-page" : p));

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

// Runs before any script of the page: the largest paint the page itself reports.
const observeLcp = () => {
  window.__lcp = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__lcp = entry.startTime;
  }).observe({ type: "largest-contentful-paint", buffered: true });
};

async function openProfile(profileDir, viewport) {
  return chromium.launchPersistentContext(profileDir, {
    executablePath: process.env.CHROMIUM_PATH ?? chromiumSettings.path,
    args: chromiumSettings.args,
    headless: true,
    viewport,
    locale: "ar-LY",
  });
}

/** One visit: LCP (ms) and bytes over the network; waits for a service worker to settle. */
async function visit(context, url) {
  const page = context.pages()[0] ?? (await context.newPage());
  await page.addInitScript(observeLcp);
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: PROFILE.latencyMs,
    downloadThroughput: (PROFILE.kbitPerSecond * 1000) / 8,
    uploadThroughput: (PROFILE.kbitPerSecond * 1000) / 8,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: PROFILE.cpuSlowdown });
  let bytes = 0;
  const fromWorker = new Set();
  cdp.on("Network.responseReceived", (e) => {
    if (e.response.fromServiceWorker) fromWorker.add(e.requestId);
  });
  cdp.on("Network.loadingFinished", (e) => {
    if (!fromWorker.has(e.requestId)) bytes += e.encodedDataLength;
  });
  await page.goto(url, { waitUntil: "load", timeout: 120_000 });
  // A largest paint can come after load (a lazy image, the font); then a service worker, if
  // the page has one, gets the time to install before the browser closes.
  await page.waitForTimeout(1_500);
  const lcp = await page.evaluate(() => window.__lcp);
  await page
    .evaluate(
      () =>
        "serviceWorker" in navigator &&
        Promise.race([
          navigator.serviceWorker.getRegistration().then((r) => r && navigator.serviceWorker.ready),
          new Promise((resolve) => setTimeout(resolve, 60_000)),
        ]),
    )
    .catch(() => undefined);
  // What the worker fetches after it is ready (the meal index, a revalidated page) finishes too.
  await page.waitForLoadState("networkidle").catch(() => undefined);
  await cdp.detach();
  return { lcp, bytes };
}

async function measure(url, viewport) {
  const profileDir = mkdtempSync(join(tmpdir(), "slow-link-"));
  try {
    let context = await openProfile(profileDir, viewport);
    const first = await visit(context, url).finally(() => context.close());
    context = await openProfile(profileDir, viewport);
    const second = await visit(context, url).finally(() => context.close());
    return { first, second };
  } finally {
    rmSync(profileDir, { recursive: true, force: true });
  }
}

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
