import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, expect, test, type Page } from "@playwright/test";
import chromiumSettings from "../scripts/chromium.json";
import { sitePages } from "@/content/site-pages";
import { notFoundText } from "@/content/not-found";
import { formatNumber } from "@/lib/format/number";
import { fillEnergy, openTool, woman } from "./support/article-tools";
import { apiMeals, CalculatorPage } from "./support/calculator-page";
import { PlatePage } from "./support/plate";
import { siteUrl } from "./support/ports";

// The site after one visit, with the network cut (context.setOffline): the service worker
// (lib/offline/service-worker.ts) answers every declared page and the 404 page, the calculator
// searches the meal index it keeps, a visited meal page opens as it was and an unvisited one
// opens the calculator on that meal. Runs against the built site, as a visitor's browser does.

test.use({ serviceWorkers: "allow" });
// Each test first lets the worker install, which downloads every declared page and every script
// of the build, then visits pages through it: 15–35 s on the 2-core machine under the whole
// suite, against the 30 s of a plain test.
test.describe.configure({ timeout: 90_000 });

/** Waits until the worker, registered after load, has installed (its precache complete). */
async function keptAfterOneVisit(page: Page) {
  await page.waitForFunction(
    async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return registration?.active?.state === "activated";
    },
    undefined,
    { timeout: 20_000 },
  );
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

test("after one visit, every declared page and the 404 page open offline", async ({
  page,
  context,
}) => {
  await page.goto("/");
  await keptAfterOneVisit(page);
  await context.setOffline(true);
  for (const { path } of sitePages) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 }).first(), path).toBeVisible();
    await expect(page.locator("main")).not.toContainText(notFoundText.heading);
  }
  await page.goto("/no-such-page");
  await expect(page.getByRole("heading", { level: 1, name: notFoundText.heading })).toBeVisible();
});

test("offline, the calculator searches the meal index on the device and shows the meal's values", async ({
  page,
  context,
  request,
}) => {
  const [meal] = (await apiMeals(request, "بازين")).filter((m) => m.name === "بازين");
  if (!meal) throw new Error("the meal API has no بازين");
  const calc = new CalculatorPage(page);
  await calc.open();
  await keptAfterOneVisit(page);

  await context.setOffline(true);
  await calc.open();
  await calc.type("بازين");
  await expect(calc.option(meal.name)).toBeVisible();
  await calc.option(meal.name).click();
  await expect(calc.total("calories")).toContainText(formatNumber(meal.calories, 0));
  await expect(calc.total("protein")).toContainText(formatNumber(meal.protein, 2));
});

test("offline, a meal page visited before opens as it was; one never visited opens the calculator on that meal", async ({
  page,
  context,
  request,
}) => {
  await page.goto("/calculator/bazeen");
  await keptAfterOneVisit(page);
  // The page the visitor landed on loaded before the worker: the registration asks it to keep it.
  await expect
    .poll(() => page.evaluate(async () => Boolean(await caches.match("/calculator/bazeen"))))
    .toBe(true);
  const heading = await page.getByRole("heading", { level: 1 }).textContent();

  await context.setOffline(true);
  await page.reload();
  await expect(page).toHaveURL(/\/calculator\/bazeen$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading ?? "");

  const [hummus] = await apiMeals(request, "حمص");
  if (!hummus?.page) throw new Error("the meal API has no حمص with a page");
  await page.goto(hummus.page);
  await expect(page).toHaveURL(/\/calculator\?meal=/);
  const calc = new CalculatorPage(page);
  await expect(calc.total("calories")).toContainText(formatNumber(hummus.calories, 0));
});

test("offline, the plate adds meals found in the index on the device", async ({
  page,
  context,
}) => {
  const plate = new PlatePage(page);
  await plate.open();
  await keptAfterOneVisit(page);
  await context.setOffline(true);
  await plate.open();
  await plate.add("بازين", "2");
  await expect(plate.grams("بازين")).toHaveValue("200");
});

test("offline, the article tools compute: energy needs on /Blog1, the macro split on /Blog2", async ({
  page,
  context,
}) => {
  await page.goto("/");
  await keptAfterOneVisit(page);
  await context.setOffline(true);

  // The hand example of e2e/article-tools.spec.ts: (700 + 1,031.25 − 150 − 161) × 1.85.
  await openTool(page, "/Blog1");
  await fillEnergy(page, woman);
  await expect(page.getByTestId("energy-need")).toContainText("2,627");

  await openTool(page, "/Blog2");
  await page.getByLabel("سعراتك اليومية").fill("2000");
  await page.getByRole("button", { name: "احسب الغرامات" }).click();
  await expect(page.getByTestId("grams-carbohydrates")).toHaveText("250 غرامًا");
  await expect(page.getByTestId("grams-protein")).toHaveText("125 غرامًا");
  await expect(page.getByTestId("grams-fat")).toHaveText("55.6 غرام");
});

test("offline, «ماذا أكلت؟» turns a sentence into lines and the lines into a plate", async ({
  page,
  context,
}) => {
  await page.goto("/");
  await keptAfterOneVisit(page);
  await context.setOffline(true);

  const calc = new CalculatorPage(page);
  await calc.open();
  const area = page.getByTestId("what-you-ate");
  await page.getByRole("textbox", { name: "ماذا أكلت؟" }).fill("صحن بازين وكاس شاهي");
  await page.getByRole("textbox", { name: "ماذا أكلت؟" }).press("Enter");
  const lines = area.getByTestId("meal-text-line");
  await expect(lines).toHaveCount(2);
  await expect(lines.nth(0)).toHaveAttribute("data-meal", "بازين");
  await expect(lines.nth(1)).toHaveAttribute("data-meal", "شاهي ليبي");
  const grams = [
    await lines.nth(0).getAttribute("data-grams"),
    await lines.nth(1).getAttribute("data-grams"),
  ];

  await area.getByRole("button", { name: "أضف إلى طبقي" }).click();
  const plate = new PlatePage(page);
  await expect(plate.items).toHaveCount(2);
  await expect(plate.grams("بازين")).toHaveValue(grams[0] ?? "");
  await expect(plate.grams("شاهي ليبي")).toHaveValue(grams[1] ?? "");
});

test("the worker never keeps the contact message, /api/health, the store links or anything personal", async ({
  page,
  context,
}) => {
  const marker = `offline-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const email = `${marker}@example.ly`;
  await page.goto("/");
  await keptAfterOneVisit(page);
  for (const path of ["/calculator", "/Blog1", "/calculator/bazeen"]) await page.goto(path);

  // A message sent through the form at the end of the page, as a visitor sends it.
  const form = page.getByRole("form", { name: "تواصل معنا" });
  await form.getByLabel("الاسم").fill("سالم الورفلي");
  await form.getByLabel("البريد الإلكتروني").fill(email);
  await form.getByLabel("رقم الهاتف").fill("0912345678");
  await form.getByLabel("رسالتك").fill(`سؤال عن التطبيق ${marker}`);
  await form.getByRole("button", { name: "إرسال", exact: true }).click();
  await expect(page.getByText("تم الارسال بنجاح")).toBeVisible();
  // The health check and the store links, asked through the worker as a page asks them.
  const statuses = await page.evaluate(async () =>
    Promise.all(
      ["/api/health", "/ios", "/android", "/app"].map(async (path) => {
        const response = await fetch(path, { redirect: "manual" });
        return response.type === "opaqueredirect" ? "redirect" : response.status;
      }),
    ),
  );
  expect(statuses).toEqual([200, "redirect", "redirect", "redirect"]);

  const kept = await page.evaluate(async () => {
    const entries: { url: string; body: string }[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        entries.push({ url: request.url, body: response ? await response.text() : "" });
      }
    }
    return entries;
  });
  // The check reads something: the pages visited are kept.
  expect(kept.map((e) => new URL(e.url).pathname)).toContain("/calculator/bazeen");
  const never = ["/api/contact", "/api/health", "/ios", "/android", "/app"];
  expect(kept.filter((e) => never.includes(new URL(e.url).pathname)).map((e) => e.url)).toEqual([]);
  expect(kept.filter((e) => e.body.includes(marker)).map((e) => e.url)).toEqual([]);

  // Offline, the health check fails instead of answering from a cache.
  await context.setOffline(true);
  const offline = await page.evaluate(() =>
    fetch("/api/health").then(
      (response) => `answered ${response.status}`,
      () => "failed",
    ),
  );
  expect(offline).toBe("failed");
});

test("the worker's script is revalidated against its build: 304 while the build is the same", async ({
  request,
}) => {
  const full = await request.get("/sw/sw.js");
  expect(full.status()).toBe(200);
  const etag = full.headers()["etag"] ?? "";
  expect(etag).toMatch(/^"sw-[0-9a-f-]{36}"$/);
  expect(full.headers()["cache-control"]).toBe("no-cache");
  expect((await full.body()).length).toBeGreaterThan(10_000);

  // What a browser's update check sends once it has the worker.
  for (const ifNoneMatch of [etag, `W/${etag}`, `"sw-an-older-build", ${etag}`]) {
    const unchanged = await request.get("/sw/sw.js", { headers: { "If-None-Match": ifNoneMatch } });
    expect(unchanged.status()).toBe(304);
    expect(unchanged.headers()["etag"]).toBe(etag);
    expect((await unchanged.body()).length).toBe(0);
  }
  const older = await request.get("/sw/sw.js", {
    headers: { "If-None-Match": '"sw-an-older-build"' },
  });
  expect(older.status()).toBe(200);
  expect(await older.text()).toBe(await full.text());
});

test("the site is installable: Chromium reports no installability error in a persistent profile", async () => {
  // Playwright's own contexts are incognito, which Chromium never lets install anything.
  const profile = mkdtempSync(join(tmpdir(), "installable-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? chromiumSettings.path,
    args: chromiumSettings.args,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${siteUrl}/`);
    await keptAfterOneVisit(page);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
    expect(installabilityErrors).toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});
