// Starts `next start` from the existing build on a free loopback port, for the scripts that
// measure or check the built site (HTML validation, benchmarks). Never builds.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";

export const projectRoot = fileURLToPath(new URL("../..", import.meta.url));

function tryPort(port) {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(port, "127.0.0.1", () => {
      const { port: bound } = server.address();
      server.close(() => resolve(bound));
    });
    server.on("error", reject);
  });
}

// With E2E_PORT_BASE set (several checkouts measuring side by side), servers and browsers take
// free ports from base + 120 to base + 199 (the browser tests use base to base + 110);
// otherwise any free port.
let nextCandidate = 0;
export async function freePort() {
  const base = Number(process.env.E2E_PORT_BASE);
  if (!base) return tryPort(0);
  for (let i = 0; i < 80; i++) {
    const port = base + 120 + ((nextCandidate++ + i) % 80);
    const bound = await tryPort(port).catch(() => undefined);
    if (bound) return bound;
  }
  throw new Error(`no free port in ${base + 120}–${base + 199}`);
}

export async function waitFor(url, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** Starts the built site (or the app in `dir`) on `port` or a free one; resolves to { url, stop }. */
export async function startBuiltSite({
  dir = projectRoot,
  env = {},
  distDir = process.env.NEXT_DIST_DIR || ".next",
  port: wantedPort,
} = {}) {
  if (!existsSync(`${dir}/${distDir}/BUILD_ID`)) {
    throw new Error(`No build in ${dir}/${distDir}: run \`npm run build\` first.`);
  }
  const port = wantedPort ?? (await freePort());
  const child = spawn(
    process.execPath,
    [
      `${projectRoot}node_modules/next/dist/bin/next`,
      "start",
      "-p",
      String(port),
      "-H",
      "127.0.0.1",
    ],
    {
      cwd: dir,
      stdio: ["ignore", "ignore", "inherit"],
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", ...env },
    },
  );
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/robots.txt`).catch((error) => {
    child.kill();
    throw error;
  });
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", resolve);
        child.kill();
      }),
  };
}
