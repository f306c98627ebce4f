import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";

// Servers the benchmark starts on loopback, each in its own process so the load generator
// never shares a thread with the server it measures. Every child is stopped on exit.

export const ROOT = path.resolve(__dirname, "../..");
const HOST = "127.0.0.1";
const READY_TIMEOUT_MS = 60_000;

const children = new Set<ChildProcess>();

export interface StartedServer {
  baseUrl: string;
  /** The process that answers requests, for its CPU time. */
  pid: number;
}

export function stopAllServers(): void {
  for (const child of children) child.kill("SIGTERM");
  children.clear();
}

async function tryPort(port: number): Promise<number | undefined> {
  const server = createServer();
  const bound = await new Promise<boolean>((resolve) => {
    server.once("error", () => resolve(false));
    server.listen(port, HOST, () => resolve(true));
  });
  if (!bound) return undefined;
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  return address && typeof address !== "string" ? address.port : undefined;
}

// With E2E_PORT_BASE set (several checkouts measuring side by side), the servers take free
// ports from base + 120 to base + 199 (the browser tests use base to base + 110).
let nextCandidate = 0;
export async function freePort(): Promise<number> {
  const base = Number(process.env.E2E_PORT_BASE);
  for (let i = 0; i < (base ? 80 : 1); i++) {
    const port = await tryPort(base ? base + 120 + ((nextCandidate++ + i) % 80) : 0);
    if (port) return port;
  }
  throw new Error("no free port");
}

async function waitUntilAnswering(url: string, child: ChildProcess, log: () => string) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${log()}`);
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no answer from ${url} within ${READY_TIMEOUT_MS / 1000} s:\n${log()}`);
}

async function startProcess(
  args: string[],
  env: NodeJS.ProcessEnv,
  port: number,
  readyPath: string,
): Promise<StartedServer> {
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.add(child);
  let output = "";
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  child.on("exit", () => children.delete(child));
  const base = `http://${HOST}:${port}`;
  await waitUntilAnswering(base + readyPath, child, () => output);
  return { baseUrl: base, pid: child.pid ?? 0 };
}

export function nextDistDir(): string {
  return path.join(ROOT, process.env.NEXT_DIST_DIR || ".next");
}

export function hasBuild(): boolean {
  return existsSync(path.join(nextDistDir(), "BUILD_ID"));
}

/** Environment of the measured servers: the embedded database, no backend. */
const embeddedEnv: NodeJS.ProcessEnv = {
  NODE_ENV: "production",
  NEXT_TELEMETRY_DISABLED: "1",
  MEALS_API_URL: "",
  BACKEND_URL: "",
};

/** `next start` on the existing build; requires `npm run build` first. */
export async function startNext(readyPath: string): Promise<StartedServer> {
  const port = await freePort();
  const nextBin = path.join(ROOT, "node_modules/next/dist/bin/next");
  return startProcess(
    [nextBin, "start", "--port", String(port), "--hostname", HOST],
    embeddedEnv,
    port,
    readyPath,
  );
}

/** The same meal search behind a bare node:http server (scripts/bench/bare-server.ts). */
export async function startBareServer(readyPath: string): Promise<StartedServer> {
  const port = await freePort();
  return startProcess(
    ["--conditions=react-server", "--import", "tsx", path.join(__dirname, "bare-server.ts")],
    { ...embeddedEnv, PORT: String(port) },
    port,
    readyPath,
  );
}
