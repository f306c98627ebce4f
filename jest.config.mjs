import nextJest from "next/jest.js";

const createJestConfig = nextJest({ dir: "./" });

/** @type {import('jest').Config} */
const config = {
  testEnvironment: "node",
  // PostgreSQL for the store and rate-limit tests: a throw-away cluster unless npm test
  // already started one (test/postgres/).
  globalSetup: "<rootDir>/test/postgres/jest-global-setup.mjs",
  globalTeardown: "<rootDir>/test/postgres/jest-global-teardown.mjs",
  testMatch: [
    "<rootDir>/{lib,components,content,app,scripts}/**/*.test.{ts,tsx}",
    "<rootDir>/proxy.test.ts",
  ],
  moduleNameMapper: {
    "^@/(.*)$": "<rootDir>/$1",
    // `server-only` throws outside a React Server Components bundle; in unit tests the
    // server modules are exercised directly, so it resolves to an empty module.
    "^server-only$": "<rootDir>/scripts/jest/empty-module.js",
  },
};

export default createJestConfig(config);
