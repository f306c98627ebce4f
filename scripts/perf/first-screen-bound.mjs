// `npm run audit:first-screen`: how fast could a page's first visit be on the weak link, whatever
// the framework, the scripts or the stylesheet did? Each page is reduced to its first screen and
// nothing else: its markup without JavaScript, every element that starts below the screen
// removed, no script, its stylesheet cut to the rules that match what is left. That page is
// served gzipped from loopback (its fonts and pictures from the site) and loaded on the weak
// link of ./weak-link.mjs beside the page itself and the framework's floor (perf/floor-app), in
// the same run. What remains of the first screen's LCP is the link and the rendering of the
// first screen's own markup: a lower bound for any change to how the page is delivered. The
// same first screen with the CPU slowed but no link wait (its bytes on loopback at once) is
// what no second visit can beat, however the page is kept on the device.
//
// It builds nothing: `npm run build` and `npm run build:floor` first.
//   SLOW_PAGES, SLOW_RUNS as for `npm run audit:slow-link` (./weak-link.mjs); SLOW_URL a running site.
import { createServer } from "node:http";
import { gzipSync } from "node:zlib";
import { freePort, projectRoot as root, startBuiltSite } from "./start-site.mjs";
import { chosenPages, median, PROFILE, runs, visit, WIDTHS, withProfile } from "./weak-link.mjs";

/** Runs in the page, without its scripts: the first screen's markup and the rules it uses. */
function cutToFirstScreen() {
  // Measured first, removed after: each removal would move what is left (a centred column rises).
  const fold = window.innerHeight;
  const below = [...document.body.querySelectorAll("*")].filter(
    (element) => element.getBoundingClientRect().top >= fold,
  );
  for (const element of below) element.remove();
  for (const element of document.querySelectorAll('script, link[rel="preload"][as="script"]'))
    element.remove();
  // A rule is kept when its selector, without pseudo-classes and pseudo-elements (:hover, ::after;
  // not the escaped colons of Tailwind's names, .md\:block), matches an element left; a
  // selector the browser cannot read that way is kept.
  const matches = (selectorText) =>
    selectorText.split(",").some((selector) => {
      const bare = selector.replace(/(?<!\\)::?[a-z-]+(\([^()]*\))?/gi, "").trim() || "*";
      try {
        return document.querySelector(bare) !== null;
      } catch {
        return true;
      }
    });
  const prune = (group) => {
    for (let i = group.cssRules.length - 1; i >= 0; i -= 1) {
      const rule = group.cssRules[i];
      if (rule instanceof CSSStyleRule) {
        if (!matches(rule.selectorText)) group.deleteRule(i);
      } else if (rule instanceof CSSGroupingRule) {
        prune(rule);
        if (rule.cssRules.length === 0) group.deleteRule(i);
      }
    }
  };
  for (const style of document.querySelectorAll("style")) {
    prune(style.sheet);
    style.textContent = [...style.sheet.cssRules].map((rule) => rule.cssText).join("\n");
  }
  return `<!DOCTYPE html>${document.documentElement.outerHTML}`;
}

/** The first screen of `url` at `viewport`, as HTML. */
const firstScreenOf = (url, viewport) =>
  withProfile(
    viewport,
    async (context) => {
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto(url, { waitUntil: "load" });
      return page.evaluate(cutToFirstScreen);
    },
    { javaScriptEnabled: false },
  );

/** Serves the first screens at /first-screen/N, anything else (fonts, pictures) from the site. */
async function startFirstScreenServer(siteUrl) {
  const screens = [];
  const port = await freePort();
  const server = createServer(async (request, response) => {
    const screen = /^\/first-screen\/(\d+)$/.exec(request.url ?? "");
    if (screen) {
      response.writeHead(200, {
        "content-type": "text/html; charset=utf-8",
        "content-encoding": "gzip",
      });
      response.end(gzipSync(screens[Number(screen[1])] ?? ""));
      return;
    }
    const answer = await fetch(siteUrl + request.url).catch(() => undefined);
    if (!answer) return void response.writeHead(502).end();
    const body = gzipSync(Buffer.from(await answer.arrayBuffer()));
    response.writeHead(answer.status, {
      "content-type": answer.headers.get("content-type") ?? "application/octet-stream",
      "content-encoding": "gzip",
    });
    response.end(body);
  });
  await new Promise((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    /** The URL the first screen `html` is served at. */
    add: (html) => `http://127.0.0.1:${port}/first-screen/${screens.push(html) - 1}`,
    stop: () => new Promise((resolve) => server.close(resolve)),
  };
}

async function firstVisitLcp(url, viewport, options) {
  const lcps = [];
  for (let i = 0; i < runs; i += 1)
    lcps.push((await withProfile(viewport, (context) => visit(context, url, options))).lcp);
  return median(lcps);
}

const siteUrl = process.env.SLOW_URL?.replace(/\/$/, "");
const site = siteUrl ? { url: siteUrl, stop: async () => {} } : await startBuiltSite();
const floor = await startBuiltSite({ dir: `${root}perf/floor-app`, distDir: ".next" });
const screens = await startFirstScreenServer(site.url);
const rows = [];
try {
  console.log(
    `First screen only, weak link: ${PROFILE.kbitPerSecond} kbit/s, ${PROFILE.latencyMs} ms, ` +
      `CPU ${PROFILE.cpuSlowdown}× slower; first visits, median of ${runs}; site ${site.url}`,
  );
  for (const viewport of WIDTHS) {
    const floorLcp = await firstVisitLcp(`${floor.url}/`, viewport);
    for (const path of chosenPages()) {
      const html = await firstScreenOf(site.url + path, viewport);
      const pageLcp = await firstVisitLcp(site.url + path, viewport);
      const screenUrl = screens.add(html);
      const screenLcp = await firstVisitLcp(screenUrl, viewport);
      // What no second visit can beat: the first screen alone with its bytes already there.
      const renderLcp = await firstVisitLcp(screenUrl, viewport, { link: false });
      rows.push({
        page: path,
        px: viewport.width,
        "floor ms": Math.round(floorLcp),
        "page ms": Math.round(pageLcp),
        "× floor": (pageLcp / floorLcp).toFixed(2),
        "first screen only ms": Math.round(screenLcp),
        "× floor ": (screenLcp / floorLcp).toFixed(2),
        "its HTML KB gz": (gzipSync(html).length / 1024).toFixed(1),
        "no link wait ms": Math.round(renderLcp),
        "÷ page ms": (renderLcp / pageLcp).toFixed(2),
      });
      process.stdout.write(".");
    }
  }
  process.stdout.write("\n");
} finally {
  await screens.stop();
  await floor.stop();
  await site.stop();
}
console.table(rows);
