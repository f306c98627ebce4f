import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    // Every package the code imports is declared in package.json. knip's `unlisted` rule checks
    // this too, but accepts a package that a declared one names as a peer (playwright-core,
    // through @axe-core/playwright); this rule does not.
    files: ["**/*.{js,jsx,mjs,ts,tsx,mts,cts}"],
    rules: {
      "import/no-extraneous-dependencies": [
        "error",
        { devDependencies: true, optionalDependencies: false, peerDependencies: false },
      ],
    },
  },
  globalIgnores([
    "**/.next*/**",
    "**/next-env.d.ts",
    "node_modules/**",
    "playwright-report/**",
    "test-results/**",
    "next-env.d.ts",
  ]),
]);
