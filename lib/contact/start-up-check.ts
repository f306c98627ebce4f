import "server-only";
import { getConfig } from "@/lib/config/env";
import { configuredDestination, describeDestination } from "./message-destination";
import { ensurePostgresSchema } from "./postgres-migrations";

/** The start-up line of instrumentation.ts, and the schema when DATABASE_URL is set. */
export async function announceMessageDestination(): Promise<void> {
  const target = configuredDestination();
  const line = describeDestination(target);
  if (target.kind === "unkeepable") console.error(line);
  else console.log(line);

  const { DATABASE_URL } = getConfig();
  if (DATABASE_URL) {
    await ensurePostgresSchema(DATABASE_URL).catch((error: unknown) => {
      console.error(`postgres: schema not checked at start (${(error as Error).message})`);
    });
  }
}
