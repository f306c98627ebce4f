// `npm run audit:tasks -- <url> [trace.json]`: one Lighthouse mobile run (simulated throttling) of a
// running page, printing the tasks its simulation counts as long (the `long-tasks` audit, simulated
// timings) with their blocking time after FCP per script, the observed main-thread tasks of 10 ms
// or more (what lantern keeps) with what ran in them, and React's scheduler slices among them.
import { writeFileSync } from "node:fs";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import chromiumSettings from "../chromium.json" with { type: "json" };

const url = process.argv[2];
const out = process.argv[3];
if (!url) {
  console.error("usage: npm run audit:tasks -- <url of a running page> [trace.json]");
  process.exit(2);
}
const chrome = await chromeLauncher.launch({
  chromePath: chromiumSettings.path,
  chromeFlags: ["--headless=new", ...chromiumSettings.args],
});
try {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance"],
  });
  const { lhr, artifacts } = result;
  const a = lhr.audits;
  console.log(
    `${url} perf ${lhr.categories.performance.score} FCP ${Math.round(a["first-contentful-paint"].numericValue)} LCP ${Math.round(a["largest-contentful-paint"].numericValue)} TTI ${Math.round(a.interactive?.numericValue ?? NaN)} TBT ${Math.round(a["total-blocking-time"].numericValue)}`,
  );
  const fcp = a["first-contentful-paint"].numericValue;
  const tti = a.interactive?.numericValue ?? Infinity;
  // Blocking time of each simulated long task inside [FCP, TTI], summed per script URL.
  const blockingByUrl = {};
  console.log("long-tasks (simulated), with their blocking time after FCP:");
  for (const t of a["long-tasks"]?.details?.items ?? []) {
    const start = Math.max(t.startTime, fcp);
    const end = Math.min(t.startTime + t.duration, tti);
    const blocking = Math.max(0, end - start - 50);
    blockingByUrl[t.url] = (blockingByUrl[t.url] ?? 0) + blocking;
    console.log(
      `  start ${Math.round(t.startTime)} dur ${Math.round(t.duration)} blocking ${Math.round(blocking)} ${t.url}`,
    );
  }
  console.log("blocking by URL:", blockingByUrl);
  console.log("bootup-time:");
  for (const t of a["bootup-time"]?.details?.items ?? [])
    console.log(
      `  ${t.url} total ${Math.round(t.total)} script ${Math.round(t.scripting)} parse ${Math.round(t.scriptParseCompile)}`,
    );
  console.log("mainthread-work-breakdown:");
  for (const t of a["mainthread-work-breakdown"]?.details?.items ?? [])
    console.log(`  ${t.groupLabel} ${Math.round(t.duration)}`);
  const trace = artifacts.Trace ?? artifacts.traces?.defaultPass;
  if (out) writeFileSync(out, JSON.stringify({ trace, devtoolsLog: artifacts.DevtoolsLog }));
  // Observed top-level tasks >= 10 ms on the page's main thread, with their biggest children.
  const events = trace.traceEvents;
  const nav = events.find((e) => e.name === "navigationStart" && e.args?.data?.isLoadingMainFrame);
  const t0 = nav?.ts ?? events.find((e) => e.name === "TracingStartedInBrowser").ts;
  // The scheduler (React's work loop, one task per slice) is in the chunk that holds hydrateRoot.
  let reactDomUrl = "";
  for (const r of a["network-requests"].details.items.filter((i) => i.url.endsWith(".js"))) {
    if ((await (await fetch(r.url)).text()).includes("hydrateRoot")) reactDomUrl = r.url;
  }
  // The page's main thread: where the document is parsed.
  const parse = events.find((e) => e.name === "ParseHTML" && e.args?.beginData?.url === url);
  const tops = events.filter(
    (e) =>
      e.name === "RunTask" &&
      e.ph === "X" &&
      e.dur >= 10_000 &&
      e.pid === parse?.pid &&
      e.tid === parse?.tid,
  );
  // What the simulation would count from these tasks alone: × 4 (layout × 2), less 50 ms each.
  const isLayout = (t) =>
    events.some(
      (e) => e.name === "Layout" && e.tid === t.tid && e.ts >= t.ts && e.ts < t.ts + t.dur,
    );
  const slices = tops.filter((t) =>
    events.some(
      (e) =>
        e.name === "FunctionCall" &&
        e.tid === t.tid &&
        e.ts >= t.ts &&
        e.ts < t.ts + t.dur &&
        e.args?.data?.url === reactDomUrl,
    ),
  );
  const blockingOf = (t) => Math.max(0, ((isLayout(t) ? 2 : 4) * t.dur) / 1000 - 50);
  const sum = (ts) => Math.round(ts.reduce((total, t) => total + blockingOf(t), 0));
  console.log(
    `observed main-thread tasks >= 10 ms: ${tops.length}, their blocking × 4: ${sum(tops)} ms; ` +
      `scheduler slices of ${reactDomUrl.split("/").pop()}: ${slices.length}, ${sum(slices)} ms`,
  );
  console.log("observed RunTask >= 10 ms (ms from navigation start):");
  for (const t of tops) {
    const kids = events.filter(
      (e) =>
        e.pid === t.pid &&
        e.tid === t.tid &&
        e.ph === "X" &&
        e.ts >= t.ts &&
        e.ts < t.ts + t.dur &&
        e.dur > 1_000 &&
        e !== t &&
        [
          "EvaluateScript",
          "FunctionCall",
          "v8.compile",
          "ParseHTML",
          "Layout",
          "UpdateLayoutTree",
          "TimerFire",
          "EventDispatch",
          "v8.callFunction",
          "RunMicrotasks",
          "Paint",
          "v8.run",
        ].includes(e.name),
    );
    console.log(
      `  @${((t.ts - t0) / 1000).toFixed(0)} ${(t.dur / 1000).toFixed(1)}ms pid${t.pid}/${t.tid} ` +
        kids
          .slice(0, 6)
          .map(
            (k) =>
              `${k.name}(${(k.dur / 1000).toFixed(1)} ${(k.args?.data?.url ?? k.args?.beginData?.url ?? k.args?.data?.functionName ?? "").toString().slice(-40)})`,
          )
          .join(" "),
    );
  }
} finally {
  await chrome.kill();
}
