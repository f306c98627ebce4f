import autocannon, { type AutocannonResult } from "autocannon";

// HTTP load with autocannon: a short warm-up (JIT, first-request work), then the measured run.

export interface LoadFigures {
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
  total: number;
}

export interface LoadOptions {
  baseUrl: string;
  /** Paths requested in turn; each connection starts at a different place in the list. */
  paths: readonly string[];
  connections: number;
  durationSeconds: number;
  warmupSeconds?: number;
}

function run(options: LoadOptions, duration: number): Promise<AutocannonResult> {
  const requests = options.paths.map((path) => ({ method: "GET", path }));
  let nextClient = 0;
  return autocannon({
    url: options.baseUrl,
    connections: options.connections,
    duration,
    requests,
    setupClient(client) {
      // Rotated per connection, so the 50 connections do not ask for the same query at once.
      const offset = (nextClient++ * 7919) % requests.length;
      client.setRequests([...requests.slice(offset), ...requests.slice(0, offset)]);
    },
  });
}

export async function measureLoad(options: LoadOptions): Promise<LoadFigures> {
  if (options.warmupSeconds) await run(options, options.warmupSeconds);
  const result = await run(options, options.durationSeconds);
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    total: result.requests.total,
  };
}
