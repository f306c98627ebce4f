import { parseConfig, ramadanDays } from "./env";
import { site } from "@/content/site";

describe("parseConfig", () => {
  it("runs on the embedded defaults with no variables at all", () => {
    const config = parseConfig({});
    expect(config.SITE_URL).toBe(site.siteUrl);
    expect(config.PRODUCT_NAME).toBe("ميزان");
    expect(config.IOS_STORE_URL).toBe(site.iosStoreUrl);
    expect(config.ANDROID_STORE_URL).toBe(site.androidStoreUrl);
    expect(config.MEALS_API_URL).toBeUndefined();
    expect(config.BACKEND_URL).toBeUndefined();
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.DATA_DIR).toBe(".data");
    expect(config.CONTACT_RATE_LIMIT).toBe(5);
  });

  it("treats blank variables as unset", () => {
    const config = parseConfig({ MEALS_API_URL: "  ", BACKEND_URL: "", PRODUCT_NAME: " " });
    expect(config.MEALS_API_URL).toBeUndefined();
    expect(config.BACKEND_URL).toBeUndefined();
    expect(config.PRODUCT_NAME).toBe("ميزان");
  });

  it("takes overrides and trims a trailing slash from the site URL", () => {
    const config = parseConfig({
      SITE_URL: "https://example.org/",
      IOS_STORE_URL: "https://apps.apple.com/app/id1",
      MEALS_API_URL: "http://127.0.0.1:4000",
    });
    expect(config.SITE_URL).toBe("https://example.org");
    expect(config.IOS_STORE_URL).toBe("https://apps.apple.com/app/id1");
    expect(config.MEALS_API_URL).toBe("http://127.0.0.1:4000");
  });

  it("takes a postgres:// or postgresql:// DATABASE_URL and nothing else", () => {
    const url = "postgres://mizan:secret@db.internal:5432/mizan?sslmode=require";
    expect(parseConfig({ DATABASE_URL: ` ${url} ` }).DATABASE_URL).toBe(url);
    expect(parseConfig({ DATABASE_URL: "postgresql://db/mizan" }).DATABASE_URL).toBe(
      "postgresql://db/mizan",
    );
    expect(parseConfig({ DATABASE_URL: "" }).DATABASE_URL).toBeUndefined();
    for (const bad of ["mysql://db/mizan", "https://db/mizan", "db:5432/mizan"]) {
      expect(() => parseConfig({ DATABASE_URL: bad })).toThrow(/DATABASE_URL/);
    }
  });

  it("never repeats a rejected DATABASE_URL (it may hold a password)", () => {
    expect(() => parseConfig({ DATABASE_URL: "mysql://u:hunter2@db/x" })).toThrow(
      expect.objectContaining({ message: expect.not.stringContaining("hunter2") }),
    );
  });

  it("rejects a store URL that is not http(s)", () => {
    expect(() => parseConfig({ ANDROID_STORE_URL: "javascript:alert(1)" })).toThrow(
      /ANDROID_STORE_URL/,
    );
    expect(() => parseConfig({ IOS_STORE_URL: "not a url" })).toThrow(/IOS_STORE_URL/);
  });

  it("rejects a malformed contact email", () => {
    expect(() => parseConfig({ CONTACT_EMAIL: "nobody" })).toThrow(/CONTACT_EMAIL/);
  });

  it("reads the contact rate limit as a positive whole number", () => {
    expect(parseConfig({ CONTACT_RATE_LIMIT: " 120 " }).CONTACT_RATE_LIMIT).toBe(120);
    for (const value of ["0", "-3", "2.5", "many"]) {
      expect(() => parseConfig({ CONTACT_RATE_LIMIT: value })).toThrow(/CONTACT_RATE_LIMIT/);
    }
  });

  it("reads the app's identities for the stores and app links", () => {
    const config = parseConfig({
      APPLE_PROVIDER_TOKEN: " 118276921 ",
      APPLE_APP_ID: "ABCDE12345.ly.mizan.app",
      ANDROID_CERT_SHA256: `${"ab:".repeat(31)}cd, ${"01:".repeat(31)}23`,
      APP_RATING: "4.6",
      APP_RATING_COUNT: "1250",
      APP_PRIVACY_URL: "https://mizan.ly/app-privacy",
    });
    expect(config.APPLE_PROVIDER_TOKEN).toBe("118276921");
    expect(config.APPLE_APP_ID).toEqual(["ABCDE12345.ly.mizan.app"]);
    expect(config.ANDROID_CERT_SHA256).toEqual([`${"AB:".repeat(31)}CD`, `${"01:".repeat(31)}23`]);
    expect(config.APP_RATING).toBe(4.6);
    expect(config.APP_RATING_COUNT).toBe(1250);
    expect(config.APP_PRIVACY_URL).toBe("https://mizan.ly/app-privacy");
    const none = parseConfig({});
    for (const key of [
      "APPLE_PROVIDER_TOKEN",
      "APPLE_APP_ID",
      "ANDROID_CERT_SHA256",
      "APP_RATING",
      "APP_RATING_COUNT",
      "APP_PRIVACY_URL",
    ] as const) {
      expect(none[key]).toBeUndefined();
    }
  });

  it("refuses app identities that are not written as the stores write them", () => {
    expect(() => parseConfig({ APPLE_APP_ID: "ly.mizan.app" })).toThrow(/APPLE_APP_ID/);
    expect(() => parseConfig({ APPLE_APP_ID: "abcde12345.ly.mizan.app" })).toThrow(/APPLE_APP_ID/);
    expect(() => parseConfig({ ANDROID_CERT_SHA256: "AB:CD" })).toThrow(/ANDROID_CERT_SHA256/);
    expect(() => parseConfig({ APPLE_PROVIDER_TOKEN: "12 34" })).toThrow(/APPLE_PROVIDER_TOKEN/);
  });

  it("takes a rating only with its count, and only between 1 and 5", () => {
    expect(() => parseConfig({ APP_RATING: "4.5" })).toThrow(/APP_RATING/);
    expect(() => parseConfig({ APP_RATING_COUNT: "10" })).toThrow(/APP_RATING/);
    expect(() => parseConfig({ APP_RATING: "7", APP_RATING_COUNT: "10" })).toThrow(/APP_RATING/);
    expect(() => parseConfig({ APP_RATING: "4", APP_RATING_COUNT: "0" })).toThrow(
      /APP_RATING_COUNT/,
    );
  });

  it("takes Ramadan's days together, as real days 29 or 30 days apart", () => {
    expect(ramadanDays(parseConfig({}))).toBeUndefined();
    const set = parseConfig({ RAMADAN_START: "2026-02-19", RAMADAN_END: "2026-03-20" });
    expect(ramadanDays(set)).toEqual({ start: "2026-02-19", end: "2026-03-20" });
    expect(() => parseConfig({ RAMADAN_START: "2026-02-19" })).toThrow(/RAMADAN_START/);
    expect(() => parseConfig({ RAMADAN_START: "2026-02-30", RAMADAN_END: "2026-03-20" })).toThrow(
      /RAMADAN_START/,
    );
    expect(() => parseConfig({ RAMADAN_START: "19/02/2026", RAMADAN_END: "2026-03-20" })).toThrow(
      /RAMADAN_START/,
    );
    expect(() => parseConfig({ RAMADAN_START: "2026-02-19", RAMADAN_END: "2026-04-20" })).toThrow(
      /RAMADAN_END/,
    );
  });
});
