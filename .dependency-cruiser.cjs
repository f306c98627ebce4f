// The layer rule of the code (README, "Layout of the code"), checked by `npm run lint:layers`
// (part of `npm run lint`):
//   app → components → lib → content
// Each folder may import its own files and the folders to its right, never to its left.
// content holds data, texts and types only and imports nothing of the project's code.
// components never reach a `server-only` module; shipped code never imports tests.
const tests = "(\\.test\\.tsx?$|^e2e/|^test/)";

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "content-imports-code",
      comment: "content/ holds data, texts and types: it imports only content/.",
      severity: "error",
      from: { path: "^content/", pathNot: tests },
      to: { path: "^(app|components|lib|scripts|proxy\\.ts)" },
    },
    {
      name: "lib-imports-ui",
      comment: "lib/ is logic with no React: it imports lib/ and content/ only.",
      severity: "error",
      from: { path: "^lib/", pathNot: tests },
      to: { path: "^(app|components|scripts|proxy\\.ts)" },
    },
    {
      name: "components-import-routes",
      comment: "components/ are rendered by app/, never the other way round.",
      severity: "error",
      from: { path: "^components/", pathNot: tests },
      to: { path: "^(app|scripts|proxy\\.ts)" },
    },
    {
      name: "components-reach-server-only",
      comment: "UI may be bundled for the browser: it must not reach a server-only module.",
      severity: "error",
      from: { path: "^components/", pathNot: tests },
      to: { path: "node_modules/server-only/", reachable: true },
    },
    {
      name: "shipped-code-imports-tests",
      comment: "Fake backends, fixtures and browser flows are not shipped code.",
      severity: "error",
      from: { pathNot: `${tests}|^scripts/` },
      to: { path: tests },
    },
    {
      name: "no-circular",
      severity: "error",
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)\\.next/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
    },
  },
};
