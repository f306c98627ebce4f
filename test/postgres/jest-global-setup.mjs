// Jest's global set-up: the PostgreSQL tests need TEST_DATABASE_URL. `npm test` starts one
// cluster for everything (scripts/test-all.sh); a bare `npx jest` starts its own here, on
// port 5434, and jest-global-teardown.mjs removes it.
import { execFileSync } from "node:child_process";

export default function globalSetup() {
  if (process.env.TEST_DATABASE_URL) return;
  const exports = execFileSync("bash", ["scripts/postgres/start-test-db.sh", "5434"], {
    encoding: "utf8",
    stdio: ["ignore", "pipe", "inherit"],
  });
  for (const match of exports.matchAll(/^export (\w+)='([^']*)'$/gm)) {
    process.env[match[1]] = match[2];
  }
  process.env.TEST_PG_STARTED_BY_JEST = "1";
}
