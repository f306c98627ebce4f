// The second accessibility engine: pa11y with the HTML_CodeSniffer runner at WCAG 2 AA, beside
// axe (which the browser tests run). Starts the built site, checks every page, and the states a
// visitor reaches on the calculator, at phone and desktop widths in Debian's Chromium; prints
// each error, then the warnings grouped by rule, and exits 1 on any error. The test command
// runs it after the build. Run it alone with `npm run check:a11y` (needs `npm run build`).
//   A11Y_PAGES=/Blog,/Quiz   only the targets with these paths
//   E2E_PORT_BASE=3300       serve the site on that base + 120 (beside the browser tests'
//                            ports) instead of any free loopback port
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import pa11y from "pa11y";
// The site's page list (read through tsx): every declared page and a sample of meal pages.
import { checkedPages } from "../lib/all-pages.ts";
import { startBuiltSite } from "./perf/start-site.mjs";

const chromium = JSON.parse(readFileSync(new URL("chromium.json", import.meta.url), "utf8"));
// The Puppeteer that pa11y itself drives, so the browser and pa11y always agree on its version.
const puppeteer = createRequire(createRequire(import.meta.url).resolve("pa11y"))("puppeteer");

const notFoundPath = "/no-such-page";
const search = "input[role=combobox]";
const firstOption = "[role=listbox] [role=option]";

/**
 * What is checked: every page as it loads, and the calculator as a visitor leaves it after
 * searching and after choosing a meal (pa11y actions: typed text reaches React through the
 * input event, and the option is clicked with the mouse).
 */
const targets = [
  ...checkedPages.map(({ path, name }) => ({ path, name, status: 200 })),
  { path: notFoundPath, name: "404 page", status: 404 },
  {
    path: "/calculator",
    name: "calculator: results listed",
    status: 200,
    actions: [
      "wait for element [data-ready] to be added",
      `set field ${search} to بازين`,
      `wait for element ${firstOption} to be visible`,
    ],
  },
  {
    path: "/calculator",
    name: "calculator: a meal chosen",
    status: 200,
    actions: [
      "wait for element [data-ready] to be added",
      `set field ${search} to بازين`,
      `wait for element ${firstOption} to be visible`,
      `click element ${firstOption}`,
      "wait for element [data-testid=total-calories] to be visible",
    ],
  },
];

const viewports = [
  { label: "390 px", width: 390, height: 844, isMobile: true, hasTouch: true },
  { label: "1280 px", width: 1280, height: 800 },
];

const only = process.env.A11Y_PAGES?.split(",");
const chosen = only ? targets.filter((t) => only.includes(t.path)) : targets;
if (chosen.length === 0) throw new Error(`A11Y_PAGES=${process.env.A11Y_PAGES} names no page`);

const started = Date.now();
const portBase = process.env.E2E_PORT_BASE;
const site = await startBuiltSite({ port: portBase ? Number(portBase) + 120 : undefined });
const browser = await puppeteer.launch({
  executablePath: chromium.path,
  args: chromium.args,
  headless: true,
});
const errors = [];
/** rule code → { message, count, places: Map of selector → Set of "page (width)" } */
const warnings = new Map();
try {
  for (const target of chosen) {
    const url = `${site.url}${target.path}`;
    const res = await fetch(url);
    if (res.status !== target.status)
      throw new Error(`${target.path} answered ${res.status}, expected ${target.status}`);
    for (const { label, ...viewport } of viewports) {
      const where = `${target.name} ${target.path} (${label})`;
      const result = await pa11y(url, {
        browser,
        standard: "WCAG2AA",
        runners: ["htmlcs"],
        includeWarnings: true,
        includeNotices: false,
        viewport,
        actions: target.actions ?? [],
        timeout: 60_000,
        log: { debug() {}, info() {}, error: console.error },
      });
      for (const issue of result.issues) {
        if (issue.type === "error") errors.push({ where, ...issue });
        else if (issue.type === "warning") {
          const group = warnings.get(issue.code) ?? {
            message: issue.message,
            count: 0,
            places: new Map(),
          };
          group.count += 1;
          const seenOn = group.places.get(issue.selector) ?? new Set();
          seenOn.add(where);
          group.places.set(issue.selector, seenOn);
          warnings.set(issue.code, group);
        }
      }
    }
  }
} finally {
  await browser.close();
  await site.stop();
}

for (const e of errors) {
  console.log(`ERROR ${e.where}\n  ${e.message}\n  ${e.code}\n  ${e.selector}\n  ${e.context}`);
}
const checked = chosen.length * viewports.length;
for (const [code, { message, count, places }] of warnings) {
  console.log(`warning ${code} (${count}×)\n  ${message}`);
  for (const [selector, seenOn] of places) {
    const on = seenOn.size === checked ? `every page at every width` : [...seenOn].join("; ");
    console.log(`  - ${selector}\n      on ${on}`);
  }
}
const warningCount = [...warnings.values()].reduce((n, g) => n + g.count, 0);
console.log(
  `pa11y (HTML_CodeSniffer, WCAG2AA): ${chosen.length} pages and states × ${viewports.length} widths = ${checked} checks, ` +
    `${errors.length} errors, ${warningCount} warnings in ${warnings.size} rules, ` +
    `${((Date.now() - started) / 1000).toFixed(1)} s`,
);
process.exitCode = errors.length ? 1 : 0;
