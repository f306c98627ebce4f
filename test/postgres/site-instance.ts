// A `next start` of the built site as its own process group, so a test can kill it outright
// (SIGKILL, no chance to finish anything) as a crashed machine would be.
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";

const ROOT = path.resolve(__dirname, "../..");

export type SiteInstance = {
  url: string;
  /** Everything the server printed, for failure messages and the start-up line. */
  output(): string;
  kill(signal: NodeJS.Signals): void;
  exited: Promise<void>;
};

export async function startSiteInstance(
  port: number,
  env: Record<string, string>,
): Promise<SiteInstance> {
  const child: ChildProcess = spawn(
    process.execPath,
    ["node_modules/next/dist/bin/next", "start", "-p", String(port), "-H", "127.0.0.1"],
    {
      cwd: ROOT,
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", ...env },
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let log = "";
  child.stdout?.on("data", (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.on("exit", () => resolve()));
  // Never leave a server behind, even when the test itself crashes.
  const killOnExit = () => instance.kill("SIGKILL");
  process.on("exit", killOnExit);
  void exited.then(() => process.off("exit", killOnExit));
  const url = `http://127.0.0.1:${port}`;
  const instance: SiteInstance = {
    url,
    output: () => log,
    kill(signal) {
      try {
        process.kill(-child.pid!, signal);
      } catch {
        // Already gone.
      }
    },
    exited,
  };

  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`next start exited:\n${log}`);
    try {
      // Ready by its own word (not a server left over on the same port), and answering.
      if (/Ready in/.test(log) && (await fetch(`${url}/robots.txt`)).ok) return instance;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  instance.kill("SIGKILL");
  throw new Error(`next start on port ${port} did not answer within 60 s:\n${log}`);
}
