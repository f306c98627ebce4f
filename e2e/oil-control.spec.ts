import { expect, test, type Locator, type Page } from "@playwright/test";
import { mealEntries } from "@/content/meals";
import { addedFatRows } from "@/content/meals/added-fat";
import type { RecipeEntry } from "@/content/meals/types";
import usdaFoods from "@/content/meals/usda-foods.json";
import { countedNouns } from "@/content/counted-nouns";
import { counted } from "@/lib/format/counted";
import { formatNumber } from "@/lib/format/number";
import { apiMeals, CalculatorPage } from "./support/calculator-page";
import { PlatePage } from "./support/plate";

// «الزيت»: with less or more oil, a dish's serving holds exactly half its recipe's added fat's
// energy less or more, on the meal page (with and without JavaScript), in the calculator and on
// the plate, and the choice survives a reload and the plate's link. The fat's energy is taken
// from the recipe and the USDA rows themselves, not from what the site computed.

const NAME = "بازين";
const PAGE = "/calculator/bazeen";
const entry = mealEntries.find((e) => e.name === NAME) as RecipeEntry;

/** kcal of the recipe's oil in its serving, from the USDA rows. */
const fatKcal = entry.recipe
  .filter((i) => (addedFatRows as readonly string[]).includes(i.usda))
  .reduce((sum, i) => {
    const [dataset, id] = i.usda.split(":");
    const row = (usdaFoods as { dataset: string; source_id: string; energy_kcal: number }[]).find(
      (r) => r.source_id === id && r.dataset.includes(dataset === "sr28" ? "sr28" : "fndds"),
    )!;
    return sum + (row.energy_kcal * i.grams) / 100;
  }, 0);

async function usualServingKcal(page: Page): Promise<number> {
  const [meal] = (await apiMeals(page.request, NAME)).filter((m) => m.name === NAME);
  const serving = meal!.servings![0]!;
  return (meal!.calories * serving.grams) / 100;
}

const expected = (usual: number) => ({
  less: usual - fatKcal / 2,
  usual,
  more: usual + fatKcal / 2,
});

/** The nutrition table's energy for the typical serving (its second column). */
function servingEnergy(page: Page): Locator {
  return page.getByTestId("nutrition-facts").locator('[data-nutrient="calories"] td').nth(1);
}

test.beforeAll(() => {
  expect(fatKcal).toBeGreaterThan(0);
});

test.describe("on the meal page", () => {
  test("the choice is a link per version, the range is stated, a reload keeps it", async ({
    page,
  }) => {
    const kcal = expected(await usualServingKcal(page));
    await page.goto(PAGE);
    await expect(servingEnergy(page)).toHaveText(counted(kcal.usual, countedNouns.kcal));
    await expect(page.getByTestId("oil-range")).toHaveText(
      `بين ${formatNumber(kcal.less, 0)} و ${counted(kcal.more, countedNouns.kcal)} حسب الزيت.`,
    );
    const choice = page.getByTestId("oil-choice");
    await expect(choice.getByRole("link", { name: "كالعادة" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await choice.getByRole("link", { name: "أقل" }).click();
    await expect(page).toHaveURL(`${PAGE}/less-oil`);
    await expect(servingEnergy(page)).toHaveText(counted(kcal.less, countedNouns.kcal));
    await page.reload();
    await expect(servingEnergy(page)).toHaveText(counted(kcal.less, countedNouns.kcal));
    await expect(choice.getByRole("link", { name: "أقل" })).toHaveAttribute("aria-current", "page");
    await choice.getByRole("link", { name: "أكثر" }).click();
    await expect(page).toHaveURL(`${PAGE}/more-oil`);
    await expect(servingEnergy(page)).toHaveText(counted(kcal.more, countedNouns.kcal));
    // The calculator opens on the dish as shown.
    const open = page.getByTestId("open-calculator");
    await expect(open).toHaveAttribute("href", /oil=more/);
  });

  test("a dish without added fat offers no choice", async ({ page }) => {
    const plain = mealEntries.find(
      (e) =>
        "recipe" in e &&
        !e.recipe.some((i) => (addedFatRows as readonly string[]).includes(i.usda)),
    )!;
    const [meal] = (await apiMeals(page.request, plain.name)).filter((m) => m.name === plain.name);
    await page.goto(meal!.page!);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(plain.name);
    await expect(page.getByTestId("oil-choice")).toHaveCount(0);
    await expect(page.getByTestId("oil-range")).toHaveCount(0);
    expect((await page.request.get(`${meal!.page}/less-oil`)).status()).toBe(404);
  });
});

test.describe("on the meal page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("each choice is a page of its own", async ({ page }) => {
    const kcal = expected(await usualServingKcal(page));
    await page.goto(PAGE);
    await page.getByTestId("oil-choice").getByRole("link", { name: "أكثر" }).click();
    await expect(page).toHaveURL(`${PAGE}/more-oil`);
    await expect(servingEnergy(page)).toHaveText(counted(kcal.more, countedNouns.kcal));
    await expect(page.getByTestId("oil-note")).toBeVisible();
    await page.getByTestId("oil-choice").getByRole("link", { name: "كالعادة" }).click();
    await expect(page).toHaveURL(PAGE);
    await expect(servingEnergy(page)).toHaveText(counted(kcal.usual, countedNouns.kcal));
  });
});

test("in the calculator and on the plate, kept by a reload and by the plate's link", async ({
  page,
  browser,
}) => {
  // Two pages, a reload and a second browser context: about 30 s on the 2-core machine.
  test.slow();
  const kcal = expected(await usualServingKcal(page));
  const calculator = new CalculatorPage(page);
  await calculator.open("", `?meal=${encodeURIComponent(NAME)}&q=serving`);
  const picker = page.getByTestId("oil-picker");
  const total = calculator.total("calories");
  await expect(total).toContainText(formatNumber(kcal.usual, 0));
  await expect(picker.getByRole("radio", { name: "كالعادة" })).toBeChecked();

  await picker.getByText("أقل", { exact: true }).click();
  await expect(total).toContainText(formatNumber(kcal.less, 0));
  await expect(page).toHaveURL(/[?&]oil=less/);
  await picker.getByText("أكثر", { exact: true }).click();
  await expect(total).toContainText(formatNumber(kcal.more, 0));

  await page.reload();
  await expect(calculator.root).toHaveAttribute("data-ready", "");
  await expect(picker.getByRole("radio", { name: "أكثر" })).toBeChecked();
  await expect(total).toContainText(formatNumber(kcal.more, 0));

  // Two lines of the same dish with two oils.
  await page.getByRole("button", { name: "أضف إلى طبقي" }).click();
  await picker.getByText("أقل", { exact: true }).click();
  await page.getByRole("button", { name: "أضف إلى طبقي" }).click();
  const plate = new PlatePage(page);
  const lines = plate.item(NAME);
  await expect(lines).toHaveCount(2);
  await expect(lines.nth(0).getByTestId("plate-item-oil")).toHaveValue("more");
  await expect(lines.nth(0).getByTestId("plate-item-energy")).toHaveText(
    counted(kcal.more, countedNouns.kcal),
  );
  await expect(lines.nth(1).getByTestId("plate-item-oil")).toHaveValue("less");
  await expect(lines.nth(1).getByTestId("plate-item-energy")).toHaveText(
    counted(kcal.less, countedNouns.kcal),
  );
  await expect(plate.total("calories")).toContainText(formatNumber(kcal.more + kcal.less, 0));
  await expect(page).toHaveURL(/p=[\d.]+_more%3A/);

  // The plate's link, opened on another device, holds both lines with their oil.
  const link = page.url();
  const other = await browser.newContext({ serviceWorkers: "block" });
  const there = await other.newPage();
  await there.goto(link);
  const theirs = new PlatePage(there).item(NAME);
  await expect(theirs).toHaveCount(2);
  await expect(theirs.nth(0).getByTestId("plate-item-energy")).toHaveText(
    counted(kcal.more, countedNouns.kcal),
  );
  await expect(theirs.nth(1).getByTestId("plate-item-energy")).toHaveText(
    counted(kcal.less, countedNouns.kcal),
  );
  await other.close();

  // A line's oil changed on the plate joins the line that already has that oil.
  await lines.nth(1).getByTestId("plate-item-oil").selectOption("more");
  await expect(lines).toHaveCount(1);
});
