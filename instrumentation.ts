// Runs once when a server process starts (Next.js instrumentation): says in one log line where
// contact messages will go, and with DATABASE_URL creates or migrates the schema before the
// first visitor. A database that is away at start is not fatal: the first use tries again.
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { announceMessageDestination } = await import("@/lib/contact/start-up-check");
  await announceMessageDestination();
}
