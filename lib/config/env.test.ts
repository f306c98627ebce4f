import { parseConfig } from "./env";
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
});
