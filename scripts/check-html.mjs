// Validates every page of the built site with the Nu HTML Checker (vnu-jar, on Java): starts
// the built site, saves each page's HTML, runs vnu on them, prints each message and exits 1 on
// any error. The test command runs it after the build. The pages come from content/pages.ts,
// read through tsx (`npm run check:html` loads it); HTML_PAGES=/a,/b checks other paths.
import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import vnuJar from "vnu-jar";
import { sitePages } from "../content/pages.ts";
import { startBuiltSite } from "./perf/start-site.mjs";

const notFoundPath = "/no-such-page";
const pages = process.env.HTML_PAGES?.split(",") ?? [...sitePages.map((p) => p.path), notFoundPath];

const site = await startBuiltSite();
const dir = await mkdtemp(join(tmpdir(), "html-check-"));
try {
  const files = new Map();
  for (const path of pages) {
    const res = await fetch(`${site.url}${path}`);
    const expected = path === notFoundPath ? 404 : 200;
    if (res.status !== expected)
      throw new Error(`${path} answered ${res.status}, expected ${expected}`);
    const file = join(dir, `${path === "/" ? "index" : path.slice(1)}.html`);
    await writeFile(file, await res.text());
    files.set(file, path);
  }
  const { stdout, stderr } = await promisify(execFile)(
    "java",
    ["-jar", String(vnuJar), "--format", "json", "--exit-zero-always", ...files.keys()],
    { maxBuffer: 16 * 1024 * 1024 },
  );
  const { messages } = JSON.parse(stderr || stdout);
  const errors = messages.filter((m) => m.type === "error" || m.subType === "fatal");
  const warnings = messages.filter((m) => m.type === "info" && m.subType === "warning");
  for (const m of [...errors, ...warnings]) {
    const page = files.get(decodeURIComponent(new URL(m.url).pathname)) ?? m.url;
    console.log(
      `${m.type === "error" ? "ERROR" : "warning"} ${page}:${m.lastLine ?? "?"} ${m.message}`,
    );
  }
  console.log(
    `Nu HTML Checker: ${pages.length} pages, ${errors.length} errors, ${warnings.length} warnings`,
  );
  process.exitCode = errors.length ? 1 : 0;
} finally {
  await rm(dir, { recursive: true, force: true });
  await site.stop();
}
