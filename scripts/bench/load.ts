import autocannon, { type AutocannonResult } from "autocannon";
import { readFileSync } from "node:fs";

// HTTP load with autocannon: a short warm-up (JIT, first-request work), then the measured run.
// Besides requests per second it reads the server process's CPU time (Linux /proc), so the
// cost of one request can be compared even when other work shares the machine's cores.

const CLOCK_TICKS_PER_SECOND = 100;

/** User + system CPU time of a process in milliseconds, or undefined off Linux. */
function cpuMs(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // Fields after the command name, which may itself contain spaces and parentheses.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? (ticks * 1000) / CLOCK_TICKS_PER_SECOND : undefined;
  } catch {
    return undefined;
  }
}

export interface LoadFigures {
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
  total: number;
  /** Server CPU milliseconds per answered request, when the platform tells. */
  cpuMsPerRequest?: number;
}

export interface LoadOptions {
  baseUrl: string;
  /** The server's process id, for its CPU time per request. */
  serverPid?: number;
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
  const cpuBefore = options.serverPid ? cpuMs(options.serverPid) : undefined;
  const result = await run(options, options.durationSeconds);
  const cpuAfter = options.serverPid ? cpuMs(options.serverPid) : undefined;
  const cpuMsPerRequest =
    cpuBefore !== undefined && cpuAfter !== undefined && result.requests.total > 0
      ? (cpuAfter - cpuBefore) / result.requests.total
      : undefined;
  return {
    cpuMsPerRequest,
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    total: result.requests.total,
  };
}
