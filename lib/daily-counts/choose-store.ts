import "server-only";
import type { AppConfig } from "@/lib/config/env";
import { sqliteStorageProblem } from "@/lib/contact/storage-safety";
import type { CountStore } from "./count-store";
import { postgresCountStore } from "./postgres-count-store";
import { sqliteCountStore } from "./sqlite-count-store";

/**
 * Where the counts go, beside the messages: PostgreSQL with DATABASE_URL (whatever BACKEND_URL
 * says: the backend takes messages, not counts), else the SQLite file in DATA_DIR; none on a
 * server that would lose that file (lib/contact/storage-safety.ts), where counts are not kept.
 */
export function countStoreFor(
  config: Pick<AppConfig, "DATABASE_URL" | "DATA_DIR">,
  env: Record<string, string | undefined>,
): CountStore | null {
  if (config.DATABASE_URL) return postgresCountStore(config.DATABASE_URL);
  if (sqliteStorageProblem(config.DATA_DIR, env)) return null;
  return sqliteCountStore(config.DATA_DIR);
}
