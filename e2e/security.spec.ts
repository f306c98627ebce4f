import { expect, test } from "@playwright/test";
import http from "node:http";
import { checkedPages, notFoundPath } from "./support/pages";
import { siteUrl } from "./support/ports";

/** A GET with the path sent exactly as written (a URL API would read "//host" as a host). */
function rawGet(path: string): Promise<{ status: number; location?: string }> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(siteUrl);
    http
      .get({ hostname, port, path }, (res) => {
        res.resume();
        resolve({ status: res.statusCode ?? 0, location: res.headers.location });
      })
      .on("error", reject);
  });
}

const answers = [
  ...checkedPages.map((p) => p.path),
  notFoundPath,
  "/robots.txt",
  "/api/v1/meals/name/x",
];

test.describe("security headers", () => {
  for (const path of answers) {
    test(`${path} carries the security headers and no X-Powered-By`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      const h = response.headers();
      const csp = h["content-security-policy"] ?? "";
      for (const directive of [
        "default-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'none'",
        "connect-src 'self'",
        "img-src 'self' data: blob:",
        "font-src 'self'",
      ]) {
        expect(csp, `${path}: ${directive}`).toContain(directive);
      }
      expect(h["strict-transport-security"]).toMatch(/max-age=\d{7,}/);
      expect(h["x-content-type-options"]).toBe("nosniff");
      expect(h["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(h["permissions-policy"]).toContain("camera=()");
      expect(h["x-powered-by"]).toBeUndefined();
    });
  }

  for (const path of ["/ios", "/android", "/blog"]) {
    test(`the redirect ${path} carries the headers too`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.headers()["x-content-type-options"]).toBe("nosniff");
    });
  }
});

test.describe("no open redirect", () => {
  for (const path of [
    "/ios?next=https://evil.example",
    "/android//evil.example",
    "//evil.example/blog",
    "/blog?url=https://evil.example",
    "/%2F%2Fevil.example",
  ]) {
    test(`${path} never sends the visitor to another host`, async () => {
      const { status, location } = await rawGet(path);
      expect(status).toBeLessThan(500);
      if (location) {
        const host = new URL(location, "http://127.0.0.1").host;
        expect(host).not.toContain("evil.example");
      }
    });
  }
});

test.describe("browser console", () => {
  for (const { path } of [...checkedPages, { path: notFoundPath }]) {
    test(`${path} loads with no console error and no CSP violation`, async ({ page }) => {
      const problems: string[] = [];
      page.on("console", (msg) => {
        // The 404 page's own document status is reported by Chromium as a console error.
        if (msg.type() === "error" && !(path === notFoundPath && /404/.test(msg.text()))) {
          problems.push(msg.text());
        }
      });
      page.on("pageerror", (error) => problems.push(error.message));
      await page.addInitScript(() => {
        document.addEventListener("securitypolicyviolation", (e) => {
          console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`);
        });
      });
      await page.goto(path, { waitUntil: "load" });
      // Scroll to the end so lazy parts (images, the contact form) load too, then let them run.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForTimeout(1_000);
      expect(problems).toEqual([]);
    });
  }
});
