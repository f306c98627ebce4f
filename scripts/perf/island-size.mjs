// `npm run size:islands`: the gzipped JavaScript each lazily loaded island adds, measured in
// Chromium against the built site. For each island the page is opened, the JavaScript it
// loads is noted, then the island is brought in (scrolled to, or its first use), and every
// further chunk is read from the build output and gzipped. Those chunks are the island's cost:
// nothing of it is in the page's first load (`npm run size` reports that).
// Pass --url=http://host:port to measure an already running `npm start`.
import { readdirSync, readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import settings from "../chromium.json" with { type: "json" };
import { projectRoot, startBuiltSite } from "./start-site.mjs";

const distDir = `${projectRoot}${process.env.NEXT_DIST_DIR || ".next"}`;
const urlArg = process.argv.find((a) => a.startsWith("--url="))?.slice(6);

const islands = [
  {
    name: "energy-needs tool (/Blog1)",
    path: "/Blog1",
    bringIn: async (page) => {
      await page.locator('[data-part="energy-needs"]').scrollIntoViewIfNeeded();
      await page.locator('[data-part="energy-needs"][data-loaded]').waitFor();
    },
  },
  {
    name: "macro tool (/Blog2)",
    path: "/Blog2",
    bringIn: async (page) => {
      await page.locator('[data-part="macro-split"]').scrollIntoViewIfNeeded();
      await page.locator('[data-part="macro-split"][data-loaded]').waitFor();
    },
  },
  {
    // The plate loads right after hydration when the URL carries one, so it is brought in by
    // opening a plate link in the same tab after the bare calculator.
    name: "plate (/calculator, a shared plate link)",
    path: "/calculator",
    bringIn: async (page) => {
      await page.goto(`${page.url()}?p=100:${encodeURIComponent("بازين")}`);
      await page.locator("[data-plate-ready]").waitFor({ timeout: 10_000 });
    },
  },
];

// Chunks some page loads up front (named by <script src> in its prerendered HTML). Scrolling
// brings links into view and Next.js prefetches their pages' chunks: those are not the island.
function firstLoadChunks() {
  const dir = `${distDir}/server/app`;
  const chunks = new Set();
  for (const file of readdirSync(dir).filter((f) => f.endsWith(".html"))) {
    const html = readFileSync(`${dir}/${file}`, "utf8");
    for (const m of html.matchAll(/<script\b[^>]*\bsrc="([^"]+\.js)"/g)) chunks.add(m[1]);
  }
  return chunks;
}
const pageChunks = firstLoadChunks();

function gzippedKB(url) {
  const file = `${distDir}/${new URL(url).pathname.replace(/^\/_next\//, "")}`;
  return gzipSync(readFileSync(file), { level: 9 }).length / 1024;
}

const site = urlArg ? { url: urlArg, stop: async () => {} } : await startBuiltSite();
const browser = await chromium.launch({ executablePath: settings.path, args: settings.args });
try {
  const rows = [];
  for (const island of islands) {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const scripts = [];
    page.on("request", (r) => {
      if (r.resourceType() === "script" && r.url().includes("/_next/static/"))
        scripts.push(r.url());
    });
    await page.goto(`${site.url}${island.path}`, { waitUntil: "networkidle" });
    const before = new Set(scripts);
    try {
      await island.bringIn(page);
    } catch (error) {
      rows.push({
        island: island.name,
        chunks: 0,
        "gzipped KB": `failed: ${error.message.split("\n")[0]}`,
      });
      process.exitCode = 1;
      await page.close();
      continue;
    }
    await page.waitForLoadState("networkidle");
    const added = [...new Set(scripts)].filter(
      (s) => !before.has(s) && !pageChunks.has(new URL(s).pathname),
    );
    rows.push({
      island: island.name,
      chunks: added.length,
      "gzipped KB": Number(added.reduce((t, s) => t + gzippedKB(s), 0).toFixed(1)),
    });
    await page.close();
  }
  console.table(rows);
} finally {
  await browser.close();
  await site.stop();
}
