import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { site } from "../content/site";
import { ANDROID, DESKTOP, IPHONE } from "./support/devices";

// The right store first: one static page, and each visitor sees their own phone's store large
// (the other as a small text link), a computer both badges and a code to scan, decided before
// the first paint (no layout shift).
const MEAL = "/calculator/bazeen";

// Each test sets its own device: run once, with the desktop project.
test.beforeEach(() => {
  test.skip(test.info().project.name !== "desktop", "devices are set per test");
});

/**
 * The page's cumulative layout shift so far, read from the browser's own entries, with the
 * elements that moved (named in the failure message when it is not 0).
 */
async function layoutShift(page: Page): Promise<number> {
  const { total, moved } = await page.evaluate(
    () =>
      new Promise<{ total: number; moved: string[] }>((resolve) => {
        let total = 0;
        const moved: string[] = [];
        type Rect = { x: number; y: number; width: number; height: number };
        type Source = { node?: Node | null; previousRect: Rect; currentRect: Rect };
        type Shift = { value: number; startTime: number; sources?: Source[] };
        const box = (r: Rect) => [r.x, r.y, r.width, r.height].map(Math.round).join(",");
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as Shift[]) {
            total += entry.value;
            for (const { node, previousRect, currentRect } of entry.sources ?? []) {
              const el = node instanceof Element ? node : node?.parentElement;
              const what = el
                ? `${el.tagName} ${el.className} «${el.textContent?.slice(0, 30)}»`
                : "?";
              const when = Math.round(entry.startTime);
              moved.push(`${what} at ${when} ms, ${box(previousRect)} → ${box(currentRect)}`);
            }
          }
        }).observe({ type: "layout-shift", buffered: true });
        setTimeout(() => resolve({ total, moved }), 500);
      }),
  );
  // Printed with the test's output: what moved, when a run catches a shift.
  if (total > 0) console.log(`layout shift ${total}: ${moved.join(" | ")}`);
  return total;
}

function badges(page: Page) {
  const section = page.locator("section[aria-labelledby=meal-app]");
  const list = section.getByRole("list", { name: "روابط تحميل التطبيق" });
  return {
    section,
    appStore: list.getByRole("link", { name: /App Store/ }),
    googlePlay: list.getByRole("link", { name: /Google Play/ }),
    smallAppStore: section.locator("p").getByRole("link", { name: "App Store" }),
    smallGooglePlay: section.locator("p").getByRole("link", { name: "Google Play" }),
    qr: section.getByRole("img", { name: /رمز QR/ }),
  };
}

test.describe("on an iPhone", () => {
  test.use(IPHONE);

  test("the App Store badge large, Google Play a small text link, no code to scan", async ({
    page,
  }) => {
    await page.goto(MEAL);
    const b = badges(page);
    await expect(b.appStore).toBeVisible();
    await expect(b.appStore).toHaveAttribute("href", `/ios?from=${MEAL}`);
    await expect(b.googlePlay).toBeHidden();
    await expect(b.smallGooglePlay).toBeVisible();
    await expect(b.smallGooglePlay).toHaveAttribute("href", `/android?from=${MEAL}`);
    await expect(b.smallAppStore).toBeHidden();
    await expect(b.qr).toBeHidden();
    // The small link is text, well below the badge's size.
    const badgeBox = (await b.appStore.boundingBox())!;
    const linkBox = (await b.smallGooglePlay.boundingBox())!;
    expect(linkBox.height).toBeLessThan(badgeBox.height / 2);
    // The phone's own store first, the other under it.
    expect(linkBox.y).toBeGreaterThanOrEqual(badgeBox.y + badgeBox.height);
    await expect(page.getByRole("complementary", { name: /تطبيق/ })).toBeHidden();
    expect(await layoutShift(page)).toBe(0);
  });

  test("the hero's «انضم إلينا الآن» goes through /app to the App Store", async ({ page }) => {
    await page.goto("/");
    const join = page.getByRole("link", { name: "انضم إلينا الآن" });
    await expect(join).toHaveCount(1);
    await expect(join).toHaveAttribute("href", "/app?from=/");
  });
});

test.describe("on an Android phone", () => {
  test.use(ANDROID);

  test("Google Play large, the App Store a small text link", async ({ page }) => {
    await page.goto(MEAL);
    const b = badges(page);
    await expect(b.googlePlay).toBeVisible();
    await expect(b.googlePlay).toHaveAttribute("href", `/android?from=${MEAL}`);
    await expect(b.appStore).toBeHidden();
    await expect(b.smallAppStore).toBeVisible();
    await expect(b.smallAppStore).toHaveAttribute("href", `/ios?from=${MEAL}`);
    await expect(b.smallGooglePlay).toBeHidden();
    await expect(b.qr).toBeHidden();
    const badgeBox = (await b.googlePlay.boundingBox())!;
    const linkBox = (await b.smallAppStore.boundingBox())!;
    expect(linkBox.height).toBeLessThan(badgeBox.height / 2);
    expect(linkBox.y).toBeGreaterThanOrEqual(badgeBox.y + badgeBox.height);
    expect(await layoutShift(page)).toBe(0);
  });

  test("a bar offers the app above the page, covers nothing, and stays closed once closed", async ({
    page,
  }) => {
    await page.goto(MEAL);
    const bar = page.getByRole("complementary", { name: `تطبيق ${site.productName}` });
    await expect(bar).toBeVisible();
    const header = (await page.getByRole("banner").boundingBox())!;
    const barBox = (await bar.boundingBox())!;
    // In the page's flow, above the header: nothing under it.
    expect(barBox.y + barBox.height).toBeLessThanOrEqual(header.y + 0.5);
    expect(await bar.evaluate((el) => getComputedStyle(el).position)).toBe("static");
    expect(await layoutShift(page)).toBe(0);

    // Its link carries the page it was followed from.
    const download = bar.getByRole("link", { name: "حمّل التطبيق" });
    await download.evaluate((a) =>
      a.addEventListener("click", (e) => e.preventDefault(), { once: true }),
    );
    await download.click();
    await expect(download).toHaveAttribute("href", `/app?from=${MEAL}`);

    // Closed from the keyboard; focus stays in the page; closed on the next page too.
    const close = bar.getByRole("button", { name: "إغلاق" });
    await close.focus();
    await page.keyboard.press("Enter");
    await expect(bar).toBeHidden();
    expect(await page.evaluate(() => document.activeElement?.closest("header") !== null)).toBe(
      true,
    );
    await page.goto("/Blog1");
    await expect(
      page.getByRole("complementary", { name: `تطبيق ${site.productName}` }),
    ).toBeHidden();
    expect(await layoutShift(page)).toBe(0);
  });

  test("the hero's «انضم إلينا الآن» goes through /app", async ({ page }) => {
    await page.goto("/");
    const join = page.getByRole("link", { name: "انضم إلينا الآن" });
    await expect(join).toHaveCount(1);
    await expect(join).toHaveAttribute("href", "/app?from=/");
  });
});

test.describe("on a computer", () => {
  test.use(DESKTOP);

  test("both badges large, no bar, and a code to scan beside them", async ({ page }) => {
    await page.goto(MEAL);
    const b = badges(page);
    await expect(b.appStore).toBeVisible();
    await expect(b.googlePlay).toBeVisible();
    await expect(b.smallAppStore).toBeHidden();
    await expect(b.smallGooglePlay).toBeHidden();
    await expect(b.qr).toBeVisible();
    await expect(b.section.getByText("امسح الرمز بكاميرا هاتفك")).toBeVisible();
    await expect(page.getByRole("complementary", { name: /تطبيق/ })).toBeHidden();
    expect(await layoutShift(page)).toBe(0);
  });

  test("the code decodes, with a real decoder, to this page's /app link, which an iPhone follows to the App Store", async ({
    page,
    request,
  }) => {
    await page.goto(MEAL);
    const qr = badges(page).qr;
    await qr.scrollIntoViewIfNeeded();
    const png = await qr.screenshot();
    const dir = mkdtempSync(join(tmpdir(), "qr-"));
    let decoded: string;
    try {
      const file = join(dir, "qr.png");
      writeFileSync(file, png);
      decoded = execFileSync("zbarimg", ["--raw", "-q", file], { encoding: "utf8" }).trim();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    expect(decoded).toBe(`${site.siteUrl}/app?from=${MEAL}`);

    // Follow it on this server with an iPhone's user agent: /app → /ios → the App Store.
    const url = new URL(decoded);
    let path = `${url.pathname}${url.search}`;
    let location = "";
    for (let hop = 0; hop < 3 && !location.startsWith("https://apps.apple.com"); hop++) {
      const response = await request.get(path, {
        maxRedirects: 0,
        headers: { "user-agent": IPHONE.userAgent },
      });
      expect(response.status()).toBe(307);
      location = response.headers()["location"]!;
      path = location;
    }
    const store = new URL(location);
    expect(`${store.origin}${store.pathname}`).toBe(site.iosStoreUrl);
    expect(store.searchParams.get("ct")).toBe(MEAL);
  });

  test("the hero's «انضم إلينا الآن» goes to the download section and its code", async ({
    page,
  }) => {
    await page.goto("/");
    const join = page.getByRole("link", { name: "انضم إلينا الآن" });
    await expect(join).toHaveCount(1);
    await join.click();
    await expect(page).toHaveURL(/#download$/);
    await expect(
      page.locator("#download ~ div").getByRole("img", { name: /رمز QR/ }),
    ).toBeInViewport();
  });
});

test.describe("without JavaScript", () => {
  test.use({ ...ANDROID, javaScriptEnabled: false });

  test("a phone sees both badges and no bar", async ({ page }) => {
    await page.goto(MEAL);
    const b = badges(page);
    await expect(b.appStore).toBeVisible();
    await expect(b.googlePlay).toBeVisible();
    await expect(b.smallAppStore).toBeHidden();
    await expect(page.getByRole("complementary", { name: /تطبيق/ })).toBeHidden();
  });
});
