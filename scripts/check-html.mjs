// Validates every page of the built site with the Nu HTML Checker (vnu-jar, on Java): starts
// the built site, saves each page's HTML, runs vnu on them, prints each message and exits 1 on
// any error. The test command runs it after the build. The pages are lib/all-pages.ts's
// checked ones (every declared page and a sample of meal pages per group), read through tsx
// (`npm run check:html` loads it); HTML_PAGES=/a,/b checks other paths.
import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import vnuJar from "vnu-jar";
import { checkedPages } from "../lib/all-pages.ts";
import { startBuiltSite } from "./perf/start-site.mjs";

const notFoundPath = "/no-such-page";

// The stylesheet is inlined in every page (next.config.mjs), so vnu reads Tailwind's output too.
// Its CSS grammar predates three things Tailwind 4 writes and browsers accept: @property rules,
// margin-trim (inside an @supports test) and a custom property in transition-property. Those
// messages are counted and set aside; any other CSS message is an error as before.
const outdatedCssGrammar = [
  /^CSS: Unrecognized at-rule “@property”\.?$/,
  /^CSS: “margin-trim”: Property “margin-trim” doesn't exist\.$/,
  /^CSS: “transition-property”: “--[\w-]+” is not a “transition-property” value\.$/,
];
const isOutdatedCssGrammar = (m) => outdatedCssGrammar.some((re) => re.test(m.message));
const pages = process.env.HTML_PAGES?.split(",") ?? [
  ...checkedPages.map((p) => p.path),
  notFoundPath,
];

// E2E_PORT_BASE: serve on that base + 121 (beside the browser tests' and the a11y check's ports).
const portBase = process.env.E2E_PORT_BASE;
const site = await startBuiltSite({ port: portBase ? Number(portBase) + 121 : undefined });
const dir = await mkdtemp(join(tmpdir(), "html-check-"));
try {
  const files = new Map();
  for (const path of pages) {
    const res = await fetch(`${site.url}${path}`);
    const expected = path === notFoundPath ? 404 : 200;
    if (res.status !== expected)
      throw new Error(`${path} answered ${res.status}, expected ${expected}`);
    // One flat folder: /calculator/bazeen is saved as calculator__bazeen.html.
    const file = join(dir, `${path === "/" ? "index" : path.slice(1).replaceAll("/", "__")}.html`);
    await writeFile(file, await res.text());
    files.set(file, path);
  }
  const { stdout, stderr } = await promisify(execFile)(
    "java",
    ["-jar", String(vnuJar), "--format", "json", "--exit-zero-always", ...files.keys()],
    { maxBuffer: 16 * 1024 * 1024 },
  );
  const { messages } = JSON.parse(stderr || stdout);
  const setAside = messages.filter(isOutdatedCssGrammar);
  const errors = messages.filter(
    (m) => (m.type === "error" || m.subType === "fatal") && !isOutdatedCssGrammar(m),
  );
  const warnings = messages.filter((m) => m.type === "info" && m.subType === "warning");
  for (const m of [...errors, ...warnings]) {
    const page = files.get(decodeURIComponent(new URL(m.url).pathname)) ?? m.url;
    console.log(
      `${m.type === "error" ? "ERROR" : "warning"} ${page}:${m.lastLine ?? "?"} ${m.message}`,
    );
  }
  console.log(
    `Nu HTML Checker: ${pages.length} pages, ${errors.length} errors, ${warnings.length} warnings` +
      ` (${setAside.length} messages on CSS newer than its grammar set aside)`,
  );
  process.exitCode = errors.length ? 1 : 0;
} finally {
  await rm(dir, { recursive: true, force: true });
  await site.stop();
}
