import { spawn, execFileSync, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { DEPLOY_SITE_PORT } from "./support/ports";

// A new deployment reaching a visitor who has the site on the device. A second `next build`
// takes about ten minutes here, so the second deployment is the first build's copy with what
// a new build changes for the worker and the page: the page's text (its prerendered HTML) and
// the build's revision of the pages in the worker's list (sw.js), which makes the browser see
// a new worker. Both servers answer on one port, one after the other: one origin, as a
// deployment is. What the copy does not change: the scripts' names and the client-side
// navigation data (.rsc), so it tests a reload, not a navigation inside the site.

test.use({ serviceWorkers: "allow" });

const DIST = ".next";
const NEXT_DEPLOY = ".next-deploy-test";
const PAGE = "/Blog3";
const NEW_HEADING = "نص النشر الجديد";
const origin = `http://127.0.0.1:${DEPLOY_SITE_PORT}`;

/** The second deployment: hard links to the first build, with the two files a build changes. */
function secondDeployment(): { oldHeading: string; oldRevision: string; newRevision: string } {
  rmSync(NEXT_DEPLOY, { recursive: true, force: true });
  execFileSync("cp", ["-al", DIST, NEXT_DEPLOY]);
  // What `next start` wrote while answering (server/route-cache) is not part of a build.
  for (const runtime of ["cache", "server/route-cache"])
    rmSync(join(NEXT_DEPLOY, runtime), { recursive: true, force: true });
  // Each file is replaced, not edited in place: its hard link to the first build is cut.
  const replace = (file: string, edit: (text: string) => string) => {
    const path = join(NEXT_DEPLOY, file);
    const text = readFileSync(path, "utf8");
    const edited = edit(text);
    if (edited === text) throw new Error(`nothing changed in ${file}`);
    rmSync(path);
    writeFileSync(path, edited);
  };
  let oldHeading = "";
  // Everywhere in the page: the markup, the title and the flight data React hydrates from.
  replace(`server/app${PAGE}.html`, (html) => {
    oldHeading = /<h1[^>]*>([^<]*)/.exec(html)?.[1] ?? "";
    if (!oldHeading) throw new Error(`${PAGE} has no heading`);
    return html.replaceAll(oldHeading, NEW_HEADING);
  });
  const worker = "server/app/sw/sw.js.body";
  const revision = /revision:"([0-9a-f-]{36})"/.exec(readFileSync(join(DIST, worker), "utf8"));
  if (!revision?.[1]) throw new Error("the worker lists no page revision");
  const [oldRevision, newRevision] = [revision[1], randomUUID()];
  // The build's revision, wherever the build wrote it (found above in the worker's list): the
  // worker, and the proxy, whose ETag for the worker it is (lib/offline/worker-validator.ts).
  const withRevision = execFileSync("grep", ["-rlF", oldRevision, "."], { cwd: NEXT_DEPLOY })
    .toString()
    .split("\n")
    .filter(Boolean);
  for (const file of withRevision)
    replace(file, (text) => text.replaceAll(oldRevision, newRevision));
  return { oldHeading, oldRevision, newRevision };
}

async function startSite(distDir: string): Promise<ChildProcess> {
  const server = spawn(
    process.execPath,
    ["node_modules/next/dist/bin/next", "start", "-p", String(DEPLOY_SITE_PORT), "-H", "127.0.0.1"],
    {
      env: {
        ...process.env,
        NEXT_DIST_DIR: distDir,
        DATA_DIR: ".data/e2e-deploy",
        NEXT_TELEMETRY_DISABLED: "1",
      },
      stdio: "ignore",
    },
  );
  for (let i = 0; i < 120; i++) {
    const up = await fetch(`${origin}/robots.txt`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return server;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  server.kill();
  throw new Error(`next start (${distDir}) did not answer`);
}

async function stopSite(server: ChildProcess) {
  if (server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once("exit", resolve));
  server.kill();
  await exited;
}

/** Waits until the worker has nothing installing or waiting and controls the page. */
async function workerSettled(page: Page) {
  // page.evaluate awaits the promise; page.waitForFunction would take the promise as true.
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration();
          return (
            registration?.active?.state === "activated" &&
            !registration.installing &&
            !registration.waiting &&
            navigator.serviceWorker.controller !== null
          );
        }),
      { timeout: 20_000 },
    )
    .toBe(true);
}

test("a new deployment's text reaches a page kept on the device after one reload", async ({
  page,
}) => {
  // One port for the two servers: the phone project only (the worker does not depend on width).
  test.skip(test.info().project.name !== "phone", "one port for the two servers");
  test.slow();
  const { oldHeading, oldRevision, newRevision } = secondDeployment();
  let server = await startSite(DIST);
  try {
    await page.goto(`${origin}${PAGE}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(oldHeading);
    await workerSettled(page);
    // The page is kept (the precache's key carries the revision: ?__WB_REVISION__=…).
    await expect
      .poll(() =>
        page.evaluate(
          async (path) => Boolean(await caches.match(path, { ignoreSearch: true })),
          PAGE,
        ),
      )
      .toBe(true);

    await stopSite(server);
    server = await startSite(NEXT_DEPLOY);

    // One reload. The page first comes from the device (the old build) while its worker asks
    // for a new one; the new worker takes over once it has the new files and the page, not
    // touched yet, is reloaded from it.
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(NEW_HEADING, {
      timeout: 20_000,
    });
    await workerSettled(page);
    // The old build's copies are gone from the device, the new build's page is there.
    const kept = await page.evaluate(async () => {
      const found: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) found.push(request.url);
      }
      return found;
    });
    expect(kept.filter((url) => url.includes(oldRevision))).toEqual([]);
    expect(kept).toContain(`${origin}${PAGE}?__WB_REVISION__=${newRevision}`);
  } finally {
    await stopSite(server);
    rmSync(NEXT_DEPLOY, { recursive: true, force: true });
  }
});
