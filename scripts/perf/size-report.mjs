// `npm run size`: the first-load JavaScript of every page, gzipped, read from the built output
// (the prerendered HTML in .next/server/app and the chunks in .next/static). A page's first load
// is every <script src> its HTML names (the nomodule polyfill excluded: modern browsers skip it).
// "framework" = the root main files of build-manifest.json (React, Next's runtime); "shared by
// all" = the chunks every page loads (framework + the root layout's client islands).
// Budgets (issue targets): content pages ≤ 15 KB above the shared part, /calculator ≤ 60 KB.
import { readFileSync, existsSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { sitePages } from "../../content/pages.ts";
import { projectRoot } from "./start-site.mjs";

const distDir = `${projectRoot}${process.env.NEXT_DIST_DIR || ".next"}`;
// Every page of content/pages.ts (read through tsx: `npm run size` loads it) and the 404 page.
const budgetKB = (kind) => (kind === "calculator" ? 60 : 15);
const pages = [
  ...sitePages.map(({ path, kind }) => ({
    route: path,
    html: `${path === "/" ? "index" : path.slice(1)}.html`,
    budget: budgetKB(kind),
  })),
  { route: "404", html: "_not-found.html", budget: budgetKB("notFound") },
];

if (!existsSync(`${distDir}/BUILD_ID`)) {
  console.error(`No build in ${distDir}: run \`npm run build\` first.`);
  process.exit(2);
}

const gzCache = new Map();
function gzKB(chunk) {
  if (!gzCache.has(chunk)) {
    const bytes = readFileSync(`${distDir}/${chunk.replace(/^\/_next\//, "")}`);
    gzCache.set(chunk, gzipSync(bytes, { level: 9 }).length / 1024);
  }
  return gzCache.get(chunk);
}
const sum = (chunks) => [...chunks].reduce((t, c) => t + gzKB(c), 0);

export function scriptsOf(html) {
  const chunks = new Set();
  for (const tag of html.matchAll(/<script\b[^>]*>/g)) {
    const src = /\bsrc="([^"]+\.js)"/.exec(tag[0])?.[1];
    if (src && !/\bnoModule\b|\bnomodule\b/i.test(tag[0])) chunks.add(src.split("?")[0]);
  }
  return chunks;
}

const manifest = JSON.parse(readFileSync(`${distDir}/build-manifest.json`, "utf8"));
const framework = new Set(manifest.rootMainFiles.map((f) => `/_next/${f}`));
const perPage = pages
  .filter((p) => existsSync(`${distDir}/server/app/${p.html}`))
  .map((p) => ({
    ...p,
    chunks: scriptsOf(readFileSync(`${distDir}/server/app/${p.html}`, "utf8")),
  }));
const shared = new Set([...perPage[0].chunks].filter((c) => perPage.every((p) => p.chunks.has(c))));

if (process.argv.includes("--json")) {
  const pagesJson = perPage.map((p) => ({
    route: p.route,
    firstLoadKB: sum(p.chunks),
    aboveSharedKB: sum([...p.chunks].filter((c) => !shared.has(c))),
    budgetKB: p.budget,
  }));
  console.log(
    JSON.stringify({ frameworkKB: sum(framework), sharedKB: sum(shared), pages: pagesJson }),
  );
  process.exit(0);
}

console.log(`framework (React + Next runtime): ${sum(framework).toFixed(1)} KB gzipped`);
console.log(
  `shared by all pages (framework + layout islands): ${sum(shared).toFixed(1)} KB gzipped`,
);
const rows = perPage.map((p) => {
  const own = [...p.chunks].filter((c) => !shared.has(c));
  const above = sum(own);
  return {
    page: p.route,
    "first load KB": Number(sum(p.chunks).toFixed(1)),
    "above shared KB": Number(above.toFixed(1)),
    "budget KB": p.budget,
    verdict: above <= p.budget ? "ok" : "OVER",
  };
});
console.table(rows);
const over = rows.filter((r) => r.verdict !== "ok");
console.log(
  over.length
    ? `Over budget: ${over.map((r) => r.page).join(", ")}`
    : "Every page within its budget.",
);
