import "server-only";
import path from "node:path";
import type { AppConfig } from "@/lib/config/env";
import { getConfig } from "@/lib/config/env";
import { MESSAGES_FILE } from "./sqlite-message-store";
import { sqliteStorageProblem } from "./storage-safety";

// The one place that decides where contact messages go: BACKEND_URL, else DATABASE_URL, else
// the SQLite file in DATA_DIR, unless this server cannot keep that file (then nowhere: the
// contact API answers 503 and says which variable is missing). Decided once per process, at
// start (instrumentation.ts) or on the first request.

export type StoreKind = "backend" | "postgres" | "sqlite";

export type DeliveryTarget =
  | { kind: "backend"; backendUrl: string; timeoutMs?: number }
  | { kind: "postgres"; databaseUrl: string }
  | { kind: "sqlite"; dataDir: string }
  /** SQLite was the choice, but this server would lose the file. */
  | { kind: "unkeepable"; problem: string };

const MISSING_STORE_ADVICE =
  "Set DATABASE_URL (PostgreSQL) or BACKEND_URL so contact messages are kept.";

export function chooseDestination(
  config: Pick<AppConfig, "BACKEND_URL" | "DATABASE_URL" | "DATA_DIR">,
  env: Record<string, string | undefined>,
): DeliveryTarget {
  if (config.BACKEND_URL) return { kind: "backend", backendUrl: config.BACKEND_URL };
  if (config.DATABASE_URL) return { kind: "postgres", databaseUrl: config.DATABASE_URL };
  const problem = sqliteStorageProblem(config.DATA_DIR, env);
  return problem ? { kind: "unkeepable", problem } : { kind: "sqlite", dataDir: config.DATA_DIR };
}

/** Which store the health check names; an unkeepable SQLite file is still the SQLite store. */
export function storeKindOf(target: DeliveryTarget): StoreKind {
  return target.kind === "unkeepable" ? "sqlite" : target.kind;
}

/** The one log line that says where messages go, with no secret in it. */
export function describeDestination(target: DeliveryTarget): string {
  switch (target.kind) {
    case "backend":
      return "contact messages: forwarded to the product's backend (BACKEND_URL)";
    case "postgres":
      return "contact messages: stored in PostgreSQL (DATABASE_URL); rate limit shared by every instance";
    case "sqlite":
      return `contact messages: stored in SQLite at ${path.resolve(target.dataDir, MESSAGES_FILE)}; rate limit per process`;
    case "unkeepable":
      return `contact messages: REFUSED with 503, ${target.problem}. ${MISSING_STORE_ADVICE}`;
  }
}

let decided: DeliveryTarget | undefined;

/** The destination of this server, from its environment, decided on first use. */
export function configuredDestination(): DeliveryTarget {
  decided ??= chooseDestination(getConfig(), process.env);
  return decided;
}
