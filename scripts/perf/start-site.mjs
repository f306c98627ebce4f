// Starts `next start` from the existing build on a free loopback port, for the scripts that
// measure or check the built site (HTML validation, benchmarks). Never builds.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";

export const projectRoot = fileURLToPath(new URL("../..", import.meta.url));

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
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
