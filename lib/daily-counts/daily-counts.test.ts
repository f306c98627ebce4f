import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createTestDatabase, type TestDatabase } from "@/test/postgres/test-database";
import { closePostgresPool } from "@/lib/contact/postgres-pool";
import { forgetPostgresSchema } from "@/lib/contact/postgres-migrations";
import { answerMealsByName } from "@/lib/meals/search";
import { handleMealTextPost } from "@/lib/meals/meal-text";
import { UNMET_TEXTS_PER_DAY, countDay, type CountRow } from "./count-kinds";
import { countStoreFor, countUnmet, countsSettled, reportCsv, reportText } from "./index";
import { handleUnmetPost } from "./unmet-post";
import { unmetKey } from "./record-count";
import { postgresCountStore } from "./postgres-count-store";
import { sqliteCountStore } from "./sqlite-count-store";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "daily-counts-"));
process.env.DATA_DIR = dataDir;
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const UA = "Mozilla/5.0 (Linux; Android 14; SM-A155F) Chrome/131.0 Mobile Safari/537.36";
const request = (url = "http://127.0.0.1:3000/", init: RequestInit = {}) =>
  new Request(url, { ...init, headers: { "user-agent": UA, ...init.headers } });

const store = () => countStoreFor({ DATABASE_URL: undefined, DATA_DIR: dataDir }, {})!;
const unmetCount = async (key: string) =>
  (await store().since("2000-01-01"))
    .filter((r) => r.kind === "unmet" && r.key === key)
    .reduce((n, r) => n + r.count, 0);

describe("countDay", () => {
  it("is Libya's calendar day (UTC+2), not UTC's", () => {
    expect(countDay(new Date("2026-11-24T22:30:00Z"))).toBe("2026-11-25");
    expect(countDay(new Date("2026-11-24T21:59:00Z"))).toBe("2026-11-24");
  });
});

describe("the SQLite store", () => {
  it("keeps at most the cap of distinct unmet texts a day, and still counts those it has", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "daily-cap-"));
    const s = sqliteCountStore(dir);
    try {
      const day = "2026-01-01";
      for (let i = 0; i < UNMET_TEXTS_PER_DAY + 20; i++)
        await s.add({ kind: "unmet", day, platform: "", key: `نص ${i}` });
      await s.add({ kind: "unmet", day, platform: "", key: "نص 0" });
      await s.add({ kind: "unmet", day: "2026-01-02", platform: "", key: "جديد" });
      await s.add({ kind: "download", day, platform: "ios", key: "/" });
      const rows = await s.since(day);
      expect(rows.filter((r) => r.kind === "unmet" && r.day === day)).toHaveLength(
        UNMET_TEXTS_PER_DAY,
      );
      expect(rows.find((r) => r.key === "نص 0")?.count).toBe(2);
      expect(rows.find((r) => r.key === "جديد")?.count).toBe(1);
      expect(rows.find((r) => r.kind === "download")?.count).toBe(1);
    } finally {
      await s.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("the PostgreSQL store", () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase("counts");
  });
  afterAll(async () => {
    await closePostgresPool(db.url);
    forgetPostgresSchema(db.url);
    await db.drop();
  });

  it("counts exactly under concurrent adds and keeps the cap", async () => {
    const s = postgresCountStore(db.url);
    const day = "2026-02-01";
    await Promise.all(
      Array.from({ length: 200 }, () =>
        s.add({ kind: "download", day, platform: "ios", key: "/calculator/bazeen" }),
      ),
    );
    for (let i = 0; i < UNMET_TEXTS_PER_DAY + 5; i++)
      await s.add({ kind: "unmet", day, platform: "", key: `t${i}` });
    const rows = await s.since(day);
    expect(rows.find((r) => r.kind === "download")).toEqual({
      kind: "download",
      day,
      platform: "ios",
      key: "/calculator/bazeen",
      count: 200,
    });
    expect(rows.filter((r) => r.kind === "unmet")).toHaveLength(UNMET_TEXTS_PER_DAY);
    expect(await s.since("2026-02-02")).toEqual([]);
  });
});

describe("unmet searches", () => {
  it("counts a meal search that found nothing, not one that found a meal", async () => {
    const missing = unmetKey("زقزوق");
    const before = await unmetCount(missing);
    const answer = await answerMealsByName("زقزوق", {
      onNoMeal: (name) => countUnmet(request(), [name]),
    });
    await answerMealsByName("بازين", { onNoMeal: (name) => countUnmet(request(), [name]) });
    await countsSettled();
    expect(await answer.json()).toEqual([]);
    expect(await unmetCount(missing)).toBe(before + 1);
    expect(await unmetCount("بازين")).toBe(0);
  });

  it("counts the words of a sentence that found no food, on the parse API", async () => {
    const response = await handleMealTextPost(
      request("http://127.0.0.1:3000/api/v1/meals/parse", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ text: "صحن بازين وطبق زقزوق" }),
      }),
    );
    const body = (await response.json()) as { unmatched: string[] };
    expect(body.unmatched.length).toBeGreaterThan(0);
    await countsSettled();
    const rows = await store().since("2000-01-01");
    expect(rows.some((r) => r.kind === "unmet" && r.key.includes("زقزوق"))).toBe(true);
    expect(rows.some((r) => r.kind === "unmet" && r.key.includes("بازين"))).toBe(false);
  });

  it("takes the browser's report from our pages only, 204, and refuses bad input", async () => {
    const post = (body: string, headers: Record<string, string> = {}) =>
      handleUnmetPost(
        request("http://127.0.0.1:3000/api/v1/meals/unmet", {
          method: "POST",
          headers: { "content-type": "application/json", ...headers },
          body,
        }),
      );
    const ok = await post(JSON.stringify({ texts: ["كرشة محشية"] }));
    expect(ok.status).toBe(204);
    await countsSettled();
    expect(await unmetCount(unmetKey("كرشة محشية"))).toBe(1);
    for (const bad of ["{}", '{"texts":[]}', '{"texts":"x"}', `{"texts":["${"x".repeat(300)}"]}`]) {
      const response = await post(bad);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ success: false, code: "unmet_report_invalid" });
    }
    expect((await post("not json")).status).toBe(400);
    const crossSite = await post(JSON.stringify({ texts: ["x"] }), {
      origin: "https://evil.example",
    });
    expect(crossSite.status).toBe(403);
  });
});

describe("the report", () => {
  const rows: CountRow[] = [
    { kind: "download", day: "2026-03-01", platform: "ios", key: "/calculator/bazeen", count: 4 },
    { kind: "download", day: "2026-03-02", platform: "ios", key: "/calculator/bazeen", count: 3 },
    { kind: "download", day: "2026-03-02", platform: "android", key: "/", count: 2 },
    { kind: "unmet", day: "2026-03-02", platform: "", key: "=HYPERLINK(1)", count: 5 },
    { kind: "unmet", day: "2026-03-02", platform: "", key: 'عصيده, "بالرب"', count: 1 },
  ];

  it("sums downloads by platform and page and lists the unmet searches, most first", () => {
    const text = reportText(rows, 30);
    expect(text).toMatch(/ios\s+7/);
    expect(text).toMatch(/7\s+ios\s+\/calculator\/bazeen/);
    expect(text).toMatch(/2\s+android\s+\//);
    expect(text.indexOf("=HYPERLINK")).toBeLessThan(text.indexOf("عصيده"));
  });

  it("writes one CSV row per count, formulas defused, quotes doubled", () => {
    expect(reportCsv(rows).split("\r\n")).toEqual([
      "kind,day,platform,key,count",
      "download,2026-03-01,ios,/calculator/bazeen,4",
      "download,2026-03-02,ios,/calculator/bazeen,3",
      "download,2026-03-02,android,/,2",
      "unmet,2026-03-02,,'=HYPERLINK(1),5",
      'unmet,2026-03-02,,"عصيده, ""بالرب""",1',
      "",
    ]);
  });
});
