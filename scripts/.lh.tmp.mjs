import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
const url = process.argv[2];
const chrome = await chromeLauncher.launch({ chromePath: "/usr/bin/chromium", chromeFlags: ["--headless=new","--no-sandbox","--disable-gpu","--disable-background-networking"] });
const r = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"] });
const a = r.lhr.audits;
console.log("perf", r.lhr.categories.performance.score, "LCP", a["largest-contentful-paint"].numericValue, "FCP", a["first-contentful-paint"].numericValue, "TBT", a["total-blocking-time"].numericValue, "SI", a["speed-index"].numericValue);
const el = a["largest-contentful-paint-element"]?.details?.items;
console.log(JSON.stringify(el, null, 0).slice(0, 1500));
for (const id of ["render-blocking-insight","render-blocking-resources","lcp-breakdown-insight","network-requests","bootup-time","mainthread-work-breakdown","font-display-insight"]) {
  const d = a[id]; if (!d) continue;
  const items = d.details?.items ?? [];
  console.log("==", id, d.displayValue ?? "", JSON.stringify(items.slice(0, 14).map(i => ({u: i.url?.replace(/^.*\/_next\//, ""), t: i.total ?? i.wastedMs ?? i.duration, s: i.transferSize, p: i.priority, st: i.networkRequestTime, e: i.networkEndTime, label: i.label ?? i.subpart, g: i.groupLabel}))));
}
await chrome.kill();
