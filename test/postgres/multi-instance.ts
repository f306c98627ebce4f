// Two `next start` instances of the built site on one PostgreSQL database, under load and
// under faults. Run by scripts/test-all.sh after the build; needs the test cluster
// (TEST_DATABASE_URL, TEST_PG_DATA from scripts/postgres/start-test-db.sh):
//   node --import tsx test/postgres/multi-instance.ts
// 1. 500 messages posted concurrently through one instance, then 500 split across both:
//    exactly 500 rows each time, all distinct (and the messages per second of each).
// 2. One client address alternating between the instances: the 6th message in a minute is 429.
// 3. One instance killed with SIGKILL in the middle of a burst: every message answered 200 is
//    in the database, and the other instance keeps answering.
// 4. The database stuck, then stopped: JSON 503 within 5 s (and the form's error toast, fields
//    kept, in Chromium), then normal service once the database is back.
// And the daily counts (lib/daily-counts): 20 /ios visits across both instances → exactly 20 in
// `npm run report -- --csv`; 200 raw ?from= values → never a Location outside the store, never
// a 5xx; the database stopped in the middle of a burst of /ios visits → every one answered.
import assert from "node:assert/strict";
import { execFile, execFileSync } from "node:child_process";
import net from "node:net";
import { promisify } from "node:util";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Client } from "pg";
import { checkFormKeepsFieldsOn503 } from "./form-on-503";
import { startSiteInstance, type SiteInstance } from "./site-instance";
import { createTestDatabase, type TestDatabase } from "./test-database";

const base = Number(process.env.E2E_PORT_BASE ?? 3100);
const PORTS = [base + 150, base + 151] as const;
const RATE_LIMIT = 5;
const BURST = 500;
const IN_FLIGHT = 64;
const run = Date.now().toString(36);

type Outcome = { marker: string; status: number | "network error"; ms: number };

let address = 0;
/** A new client address per message, so the rate limit of 5 is not what a burst measures. */
const nextAddress = () => {
  address += 1;
  return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
};

async function post(instance: SiteInstance, marker: string, forwardedFor: string) {
  const started = performance.now();
  try {
    const response = await fetch(`${instance.url}/api/contact`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": forwardedFor },
      body: JSON.stringify({
        data: { name: "اختبار الحمل", email: "", phone: "0912345678", message: marker },
        website: "",
      }),
      signal: AbortSignal.timeout(15_000),
    });
    const body = await response.text();
    return { marker, status: response.status, ms: performance.now() - started, body };
  } catch {
    return { marker, status: "network error" as const, ms: performance.now() - started, body: "" };
  }
}

/** Posts `count` messages, at most IN_FLIGHT at a time, spread over `targets` in turn. */
async function burst(
  label: string,
  count: number,
  targets: () => SiteInstance[],
  onAnswer?: (done: number) => void,
): Promise<{ outcomes: Outcome[]; seconds: number }> {
  const outcomes: Outcome[] = [];
  let next = 0;
  const started = performance.now();
  async function worker() {
    while (next < count) {
      const i = next++;
      const list = targets();
      const outcome = await post(list[i % list.length]!, `${run}-${label}-${i}`, nextAddress());
      outcomes.push(outcome);
      onAnswer?.(outcomes.length);
    }
  }
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  return { outcomes, seconds: (performance.now() - started) / 1000 };
}

async function rowsLike(db: Client, label: string) {
  const result = await db.query<{ total: string; distinct: string }>(
    "SELECT COUNT(*) AS total, COUNT(DISTINCT message) AS distinct FROM messages WHERE message LIKE $1",
    [`${run}-${label}-%`],
  );
  return { total: Number(result.rows[0]!.total), distinct: Number(result.rows[0]!.distinct) };
}

function pgCtl(action: "start" | "stop") {
  execFileSync("bash", ["scripts/postgres/pg-ctl.sh", process.env.TEST_PG_DATA!, action], {
    stdio: "inherit",
  });
}

const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1";
const IOS_STORE_URL = "https://apps.apple.com/ly/app/mizan/id6450000000";
const PLAY_STORE_URL = "https://play.google.com/store/apps/details?id=ly.mizan.app";

/** One visit of a store link as an iPhone: status, Location and time taken. */
async function storeVisit(instance: SiteInstance, target: string) {
  const started = performance.now();
  const response = await fetch(`${instance.url}${target}`, {
    redirect: "manual",
    headers: { "user-agent": IPHONE },
    signal: AbortSignal.timeout(10_000),
  });
  return {
    status: response.status,
    location: response.headers.get("location"),
    ms: performance.now() - started,
  };
}

/**
 * A request written byte for byte on a socket, so that values fetch would refuse or repair
 * (backslashes, "//", raw ":" and "@", bytes above ASCII) reach the server as sent.
 */
function rawRequest(port: number, target: Buffer): Promise<{ status: number; location?: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1");
    const chunks: Buffer[] = [];
    socket.setTimeout(10_000, () => socket.destroy(new Error("timed out")));
    socket.on("connect", () => {
      const head = ` HTTP/1.1\r\nHost: 127.0.0.1\r\nUser-Agent: ${IPHONE}\r\nConnection: close\r\n\r\n`;
      socket.write(Buffer.concat([Buffer.from("GET "), target, Buffer.from(head)]));
    });
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("error", reject);
    socket.on("close", () => {
      const head = Buffer.concat(chunks).toString("latin1").split("\r\n\r\n")[0] ?? "";
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0);
      const location = /\r\nlocation: ([^\r]*)/i.exec(head)?.[1];
      resolve({ status, location });
    });
  });
}

/** 200 values for ?from=: other hosts in every spelling, encodings, 10 KB, Arabic, NUL. */
function fuzzedSources(): Buffer[] {
  const fixed = [
    "https://evil.example",
    "//evil.example",
    "/\\evil.example",
    "\\\\evil.example",
    "%2F%2Fevil.example",
    "/%2F%2Fevil.example",
    "%5C%5Cevil.example",
    "javascript:alert(1)",
    "/calculator/bazeen%0D%0ALocation:%20https://evil.example",
    "/calculator/bazeen%00",
    "%00",
    "/calculator/%D8%A8%D8%A7%D8%B2%D9%8A%D9%86",
    "x".repeat(10_240),
    "/calculator/bazeen@evil.example",
    "/../../etc/passwd",
    "https:evil.example",
    "%252F%252Fevil.example",
  ].map((v) => Buffer.from(v, "latin1"));
  const bytes = [...Buffer.from("/\\%:@.?#evil"), 0xd8, 0xa8, 0x2f];
  const values = [...fixed, Buffer.from([0x2f, 0xd8, 0xa8, 0xd8, 0xa7])];
  for (let i = 0; values.length < 200; i++) {
    const length = 2 + (i % 30);
    values.push(
      Buffer.from(Array.from({ length }, (_, j) => bytes[(i * 31 + j * 17) % bytes.length]!)),
    );
  }
  return values;
}

const execFileAsync = promisify(execFile);

const statusCounts = (outcomes: Outcome[]) =>
  outcomes.reduce<Record<string, number>>((counts, o) => {
    counts[o.status] = (counts[o.status] ?? 0) + 1;
    return counts;
  }, {});

async function main() {
  assert.ok(
    process.env.TEST_PG_DATA,
    "TEST_PG_DATA is not set (scripts/postgres/start-test-db.sh)",
  );
  const database: TestDatabase = await createTestDatabase("instances");
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "mizan-instances-"));
  const env = {
    DATABASE_URL: database.url,
    CONTACT_RATE_LIMIT: String(RATE_LIMIT),
    DATA_DIR: dataDir,
    BACKEND_URL: "",
  };
  const instances: SiteInstance[] = [];
  let databaseStopped = false;
  const db = new Client({ connectionString: database.url });
  // Stopping the database (step 4) ends this connection too; it is not used after that.
  db.on("error", () => undefined);
  try {
    instances.push(...(await Promise.all(PORTS.map((port) => startSiteInstance(port, env)))));
    const [a, b] = instances as [SiteInstance, SiteInstance];
    for (const instance of instances) {
      assert.match(instance.output(), /contact messages: stored in PostgreSQL \(DATABASE_URL\)/);
      const health = await fetch(`${instance.url}/api/health`);
      assert.equal(health.status, 200);
      assert.deepEqual(await health.json(), { status: "ok", store: "postgres" });
    }
    await db.connect();
    const figures: string[] = [];

    // 1. Throughput and exactly-once storage.
    for (const [label, targets] of [
      ["one", () => [a]],
      ["two", () => [a, b]],
    ] as const) {
      const { outcomes, seconds } = await burst(label, BURST, targets);
      assert.deepEqual(statusCounts(outcomes), { 200: BURST }, `${label}: every message is 200`);
      assert.deepEqual(await rowsLike(db, label), { total: BURST, distinct: BURST });
      const perSecond = (BURST / seconds).toFixed(0);
      figures.push(
        `${BURST} messages through ${label} instance(s), ${IN_FLIGHT} in flight: ${perSecond} stored/s`,
      );
    }

    // 2. One address through both instances in turn: five accepted, the sixth refused.
    const statuses: number[] = [];
    let refusal: Awaited<ReturnType<typeof post>> | undefined;
    for (let i = 0; i < RATE_LIMIT + 1; i++) {
      refusal = await post(i % 2 ? b : a, `${run}-limit-${i}`, "198.51.100.7");
      statuses.push(refusal.status as number);
    }
    assert.deepEqual(statuses, [200, 200, 200, 200, 200, 429]);
    assert.equal(JSON.parse(refusal!.body).code, "rate_limited");

    // The daily counts: 20 visits from one page across both instances, exactly 20 reported.
    const visits = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        storeVisit(i % 2 ? b : a, "/ios?from=/calculator/bazeen"),
      ),
    );
    for (const visit of visits) {
      assert.equal(visit.status, 307);
      assert.equal(visit.location, `${IOS_STORE_URL}?ct=%2Fcalculator%2Fbazeen`);
    }
    // Counts are written just after each answer: give the last ones a moment.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const { stdout: csv } = await execFileAsync(
      "npm",
      ["run", "--silent", "report", "--", "--csv"],
      { env: { ...process.env, DATABASE_URL: database.url } },
    );
    const bazeen = csv
      .split(/\r?\n/)
      .filter((line) => /^download,\d{4}-\d{2}-\d{2},ios,\/calculator\/bazeen,/.test(line))
      .reduce((sum, line) => sum + Number(line.split(",")[4]), 0);
    assert.equal(bazeen, 20, `the report counts the 20 visits:\n${csv}`);
    figures.push(`20 /ios visits over two instances: ${bazeen} in npm run report -- --csv`);

    // ?from= as anyone could send it, byte for byte: the configured store, our route, or nothing.
    const allowed = ["/ios", "/android", "/#download", IOS_STORE_URL, PLAY_STORE_URL];
    const port = Number(new URL(b.url).port);
    let fuzzed = 0;
    for (const value of fuzzedSources()) {
      for (const route of ["/ios", "/android", "/app"]) {
        const sent = Buffer.concat([Buffer.from(`${route}?from=`), value]);
        const { status, location } = await rawRequest(port, sent);
        const what = `${sent.toString("latin1").slice(0, 60)}: ${status} ${location ?? ""}`;
        assert.ok(status > 0 && status < 500, what);
        if (location !== undefined) assert.ok(allowed.includes(location), what);
        fuzzed++;
      }
    }
    figures.push(`${fuzzed} fuzzed ?from= requests: no 5xx, no Location outside the stores`);

    // 3. SIGKILL one instance in the middle of a burst.
    let killedAt = -1;
    let alive = [a, b];
    const killed = await burst(
      "kill",
      400,
      () => alive,
      (done) => {
        if (done === 150 && killedAt < 0) {
          killedAt = done;
          a.kill("SIGKILL");
          alive = [b];
        }
      },
    );
    await a.exited;
    const answered = killed.outcomes.filter((o) => o.status === 200).map((o) => o.marker);
    const stored = new Set(
      (
        await db.query<{ message: string }>("SELECT message FROM messages WHERE message LIKE $1", [
          `${run}-kill-%`,
        ])
      ).rows.map((r) => r.message),
    );
    const lost = answered.filter((marker) => !stored.has(marker));
    assert.deepEqual(lost, [], "every message answered 200 is in the database");
    const afterKill = killed.outcomes.slice(killedAt + IN_FLIGHT);
    assert.ok(afterKill.length > 100);
    assert.ok(
      afterKill.every((o) => o.status === 200),
      `after the kill, the survivor answers every message: ${JSON.stringify(statusCounts(afterKill))}`,
    );
    figures.push(
      `SIGKILL mid-burst: ${answered.length} answered 200, all ${answered.length} stored; ` +
        `${stored.size - answered.length} more stored without an answer; outcomes ${JSON.stringify(statusCounts(killed.outcomes))}`,
    );

    // 4. The database stuck (its table locked by another session), then away, then back.
    await db.query("BEGIN");
    await db.query("LOCK TABLE messages IN ACCESS EXCLUSIVE MODE");
    const stuck = await post(b, `${run}-stuck`, nextAddress());
    await db.query("ROLLBACK");
    assert.equal(stuck.status, 503, "503 while the database does not answer");
    assert.equal(JSON.parse(stuck.body).code, "store_unavailable");
    assert.ok(stuck.ms < 5_000, `answered in ${stuck.ms.toFixed(0)} ms`);
    figures.push(`database stuck: 503 JSON in ${stuck.ms.toFixed(0)} ms`);

    // The database stopped in the middle of a burst of store visits: every one still answered.
    const burstVisits: Awaited<ReturnType<typeof storeVisit>>[] = [];
    let stopping: Promise<unknown> | undefined;
    for (let i = 0; i < 60; i += 6) {
      const round = Array.from({ length: 6 }, () => storeVisit(b, "/ios?from=/Blog1"));
      if (i === 18) {
        stopping = execFileAsync("bash", [
          "scripts/postgres/pg-ctl.sh",
          process.env.TEST_PG_DATA!,
          "stop",
        ]);
        databaseStopped = true;
      }
      burstVisits.push(...(await Promise.all(round)));
    }
    await stopping;
    assert.ok(
      burstVisits.every((v) => v.status === 307),
      "every store visit answered 307",
    );
    const slowest = Math.max(...burstVisits.map((v) => v.ms));
    assert.ok(
      slowest < 2_000,
      `store visits answered within 2 s (slowest ${slowest.toFixed(0)} ms)`,
    );
    figures.push(
      `database stopped mid-burst: 60 store visits, all 307, slowest ${slowest.toFixed(0)} ms`,
    );

    const down = [];
    for (let i = 0; i < 5; i++) down.push(await post(b, `${run}-down-${i}`, nextAddress()));
    for (const outcome of down) {
      assert.equal(outcome.status, 503, "503 while the database is down");
      assert.equal(JSON.parse(outcome.body).code, "store_unavailable");
      assert.ok(outcome.ms < 5_000, `answered in ${outcome.ms.toFixed(0)} ms`);
    }
    assert.equal((await fetch(`${b.url}/api/health`)).status, 503);
    assert.equal((await fetch(`${b.url}/Blog`)).status, 200, "pages are unaffected");
    await checkFormKeepsFieldsOn503(b.url);
    const worst = Math.max(...down.map((o) => o.ms));
    figures.push(`database down: 503 JSON in ${worst.toFixed(0)} ms at worst (5 tries)`);

    pgCtl("start");
    databaseStopped = false;
    const restarted = performance.now();
    let back: Awaited<ReturnType<typeof post>> | undefined;
    do {
      back = await post(b, `${run}-back-${Date.now()}`, nextAddress());
    } while (back.status !== 200 && performance.now() - restarted < 15_000);
    assert.equal(back.status, 200, "normal service once the database is back");
    assert.equal((await fetch(`${b.url}/api/health`)).status, 200);
    figures.push(
      `database back: first 200 ${(performance.now() - restarted).toFixed(0)} ms after restart`,
    );

    // The figures depend on the machine and on what else it runs at the time.
    const load = os.loadavg()[0]!.toFixed(1);
    console.log(`multi-instance test passed (${os.cpus().length} CPUs, load average ${load})`);
    for (const line of figures) console.log(`  ${line}`);
  } finally {
    for (const instance of instances) instance.kill("SIGKILL");
    await Promise.all(instances.map((i) => i.exited));
    if (databaseStopped) pgCtl("start");
    await db.end().catch(() => undefined);
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
