import { expect, test } from "@playwright/test";
import { site } from "../content/site";
import { APP_IDENTITY } from "./support/app-identity";
import { failingSiteUrl, siteUrl } from "./support/ports";

// iOS knows the app, links open in the app: the smart banner's meta on every page, the web
// app manifest's related app, and the two association files, on the built site. They do not
// depend on the browser: checked once, with the desktop project.
test.beforeEach(() => {
  test.skip(test.info().project.name !== "desktop", "checked once");
});

const MEAL = "/calculator/bazeen";

test("a meal page tells iOS Safari of the app, with the page's own absolute URL", async ({
  page,
}) => {
  for (const path of [MEAL, "/", "/Blog1"]) {
    await page.goto(path);
    await expect(page.locator('meta[name="apple-itunes-app"]')).toHaveAttribute(
      "content",
      // Next.js writes the home page's URL without its final "/".
      `app-id=6450000000, app-argument=${site.siteUrl}${path === "/" ? "" : path}`,
    );
  }
});

test("the manifest lists the Android app without preferring it", async ({ request }) => {
  const manifest = await (await request.get("/manifest.webmanifest")).json();
  expect(manifest.related_applications).toEqual([
    { platform: "play", id: "ly.mizan.app", url: site.androidStoreUrl },
  ]);
  expect(manifest.prefer_related_applications).toBe(false);
});

test("without the app's identity, no association file: 404 JSON", async ({ request }) => {
  for (const path of ["/.well-known/apple-app-site-association", "/.well-known/assetlinks.json"]) {
    const response = await request.get(`${siteUrl}${path}`, { maxRedirects: 0 });
    expect(response.status()).toBe(404);
    expect(await response.json()).toMatchObject({
      success: false,
      code: "app_links_not_configured",
    });
  }
});

test("with it, both files as JSON, straight from their URL", async ({ request }) => {
  const aasa = await request.get(`${failingSiteUrl}/.well-known/apple-app-site-association`, {
    maxRedirects: 0,
  });
  expect(aasa.status()).toBe(200);
  expect(aasa.headers()["content-type"]).toMatch(/^application\/json/);
  expect(await aasa.json()).toEqual({
    applinks: {
      details: [
        {
          appIDs: [APP_IDENTITY.appleAppId],
          components: [{ "/": "/calculator" }, { "/": "/calculator/*" }, { "/": "/plate" }],
        },
      ],
    },
  });
  const links = await request.get(`${failingSiteUrl}/.well-known/assetlinks.json`, {
    maxRedirects: 0,
  });
  expect(links.status()).toBe(200);
  expect(links.headers()["content-type"]).toMatch(/^application\/json/);
  expect(await links.json()).toEqual([
    {
      relation: ["delegate_permission/common.handle_all_urls"],
      target: {
        namespace: "android_app",
        package_name: "ly.mizan.app",
        sha256_cert_fingerprints: [APP_IDENTITY.androidCertSha256],
      },
    },
  ]);
});
