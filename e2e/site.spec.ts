import { seriousAxeViolations } from "./support/axe";
import { expect, test, type Page } from "@playwright/test";
import { checkedPages, notFoundPath } from "./support/pages";
import { site } from "../content/site";

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;

/** The phone menu's button: the <summary> of a native <details>. */
const menuButton = (page: Page) => page.locator("header summary");

/** Opens the phone menu when the viewport hides the desktop navigation. */
async function navigation(page: Page) {
  if (isPhone(page)) {
    await expect(menuButton(page)).toHaveAccessibleName("فتح القائمة");
    await menuButton(page).click();
  }
  return page.getByRole("navigation", { name: "التنقل الرئيسي" });
}

test.describe("every page", () => {
  for (const { path, name } of checkedPages) {
    test(`${name} (${path}) answers 200, Arabic and right to left, with the shared parts`, async ({
      page,
    }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", "ar");
      await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      await expect(page.locator("section#contact")).toBeVisible();
      await expect(page.locator("link[rel=canonical]")).toHaveAttribute(
        "href",
        `${site.siteUrl}${path === "/" ? "" : path}`,
      );
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /^.{40,}$/);
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", /\S/);
    });

    test(`${name} (${path}) has no serious or critical axe violation`, async ({ page }) => {
      await page.goto(path);
      expect(await seriousAxeViolations(page)).toEqual([]);
    });
  }
});

test.describe("header navigation", () => {
  test("the product name leads home", async ({ page }) => {
    await page.goto("/Blog");
    await page.getByRole("link", { name: /ميزان/ }).first().click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("'احسب أكلك' leads to the calculator", async ({ page }) => {
    await page.goto("/");
    const nav = await navigation(page);
    await nav.getByRole("link", { name: "احسب أكلك" }).click();
    await expect(page).toHaveURL(/\/calculator$/);
  });

  test("'نصائح وإرشادات' leads to the articles", async ({ page }) => {
    await page.goto("/");
    const nav = await navigation(page);
    await nav.getByRole("link", { name: "نصائح وإرشادات" }).click();
    await expect(page).toHaveURL(/\/Blog$/);
  });

  test("the health test opens the test site in a new tab", async ({ page, context }) => {
    // The external site is not reachable from here: answer it locally to see the tab open.
    await context.route(`${site.healthTestUrl}/**`, (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: "<title>test</title>" }),
    );
    await page.goto("/");
    const nav = await navigation(page);
    const link = nav.getByRole("link", { name: /اختبر صحتك/ });
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    await expect(link).toHaveAttribute("href", site.healthTestUrl);
    const [popup] = await Promise.all([page.waitForEvent("popup"), link.click()]);
    await expect(popup).toHaveURL(new RegExp(`^${site.healthTestUrl}`));
  });

  test("'تواصل معنا' jumps to the contact section", async ({ page }) => {
    await page.goto("/Blog1");
    const nav = await navigation(page);
    await nav.getByRole("link", { name: "تواصل معنا" }).click();
    await expect(page).toHaveURL(/#contact$/);
    await expect(page.locator("#contact")).toBeInViewport();
  });
});

/**
 * What a screen reader is told about the element named `name`: Chromium's own accessibility
 * tree (a <summary> is a button there, "DisclosureTriangle", with its expanded state).
 */
async function accessibleState(page: Page, name: string) {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = (await cdp.send("Accessibility.getFullAXTree")) as {
    nodes: {
      ignored: boolean;
      role?: { value: string };
      name?: { value: string };
      properties?: { name: string; value: { value: unknown } }[];
    }[];
  };
  await cdp.detach();
  const node = nodes.find((n) => !n.ignored && n.name?.value === name);
  return {
    role: node?.role?.value,
    expanded: node?.properties?.find((p) => p.name === "expanded")?.value.value,
  };
}

test.describe("phone menu", () => {
  test("opens and closes with the keyboard and tells screen readers its state", async ({
    page,
  }) => {
    test.skip(!isPhone(page), "the menu button exists on phones only");
    await page.goto("/");
    const button = menuButton(page);
    await expect(button).toHaveAccessibleName("فتح القائمة");
    expect(await accessibleState(page, "فتح القائمة")).toEqual({
      role: "DisclosureTriangle",
      expanded: false,
    });
    await button.focus();
    await page.keyboard.press("Enter");
    await expect(button).toHaveAccessibleName("إغلاق القائمة");
    expect(await accessibleState(page, "إغلاق القائمة")).toEqual({
      role: "DisclosureTriangle",
      expanded: true,
    });
    const menu = page.getByRole("navigation", { name: "التنقل الرئيسي" });
    await expect(menu.getByRole("link")).toHaveCount(4);
    await page.keyboard.press("Enter");
    await expect(button).toHaveAccessibleName("فتح القائمة");
    await expect(menu).toBeHidden();
    expect((await accessibleState(page, "فتح القائمة")).expanded).toBe(false);
  });

  test("closes with Escape, and after a link in it is followed", async ({ page }) => {
    test.skip(!isPhone(page), "the menu button exists on phones only");
    await page.goto("/");
    const menu = page.getByRole("navigation", { name: "التنقل الرئيسي" });
    await menuButton(page).click();
    await expect(menu).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(menuButton(page)).toBeFocused();
    await menuButton(page).click();
    await menu.getByRole("link", { name: "احسب أكلك" }).click();
    await expect(page).toHaveURL(/\/calculator$/);
    await expect(menu).toBeHidden();
  });
});

test.describe("phone menu without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("opens and shows the links before any script runs", async ({ page }) => {
    test.skip(!isPhone(page), "the menu button exists on phones only");
    await page.goto("/");
    await menuButton(page).click();
    const menu = page.getByRole("navigation", { name: "التنقل الرئيسي" });
    await expect(menu.getByRole("link")).toHaveCount(4);
  });
});

test.describe("footer", () => {
  test("shows the product name, ©, the current year and the rights line", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    await expect(footer).toContainText("ميزان");
    await expect(footer).toContainText(`© ${new Date().getFullYear()} جميع الحقوق محفوظة`);
  });

  test("the year is right on 1 January without a rebuild", async ({ page }) => {
    const nextYear = new Date().getFullYear() + 1;
    // Local midnight in Tripoli on 1 January of next year, long after this build was made.
    await page.clock.install({ time: new Date(`${nextYear}-01-01T00:00:05+02:00`) });
    await page.goto("/");
    await expect(page.getByRole("contentinfo")).toContainText(`© ${nextYear} جميع الحقوق محفوظة`);
  });
});

test.describe("store redirects", () => {
  for (const [path, target] of [
    ["/ios", site.iosStoreUrl],
    ["/android", site.androidStoreUrl],
  ] as const) {
    test(`${path} redirects to the configured store page`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(307);
      expect(response.headers()["location"]).toBe(target);
    });
  }

  test("the home page's badges lead to /ios and /android, naming the page", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator('a[href="/ios?from=/"]:visible')).toHaveCount(1);
    await expect(page.locator('a[href="/android?from=/"]:visible')).toHaveCount(1);
  });
});

test.describe("unknown paths and spellings", () => {
  test("an unknown path is a 404 page with a link home", async ({ page }) => {
    const response = await page.goto(notFoundPath);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("404 Not Found");
    await page.getByRole("link", { name: "العودة إلى الصفحة الرئيسية" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  for (const [from, to] of [
    ["/blog", "/Blog"],
    ["/blog1", "/Blog1"],
    ["/blog2", "/Blog2"],
    ["/blog3", "/Blog3"],
    ["/quiz", "/Quiz"],
    ["/BLOG1", "/Blog1"],
    ["/Calculator", "/calculator"],
  ] as const) {
    test(`${from} redirects permanently to ${to}`, async ({ request }) => {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status()).toBe(308);
      expect(new URL(response.headers()["location"]!, "http://x").pathname).toBe(to);
    });
  }
});

test.describe("search engines", () => {
  test("robots.txt points at the sitemap", async ({ request }) => {
    const body = await (await request.get("/robots.txt")).text();
    expect(body).toContain(`Sitemap: ${site.siteUrl}/sitemap.xml`);
  });

  test("the sitemap lists every page", async ({ request }) => {
    const body = await (await request.get("/sitemap.xml")).text();
    for (const { path } of checkedPages) {
      expect(body).toContain(`<loc>${site.siteUrl}${path === "/" ? "" : path}</loc>`);
    }
  });

  test("the web app manifest is Arabic, right to left, with icons that exist", async ({
    request,
  }) => {
    const manifest = await (await request.get("/manifest.webmanifest")).json();
    expect(manifest).toMatchObject({ lang: "ar", dir: "rtl", name: "ميزان" });
    for (const icon of manifest.icons as { src: string }[]) {
      expect((await request.get(icon.src)).status(), icon.src).toBe(200);
    }
  });
});
