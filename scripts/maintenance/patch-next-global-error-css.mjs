// Run after every install (package.json "postinstall"). Next.js 16.4 with Turbopack writes the
// root layout's stylesheet a second time into every page's flight data, as the styles of the
// global-error boundary (its "G" entry): Turbopack's client reference manifest lists the
// layout's CSS under global-error too, and `getGlobalErrorStyles` looks it up with an empty
// set of stylesheets already written. With `experimental.inlineCss` (next.config.mjs) that is a
// whole copy of the stylesheet, about 8 KB gzipped, in each page's HTML: three copies where two
// are needed. Upstream: vercel/next.js issue #98110 (pull requests #98136, #98241, #98243).
//
// This gives the global-error boundary no stylesheets of its own in the production runtimes.
// app/global-error.tsx styles itself inline, so nothing is lost. `npm run size` counts the
// copies in every page and fails above two, so a Next.js upgrade that changes this code shows.
// When the upstream fix lands, delete this file and the "postinstall" entry.
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

const nextDir = dirname(createRequire(import.meta.url).resolve("next/package.json"));
const runtimes = [
  "app-page.runtime.prod.js",
  "app-page-experimental.runtime.prod.js",
  "app-page-turbo.runtime.prod.js",
  "app-page-turbo-experimental.runtime.prod.js",
].map((name) => join(nextDir, "dist/compiled/next-server", name));

const unpatched = /injectedCSS:new Set,injectedJS:new Set\}\);return\{GlobalError:\w+,styles:\w+\}/;
const patched = /injectedCSS:new Set,injectedJS:new Set\}\);return\{GlobalError:\w+,styles:\[\]\}/;

let changed = 0;
for (const file of runtimes) {
  const source = readFileSync(file, "utf8");
  if (patched.test(source)) continue;
  if (!unpatched.test(source)) {
    console.error(
      `patch-next-global-error-css: the global-error styles code was not found in ${file}; ` +
        "Next.js has changed: check whether the upstream fix landed, then update or delete " +
        "scripts/maintenance/patch-next-global-error-css.mjs.",
    );
    process.exit(1);
  }
  writeFileSync(
    file,
    source.replace(unpatched, (match) => match.replace(/styles:\w+\}$/, "styles:[]}")),
  );
  changed += 1;
}
console.log(
  `patch-next-global-error-css: ${changed} of ${runtimes.length} runtimes patched now, the rest already were`,
);
