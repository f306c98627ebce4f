import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { site } from "@/content/site";
import { countStoreFor, countsSettled } from "@/lib/daily-counts";
import { appRedirect, storeRedirect, storeUrlFor } from "./store-redirect";

// The real handlers of /ios, /android and /app, counting into a SQLite file of their own.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "store-redirect-"));
process.env.DATA_DIR = dataDir;
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) Mobile/15E148 Safari/604.1";
const ANDROID = "Mozilla/5.0 (Linux; Android 14; SM-A155F) Chrome/131.0 Mobile Safari/537.36";
const DESKTOP = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/131.0 Safari/537.36";

const get = (pathAndQuery: string, userAgent = IPHONE) =>
  new Request(`http://127.0.0.1:3000${pathAndQuery}`, { headers: { "user-agent": userAgent } });

const config = {
  IOS_STORE_URL: site.iosStoreUrl,
  ANDROID_STORE_URL: site.androidStoreUrl,
  APPLE_PROVIDER_TOKEN: undefined,
};

describe("storeUrlFor", () => {
  it("adds the App Store's campaign token, and the provider token when there is one", () => {
    expect(storeUrlFor("ios", "/calculator/bazeen", config)).toBe(
      `${site.iosStoreUrl}?ct=%2Fcalculator%2Fbazeen`,
    );
    expect(storeUrlFor("ios", "/Blog1", { ...config, APPLE_PROVIDER_TOKEN: "118276921" })).toBe(
      `${site.iosStoreUrl}?ct=%2FBlog1&pt=118276921`,
    );
  });

  it("cuts the campaign token to the App Store's 40 characters", () => {
    const page = `/calculator/${"a".repeat(60)}`;
    const ct = new URL(storeUrlFor("ios", page, config)).searchParams.get("ct")!;
    expect(ct).toBe(page.slice(0, 40));
    expect(ct).toHaveLength(40);
  });

  it("gives Google Play its install referrer, itself URL-encoded, beside the app's id", () => {
    expect(storeUrlFor("android", "/Blog1", config)).toBe(
      `${site.androidStoreUrl}&referrer=utm_source%3Dsite%26utm_medium%3D%2FBlog1`,
    );
    const url = new URL(storeUrlFor("android", "/calculator/bazeen", config));
    expect(url.searchParams.get("id")).toBe("ly.mizan.app");
    expect(url.searchParams.get("referrer")).toBe("utm_source=site&utm_medium=/calculator/bazeen");
  });

  it("leaves the configured URL as it is without a page", () => {
    expect(storeUrlFor("ios", null, { ...config, APPLE_PROVIDER_TOKEN: "1" })).toBe(
      site.iosStoreUrl,
    );
    expect(storeUrlFor("android", null, config)).toBe(site.androidStoreUrl);
  });
});

describe("/ios and /android", () => {
  it("redirect with the page when it is one of ours, never cached", () => {
    const ios = storeRedirect(get("/ios?from=/calculator/bazeen"), "ios");
    expect(ios.status).toBe(307);
    expect(ios.headers.get("location")).toBe(`${site.iosStoreUrl}?ct=%2Fcalculator%2Fbazeen`);
    expect(ios.headers.get("cache-control")).toBe("no-store");
    const android = storeRedirect(get("/android?from=/", ANDROID), "android");
    expect(android.headers.get("location")).toBe(
      `${site.androidStoreUrl}&referrer=utm_source%3Dsite%26utm_medium%3D%2F`,
    );
  });

  it("redirect bare, as always, and drop a page that is not ours", () => {
    expect(storeRedirect(get("/ios"), "ios").headers.get("location")).toBe(site.iosStoreUrl);
    for (const from of ["/nope", "https://evil.example/", "/calculator/bazeen/", "/CALCULATOR"]) {
      const response = storeRedirect(get(`/ios?from=${encodeURIComponent(from)}`), "ios");
      expect(response.headers.get("location")).toBe(site.iosStoreUrl);
    }
  });
});

describe("/app", () => {
  it("sends an iPhone to /ios and an Android phone to /android with the page", () => {
    const iphone = appRedirect(get("/app?from=/calculator/bazeen", IPHONE));
    expect(iphone.status).toBe(307);
    expect(iphone.headers.get("location")).toBe("/ios?from=/calculator/bazeen");
    expect(iphone.headers.get("vary")).toBe("User-Agent");
    const android = appRedirect(get("/app?from=/Quiz", ANDROID));
    expect(android.headers.get("location")).toBe("/android?from=/Quiz");
  });

  it("sends a computer, or anything unknown, to the home page's download section", () => {
    for (const ua of [DESKTOP, ""]) {
      const response = appRedirect(get("/app?from=/Quiz", ua));
      expect(response.headers.get("location")).toBe("/#download");
      expect(response.headers.get("cache-control")).toBe("no-store");
    }
  });

  it("drops a page that is not ours", () => {
    expect(appRedirect(get("/app?from=//evil.example", IPHONE)).headers.get("location")).toBe(
      "/ios",
    );
  });
});

describe("never a redirect the request chose", () => {
  // 200 values a visitor, a crawler or an attacker could put in ?from=.
  const nasty = [
    "https://evil.example",
    "//evil.example",
    "/\\evil.example",
    "\\\\evil.example",
    "%2F%2Fevil.example",
    "/%2F%2Fevil.example",
    "javascript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "/calculator/bazeen\r\nLocation: https://evil.example",
    "/calculator/bazeen%0d%0aSet-Cookie:%20a=b",
    "/calculator/bazeen\u0000",
    "%00",
    "/calculator/بازين",
    "بازين",
    "x".repeat(10_240),
    "/".repeat(5_000),
    "/calculator/bazeen?x=https://evil.example",
    "/calculator/bazeen#https://evil.example",
    "/../../etc/passwd",
    "/calculator/../Blog1",
    "",
    " ",
    "/Blog1 ",
    "ftp://evil.example",
    "https:evil.example",
    "\t//evil.example",
  ];
  for (let i = 0; nasty.length < 200; i++) {
    const chars = [
      "/",
      "\\",
      "%",
      ":",
      "?",
      "#",
      "@",
      ".",
      "e",
      "v",
      "i",
      "l",
      "ب",
      "\u0000",
      "%2F",
    ];
    let value = "";
    for (let j = 0; j < 3 + (i % 20); j++) value += chars[(i * 7 + j * 13) % chars.length];
    nasty.push(value);
  }

  it.each(nasty.map((v, i) => [i, v]))("value %i", (_i, value) => {
    const query = `?from=${encodeURIComponent(value as string)}`;
    for (const [response, allowed] of [
      [storeRedirect(get(`/ios${query}`), "ios"), site.iosStoreUrl],
      [storeRedirect(get(`/android${query}`, ANDROID), "android"), site.androidStoreUrl],
    ] as const) {
      expect(response.status).toBe(307);
      const location = response.headers.get("location")!;
      expect(location).toBe(allowed);
    }
    for (const ua of [IPHONE, ANDROID, DESKTOP]) {
      const location = appRedirect(get(`/app${query}`, ua)).headers.get("location")!;
      expect(["/ios", "/android", "/#download"]).toContain(location);
    }
  });
});

describe("counted", () => {
  it("counts each visit by platform and page, a computer's /app as other, bots never", async () => {
    const before = await countStoreFor({ DATABASE_URL: undefined, DATA_DIR: dataDir }, {})!.since(
      "2000-01-01",
    );
    const sum = (rows: typeof before, platform: string, key: string) =>
      rows
        .filter((r) => r.kind === "download" && r.platform === platform && r.key === key)
        .reduce((n, r) => n + r.count, 0);
    for (let i = 0; i < 3; i++) storeRedirect(get("/ios?from=/Blog2"), "ios");
    storeRedirect(get("/android?from=/Blog2", ANDROID), "android");
    appRedirect(get("/app?from=/Blog2", DESKTOP));
    appRedirect(get("/app?from=/Blog2", IPHONE)); // counted by the /ios visit that follows
    storeRedirect(
      get("/ios?from=/Blog2", "Googlebot/2.1 (+http://www.google.com/bot.html)"),
      "ios",
    );
    storeRedirect(get("/ios?from=/Blog2", ""), "ios");
    await countsSettled();
    const after = await countStoreFor({ DATABASE_URL: undefined, DATA_DIR: dataDir }, {})!.since(
      "2000-01-01",
    );
    expect(sum(after, "ios", "/Blog2") - sum(before, "ios", "/Blog2")).toBe(3);
    expect(sum(after, "android", "/Blog2") - sum(before, "android", "/Blog2")).toBe(1);
    expect(sum(after, "other", "/Blog2") - sum(before, "other", "/Blog2")).toBe(1);
    // Nothing but the day, the kind, the platform, the page and the number.
    expect(Object.keys(after[0]!).sort()).toEqual(["count", "day", "key", "kind", "platform"]);
  });
});
