// A fresh, empty database per test file on the test cluster (TEST_DATABASE_URL, started by
// scripts/postgres/start-test-db.sh), dropped at the end, so test files never see each
// other's rows and can run in parallel.
import { Client } from "pg";

export type TestDatabase = { url: string; drop(): Promise<void> };

function testClusterUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    throw new Error(
      "TEST_DATABASE_URL is not set: run the tests through npm test or jest (its global set-up " +
        'starts PostgreSQL), or eval "$(bash scripts/postgres/start-test-db.sh)" first',
    );
  }
  return url;
}

async function withAdmin<T>(run: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: testClusterUrl() });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

export async function createTestDatabase(label: string): Promise<TestDatabase> {
  const name = `mizan_${label}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  await withAdmin((client) => client.query(`CREATE DATABASE "${name}"`));
  const url = new URL(testClusterUrl());
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    // A pool's end() resolves before the server has seen each connection close: wait for
    // them rather than terminate them (a terminated idle client errors in the test's pool).
    drop: () =>
      withAdmin(async (client) => {
        for (let attempt = 0; attempt < 50; attempt++) {
          try {
            await client.query(`DROP DATABASE IF EXISTS "${name}"`);
            return;
          } catch (error) {
            if ((error as { code?: string }).code !== "55006") throw error;
            await new Promise((resolve) => setTimeout(resolve, 100));
          }
        }
        await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      }),
  };
}
