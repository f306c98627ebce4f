import { expect, test, type Locator, type Page } from "@playwright/test";
import { mealGroups } from "@/content/meals/groups";
import { countedNouns } from "@/content/counted-nouns";
import { mealPageText } from "@/content/meal-page-texts";
import { counted } from "@/lib/format/counted";
import { formatNumber } from "@/lib/format/number";
import type { Meal } from "@/lib/meals/types";
import { site } from "../content/site";
import { seriousAxeViolations } from "./support/axe";
import { apiMeals, CalculatorPage } from "./support/calculator-page";
import { allPages, checkedPages } from "./support/pages";

// The meal pages (/calculator/<slug>) against the built site: a sample from every group, each
// number checked against the site's own meal API for the same name, per 100 g and per serving.

const samples = checkedPages.filter(
  (p): p is (typeof allPages)[number] & { mealName: string; group: string } => p.kind === "meal",
);

async function apiMeal(request: Parameters<typeof apiMeals>[0], name: string): Promise<Meal> {
  const meal = (await apiMeals(request, name)).find((m) => m.name === name);
  if (!meal) throw new Error(`The API does not find "${name}" by its own name`);
  return meal;
}

const grams = (v: number | undefined) =>
  v === undefined ? "غير معروف" : `${formatNumber(v, 2)} غرام`;

/** The facts table's cells of one row: [per 100 g, per serving?]. */
function factCells(page: Page, nutrient: string): Locator {
  return page.getByTestId("nutrition-facts").locator(`tr[data-nutrient="${nutrient}"] td`);
}

async function expectFacts(page: Page, meal: Meal, factor: number, column: number) {
  await expect(factCells(page, "calories").nth(column)).toHaveText(
    counted(meal.calories * factor, countedNouns.kcal),
  );
  for (const key of ["protein", "fat", "carbohydrates"] as const) {
    await expect(factCells(page, key).nth(column)).toHaveText(grams(meal[key] * factor));
  }
  for (const key of ["fiber", "sugars"] as const) {
    const v = meal[key];
    await expect(factCells(page, key).nth(column)).toHaveText(
      grams(v === undefined ? undefined : v * factor),
    );
  }
}

async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((t) => JSON.parse(t) as Record<string, unknown>);
}

test.describe("a meal page of every group", () => {
  test("the sample covers every group", () => {
    expect(new Set(samples.map((p) => p.group))).toEqual(new Set(mealGroups.map((g) => g.id)));
  });

  for (const ref of samples) {
    test(`${ref.path} (${ref.group}) shows the API's values, breadcrumb, canonical and JSON-LD`, async ({
      page,
      request,
    }) => {
      const meal = await apiMeal(request, ref.mealName);
      expect(meal.page).toBe(ref.path);
      const response = await page.goto(ref.path);
      expect(response?.status()).toBe(200);

      await expect(page.getByRole("heading", { level: 1 })).toHaveText(meal.name);
      const group = mealGroups.find((g) => g.id === ref.group)!;
      await expect(page.getByTestId("meal-group")).toHaveText(group.label);
      await expect(page).toHaveTitle(new RegExp(`^${mealPageText.metaTitle(meal.name)}`));
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        "content",
        new RegExp(`${counted(meal.calories, countedNouns.kcalLong)} في 100 غرام`),
      );
      await expect(page.locator("link[rel=canonical]")).toHaveAttribute(
        "href",
        `${site.siteUrl}${ref.path}`,
      );
      await expect(page.locator('meta[property="og:url"]')).toHaveAttribute(
        "content",
        `${site.siteUrl}${ref.path}`,
      );

      const crumbs = page.getByRole("navigation", { name: "مسار التنقل" });
      await expect(crumbs.getByRole("link")).toHaveText(["الرئيسية", "حاسبة الوجبات"]);
      await expect(crumbs.getByRole("link").nth(1)).toHaveAttribute("href", "/calculator");
      await expect(crumbs.locator('[aria-current="page"]')).toHaveText(meal.name);

      // Per 100 g, then per typical serving exactly when the API's meal has one.
      await expectFacts(page, meal, 1, 0);
      const serving = meal.servings?.[0];
      const headers = page.getByTestId("nutrition-facts").locator("thead th");
      if (serving) {
        await expect(headers).toHaveCount(3);
        await expect(headers.nth(2)).toContainText(`${serving.label} (`);
        await expectFacts(page, meal, serving.grams / 100, 1);
      } else {
        await expect(headers).toHaveCount(2);
      }
      // Minerals and vitamins for what is eaten: the serving, or 100 g.
      const factor = serving ? serving.grams / 100 : 1;
      for (const [caption, list] of [
        ["المعادن", meal.minerals],
        ["الفيتامينات", meal.vitamins],
      ] as const) {
        if (list.length === 0) continue;
        const rows = page.getByRole("table", { name: caption }).locator("tbody tr");
        await expect(rows).toHaveCount(list.length);
        for (const [i, n] of list.entries()) {
          await expect(rows.nth(i).getByRole("cell").first()).toHaveText(
            `${formatNumber(n.amount * factor, 2)} ${n.unitOfMeasure}`,
          );
        }
      }

      // How the numbers were built: every USDA id of the API's source is on the page.
      const build = page.getByTestId("meal-build");
      for (const id of meal.source!.ids) {
        const sourceId = id.split(":")[1]!;
        await expect(build).toContainText(sourceId);
      }

      const items = await jsonLd(page);
      const breadcrumb = items.find((i) => i["@type"] === "BreadcrumbList");
      expect(breadcrumb).toMatchObject({
        "@context": "https://schema.org",
        itemListElement: [
          { "@type": "ListItem", position: 1, item: `${site.siteUrl}/` },
          { "@type": "ListItem", position: 2, item: `${site.siteUrl}/calculator` },
          { "@type": "ListItem", position: 3, name: meal.name, item: `${site.siteUrl}${ref.path}` },
        ],
      });
      const recipe = items.find((i) => i["@type"] === "Recipe");
      if (meal.source!.kind === "recipe") {
        expect(recipe).toMatchObject({
          "@context": "https://schema.org",
          name: meal.name,
          recipeCuisine: expect.any(String),
          recipeIngredient: expect.arrayContaining([expect.stringMatching(/^\d/)]),
          nutrition: {
            "@type": "NutritionInformation",
            servingSize: expect.stringContaining(`${serving?.grams ?? 100} g`),
            calories: `${Math.round(meal.calories * factor)} calories`,
          },
        });
      } else {
        expect(recipe).toBeUndefined();
      }
    });
  }
});

test("the sitemap lists exactly the site's pages: the declared ones and one per meal", async ({
  request,
}) => {
  const body = await (await request.get("/sitemap.xml")).text();
  const locs = [...body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
  const expected = allPages.map((p) => `${site.siteUrl}${p.path === "/" ? "" : p.path}`);
  expect(locs.sort()).toEqual(expected.sort());
  expect(allPages.filter((p) => p.kind === "meal").length).toBeGreaterThan(300);
});

test("an unknown meal slug answers the site's 404 page", async ({ page }) => {
  const response = await page.goto("/calculator/no-such-meal");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("404");
});

test("a meal page names the published analysis of the same dish, and only where one exists", async ({
  page,
}) => {
  await page.goto("/calculator/tabbouleh");
  const check = page.getByTestId("meal-build").getByTestId("meal-published-check");
  await expect(check).toHaveText(
    `قارن: جدول تركيب الأغذية اللبناني (عبر الجداول البحرينية) يذكر لهذا الطبق («TABOULA») ${formatNumber(53, 0)} سعرة حرارية في 100 غرام.`,
  );
  await page.goto("/calculator/bazeen");
  await expect(page.getByTestId("meal-build")).toBeVisible();
  await expect(page.getByTestId("meal-published-check")).toHaveCount(0);
});

test("a meal page is whole without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const ref = samples[0]!;
  await page.goto(ref.path);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(ref.mealName);
  await expect(factCells(page, "calories").first()).toHaveText(
    /^(\d[\d,]* (سعرة|سعرات)|سعرة واحدة|سعرتان)$/,
  );
  await expect(page.getByTestId("meal-build").locator("tbody tr").first()).toBeVisible();
  await context.close();
});

test("the meal page's button opens the calculator on that meal", async ({ page, request }) => {
  const ref = samples[0]!;
  const meal = await apiMeal(request, ref.mealName);
  await page.goto(ref.path);
  await page.getByTestId("open-calculator").click();
  await expect(page).toHaveURL(/\/calculator\?meal=/);
  expect(new URL(page.url()).searchParams.get("meal")).toBe(meal.name);
  await expect(page.getByRole("heading", { name: meal.name, level: 2 })).toBeVisible();
  await expect(page.getByTestId("total-calories")).toBeVisible();
});

test("the calculator's detail view links to the chosen meal's page", async ({ page, request }) => {
  const ref = samples[1]!;
  await apiMeal(request, ref.mealName);
  const calc = new CalculatorPage(page);
  await calc.open("", `?meal=${encodeURIComponent(ref.mealName)}`);
  await page.getByTestId("meal-page-link").click();
  await expect(page).toHaveURL(new RegExp(`${ref.path}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(ref.mealName);
});

test("/calculator lists every meal page by group, as plain links without JavaScript", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/calculator");
  const browse = page.getByTestId("browse-meals");
  const hrefs = await browse
    // Closed groups are still in the HTML a crawler reads; roles skip hidden links, so use <a>.
    .locator("a[href]")
    .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
  expect(hrefs.sort()).toEqual(
    allPages
      .filter((p) => p.kind === "meal")
      .map((p) => p.path)
      .sort(),
  );
  await context.close();
});

test("a meal page has no serious or critical axe violation", async ({ page }) => {
  await page.goto(samples.find((p) => p.group === "libyan")!.path);
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test("a meal page loads no other page while it loads: its breadcrumb does not prefetch", async ({
  page,
}) => {
  // The breadcrumb's links are on the first screen; prefetching them fetched the calculator's
  // data and ran its scripts (the plate's too) in the meal page's busiest seconds.
  // On a phone the header's links sit in the closed menu, so only the breadcrumb's show; on a
  // wide screen the header shows them and prefetches them, as on every page.
  test.skip(test.info().project.name !== "phone", "the header's links are hidden on phones only");
  const prefetched: string[] = [];
  page.on("request", (r) => {
    if (/[?&]_rsc=/.test(r.url())) prefetched.push(new URL(r.url()).pathname);
  });
  await page.goto(samples.find((p) => p.group === "libyan")!.path);
  await page.waitForLoadState("networkidle");
  await expect(page.getByTestId("open-calculator")).toBeVisible();
  expect(prefetched).not.toContain("/calculator");
});
