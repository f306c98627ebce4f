// The layer rule of the code (README, "Layout of the code"), checked by `npm run lint:layers`
// (part of `npm run lint`):
//   app → components → lib → content
// Each folder may import its own files and the folders to its right, never to its left.
// content holds data, texts and types only and imports nothing of the project's code.
// components never reach a `server-only` module; shipped code never imports tests.
const tests = "(\\.test\\.tsx?$|^e2e/|^test/)";

// Each concept of lib/meals is entered through its entry modules (README, "Layout of the
// code"); its own files and the tests may reach inside. The search has two small doors beside
// its server entry, for the browser and for the proxy (lib/meals/search/index.ts says why); the
// meal-text parser is pure, so the browser enters it by the parser itself and its limit; the
// data build that writes the catalog's JSON (scripts/usda) imports the catalog's rules directly.
const mealConcepts = [
  { folder: "catalog", entries: ["index"], alsoFrom: "^scripts/usda/" },
  { folder: "search", entries: ["index", "client", "name-segment-guard"] },
  { folder: "pages", entries: ["index"] },
  { folder: "meal-text", entries: ["index", "parse-meal-text", "meal-text-limit"] },
];

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
    ...mealConcepts.map(({ folder, entries, alsoFrom }) => ({
      name: `meals-${folder}-through-its-entry`,
      comment: `lib/meals/${folder}/ is entered through ${entries.join(", ")}.ts.`,
      severity: "error",
      from: { pathNot: [tests, `^lib/meals/${folder}/`, ...(alsoFrom ? [alsoFrom] : [])] },
      to: {
        path: `^lib/meals/${folder}/`,
        pathNot: `^lib/meals/${folder}/(${entries.join("|")})\\.ts$`,
      },
    })),
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
