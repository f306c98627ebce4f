// The weak mobile link of issue 20, for the scripts that load pages on it in real Chromium
// (./slow-link.mjs, ./first-screen-bound.mjs): the link and the CPU slowed through the DevTools
// protocol (Network.emulateNetworkConditions: 400 kbit/s both ways, 300 ms round trip;
// Emulation.setCPUThrottlingRate 4), at 390 and 1,280 px. LCP is the page's own
// PerformanceObserver entry; bytes are what came over the network for the page (encoded sizes,
// responses a service worker answered count nothing).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import chromiumSettings from "../chromium.json" with { type: "json" };
import { perfPages } from "./perf-pages.mjs";

export const PROFILE = { latencyMs: 300, kbitPerSecond: 400, cpuSlowdown: 4 };
export const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

/** SLOW_PAGES: comma-separated paths ("404" for the 404 page; default the four of issue 20), or "all". */
export function chosenPages() {
  const wanted = process.env.SLOW_PAGES?.split(",").filter(Boolean) ?? [
    "/",
    "/calculator",
    "/Blog3",
    "/calculator/bazeen",
  ];
  return wanted[0] === "all"
    ? perfPages().map((p) => p.path)
    : wanted.map((p) => (p === "404" ? "/no-such-page" : p));
}

/** SLOW_RUNS: runs per page, width and visit (default 3). */
export const runs = Number(process.env.SLOW_RUNS ?? 3);

export const median = (values) => {
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

/** A browser with a profile kept in `profileDir` (HTTP cache, service worker, storage). */
export const openProfile = (profileDir, viewport, options = {}) =>
  chromium.launchPersistentContext(profileDir, {
    executablePath: process.env.CHROMIUM_PATH ?? chromiumSettings.path,
    args: chromiumSettings.args,
    headless: true,
    viewport,
    locale: "ar-LY",
    ...options,
  });

/** A browser in a profile of its own, removed when `work` has finished with it. */
export async function withProfile(viewport, work, options) {
  const profileDir = mkdtempSync(join(tmpdir(), "weak-link-"));
  try {
    const context = await openProfile(profileDir, viewport, options);
    try {
      return await work(context, profileDir);
    } finally {
      await context.close();
    }
  } finally {
    rmSync(profileDir, { recursive: true, force: true });
  }
}

/**
 * One visit on the weak link: LCP (ms) and bytes over the network; waits for a service worker
 * to settle. `link: false` keeps the slow CPU but not the slow link (loopback, no wait).
 */
export async function visit(context, url, { link = true } = {}) {
  const page = context.pages()[0] ?? (await context.newPage());
  await page.addInitScript(observeLcp);
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  if (link)
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
