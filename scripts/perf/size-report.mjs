// `npm run size`: every page's first-load JavaScript, gzipped, against the framework's floor
// (perf/floor-app: a one-line App Router page built with the same Next.js, `npm run build:floor`).
// A page's first load is every <script src> of its prerendered HTML (the nomodule polyfill
// excluded: modern browsers skip it); the floor page is read the same way from its own build.
// Each page's HTML, gzipped, is printed beside it (no budget: the stylesheet is inlined in it,
// see next.config.mjs), with how many times the inlined stylesheet's text is in it: twice is
// the least inlining costs (the <style> and the flight data React hydrates from); a third copy
// is the global-error styles scripts/maintenance/patch-next-global-error-css.mjs removes.
// Exits 1 when a page is over its budget (content pages floor + 15 KB, /calculator floor +
// 60 KB; see ./perf-pages.mjs) or carries the stylesheet more than twice, 2 when a build is
// missing. `--json` prints the figures only.
import { existsSync, readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { perfPages } from "./perf-pages.mjs";
import { projectRoot, startBuiltSite } from "./start-site.mjs";

const distName = process.env.NEXT_DIST_DIR || ".next";
const siteDist = `${projectRoot}${distName}`;
const floorDist = `${projectRoot}perf/floor-app/.next`;

for (const [dist, how] of [
  [siteDist, "npm run build"],
  [floorDist, "npm run build:floor"],
]) {
  if (!existsSync(`${dist}/BUILD_ID`)) {
    console.error(`No build in ${dist}: run \`${how}\` first.`);
    process.exit(2);
  }
}

/** The script files a page loads at first, from its HTML. */
export function scriptsOf(html) {
  const chunks = new Set();
  for (const tag of html.matchAll(/<script\b[^>]*>/g)) {
    const src = /\bsrc="([^"]+\.js)(?:\?[^"]*)?"/.exec(tag[0])?.[1];
    if (src && !/\bnomodule\b/i.test(tag[0])) chunks.add(src);
  }
  return chunks;
}

const gzBytes = new Map();
function gzKB(dist, src) {
  const file = `${dist}/${src.replace(/^\/_next\//, "")}`;
  if (!gzBytes.has(file)) gzBytes.set(file, gzipSync(readFileSync(file), { level: 9 }).length);
  return gzBytes.get(file) / 1024;
}
const totalKB = (dist, chunks) => [...chunks].reduce((t, c) => t + gzKB(dist, c), 0);

// A page that is not prerendered (rendered per request) is read from the built site instead.
let server;
async function htmlOf(page) {
  const file = `${siteDist}/server/app/${page.html}`;
  if (existsSync(file)) return readFileSync(file, "utf8");
  server ??= await startBuiltSite();
  const response = await fetch(`${server.url}${page.path}`);
  const expected = page.notFound ? 404 : 200;
  if (response.status !== expected) {
    throw new Error(`${page.path} answered ${response.status}, expected ${expected}`);
  }
  return response.text();
}

const htmlKB = (html) => gzipSync(html).length / 1024;

/** How often the text of the page's inlined stylesheet(s) occurs in its HTML (0 when none). */
export function stylesheetCopies(html) {
  const inline = /<style[^>]*data-href="[^"]+"[^>]*>([\s\S]{200,}?)<\/style>/.exec(html)?.[1];
  if (!inline) return 0;
  // A stretch found once in the stylesheet that reads the same raw and JSON-escaped, so the
  // flight data's copies match too.
  const count = (text, probe) => text.split(probe).length - 1;
  for (let at = 0; at + 80 <= inline.length; at += 40) {
    const probe = inline.slice(at, at + 80);
    if (JSON.stringify(probe) === `"${probe}"` && count(inline, probe) === 1) {
      return count(html, probe);
    }
  }
  throw new Error("no plain stretch of text in the inlined stylesheet to count");
}
const MAX_STYLESHEET_COPIES = 2;
const floorHtml = readFileSync(`${floorDist}/server/app/index.html`, "utf8");
const floorKB = totalKB(floorDist, scriptsOf(floorHtml));
const floorHtmlKB = htmlKB(floorHtml);
const measured = [];
try {
  for (const page of perfPages()) {
    const html = await htmlOf(page);
    const firstLoadKB = totalKB(siteDist, scriptsOf(html));
    measured.push({
      ...page,
      firstLoadKB,
      aboveFloorKB: firstLoadKB - floorKB,
      html: htmlKB(html),
      cssCopies: stylesheetCopies(html),
    });
  }
} finally {
  await server?.stop();
}
const over = measured.filter((p) => p.aboveFloorKB > p.budgetKB);
const copied = measured.filter((p) => p.cssCopies > MAX_STYLESHEET_COPIES);

if (process.argv.includes("--json")) {
  const pages = measured.map(
    ({ path, label, firstLoadKB, aboveFloorKB, budgetKB, html, cssCopies }) => ({
      path,
      label,
      firstLoadKB,
      aboveFloorKB,
      budgetKB,
      htmlKB: html,
      cssCopies,
    }),
  );
  console.log(JSON.stringify({ floorKB, floorHtmlKB, pages }));
} else {
  console.log(
    `floor page (perf/floor-app, same Next.js): ${floorKB.toFixed(1)} KB gzipped, ` +
      `HTML ${floorHtmlKB.toFixed(1)} KB gzipped`,
  );
  console.table(
    measured.map((p) => ({
      page: p.label,
      "first load KB gz": Number(p.firstLoadKB.toFixed(1)),
      "vs floor KB": `${p.aboveFloorKB >= 0 ? "+" : ""}${p.aboveFloorKB.toFixed(1)}`,
      budget: `≤ +${p.budgetKB}`,
      verdict: p.aboveFloorKB <= p.budgetKB ? "ok" : "OVER",
      "HTML KB gz": Number(p.html.toFixed(1)),
      "CSS copies": p.cssCopies,
    })),
  );
  console.log(
    over.length
      ? `Over budget: ${over.map((p) => p.label).join(", ")}`
      : "Every page within its budget.",
  );
  if (copied.length) {
    console.log(
      `The stylesheet more than ${MAX_STYLESHEET_COPIES} times in: ` +
        `${copied.map((p) => p.label).join(", ")} (see scripts/maintenance/patch-next-global-error-css.mjs)`,
    );
  }
}
process.exitCode = over.length || copied.length ? 1 : 0;
