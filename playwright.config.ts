import { defineConfig, devices } from "@playwright/test";
import chromiumSettings from "./scripts/chromium.json";
import { FAILING_BACKEND_PORT, FAILING_SITE_PORT, SITE_PORT, siteUrl } from "./e2e/support/ports";
import { APP_IDENTITY } from "./e2e/support/app-identity";

// Browser tests run against the built site (`next build` first, then these `next start`
// servers) in Debian's Chromium: Playwright's own browser download is not available here.
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? chromiumSettings.path,
  args: chromiumSettings.args,
};

const nextStart = (port: number) =>
  `node node_modules/next/dist/bin/next start -p ${port} -H 127.0.0.1`;

export default defineConfig({
  testDir: "./e2e",
  testMatch: "**/*.spec.ts",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  // Two workers, two `next start` servers and their browsers share the 2 cores: the longest
  // flows (axe on a page with its tool open, a plate across two contexts) take 25–32 s there.
  timeout: 45_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: siteUrl,
    locale: "ar-LY",
    timezoneId: "Africa/Tripoli",
    trace: "retain-on-failure",
    launchOptions: chromium,
    // The service worker answers pages and files from its caches, out of page.route's reach:
    // the flows test a first visit, and e2e/offline.spec.ts allows the worker for its own.
    serviceWorkers: "block",
  },
  projects: [
    {
      name: "phone",
      use: {
        ...devices["Pixel 7"],
        viewport: { width: 390, height: 844 },
        launchOptions: chromium,
      },
    },
    {
      name: "desktop",
      use: {
        ...devices["Desktop Chrome"],
        viewport: { width: 1280, height: 800 },
        launchOptions: chromium,
      },
    },
  ],
  webServer: [
    {
      // The one fake backend of the tests, answering every request with HTTP 500.
      command: `node --import tsx test/fake-backend-server.ts`,
      url: `http://127.0.0.1:${FAILING_BACKEND_PORT}/__health`,
      env: { PORT: String(FAILING_BACKEND_PORT), FAKE_BACKEND_STATUS: "500" },
      reuseExistingServer: false,
    },
    {
      command: nextStart(SITE_PORT),
      url: `${siteUrl}/robots.txt`,
      // Every browser test posts from 127.0.0.1: the contact form's limit (5 a minute per
      // address) is raised here so the tests do not trip over each other.
      env: { DATA_DIR: ".data/e2e", CONTACT_RATE_LIMIT: "1000", NEXT_TELEMETRY_DISABLED: "1" },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: nextStart(FAILING_SITE_PORT),
      url: `http://127.0.0.1:${FAILING_SITE_PORT}/robots.txt`,
      env: {
        MEALS_API_URL: `http://127.0.0.1:${FAILING_BACKEND_PORT}`,
        BACKEND_URL: `http://127.0.0.1:${FAILING_BACKEND_PORT}`,
        DATA_DIR: ".data/e2e-failing",
        // The app's identity, so that this site serves the app association files
        // (e2e/app-links.spec.ts); the other site has none and answers 404.
        APPLE_APP_ID: APP_IDENTITY.appleAppId,
        ANDROID_CERT_SHA256: APP_IDENTITY.androidCertSha256,
        CONTACT_RATE_LIMIT: "1000",
        NEXT_TELEMETRY_DISABLED: "1",
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
