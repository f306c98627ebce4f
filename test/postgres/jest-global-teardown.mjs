// Stops the cluster jest-global-setup.mjs started, if it started one.
import { execFileSync } from "node:child_process";

export default function globalTeardown() {
  if (process.env.TEST_PG_STARTED_BY_JEST !== "1") return;
  execFileSync("bash", ["scripts/postgres/stop-test-db.sh", process.env.TEST_PG_DATA ?? ""], {
    stdio: "inherit",
  });
}
