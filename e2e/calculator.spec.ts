import { expect, test } from "@playwright/test";
import { formatNumber } from "@/lib/format/number";
import type { Meal } from "@/lib/meals/types";
import { seriousAxeViolations } from "./support/axe";
import { apiMeals, CalculatorPage, sampleMeal } from "./support/calculator-page";
import { failingSiteUrl } from "./support/ports";

// The /calculator flows against the built site and its real meal API. Every number on the page
// is checked against the API's own per-100 g values times the quantity.

async function expectValuesFor(calc: CalculatorPage, meal: Meal, q: number) {
  await expect(calc.total("calories")).toContainText(formatNumber(meal.calories * q, 0));
  await expect(calc.total("protein")).toContainText(formatNumber(meal.protein * q, 2));
  await expect(calc.total("fat")).toContainText(formatNumber(meal.fat * q, 2));
  await expect(calc.total("carbohydrates")).toContainText(formatNumber(meal.carbohydrates * q, 2));
  for (const [caption, list] of [
    ["المعادن", meal.minerals],
    ["الفيتامينات", meal.vitamins],
  ] as const) {
    const rows = calc.table(caption).locator("tbody tr");
    await expect(rows).toHaveCount(list.length);
    for (const [i, n] of list.entries()) {
      await expect(rows.nth(i).getByRole("rowheader")).toHaveText(n.name);
      await expect(rows.nth(i).getByRole("cell").first()).toHaveText(
        `${formatNumber(n.amount * q, 2)} ${n.unitOfMeasure}`,
      );
    }
  }
}

test("typing searches once after the debounce and lists meals with their calories in س.ح", async ({
  page,
  request,
}) => {
  const meal = await sampleMeal(request);
  const calc = new CalculatorPage(page);
  await calc.open();
  await calc.type(meal.name);

  await expect(calc.option(meal.name)).toBeVisible();
  await expect(calc.option(meal.name)).toContainText(`${formatNumber(meal.calories, 0)} س.ح`);
  const count = await calc.options.count();
  for (let i = 0; i < count; i++) await expect(calc.options.nth(i)).toContainText("س.ح");
  // Keys came 40 ms apart, well inside the 500 ms debounce: only the whole name was sent.
  expect(calc.apiCalls).toEqual([
    expect.stringContaining(`/api/v1/meals/name/${encodeURIComponent(meal.name)}`),
  ]);
});

test("screen readers hear the number of results", async ({ page, request }) => {
  const meal = await sampleMeal(request);
  const calc = new CalculatorPage(page);
  await calc.open();
  await calc.type(meal.name);
  await expect(calc.option(meal.name)).toBeVisible();
  const expected = (await apiMeals(request, meal.name)).length;
  await expect(calc.options).toHaveCount(expected);
  await expect(calc.status).toHaveAttribute("aria-live", "polite");
  const text = await calc.status.textContent();
  if (expected === 1) expect(text).toBe("نتيجة واحدة");
  else if (expected === 2) expect(text).toBe("نتيجتان");
  else expect(text).toContain(formatNumber(expected, 0));
});

test("a name nobody has says there are no results", async ({ page }) => {
  const calc = new CalculatorPage(page);
  await calc.open();
  await calc.type("zzqxv");
  await expect(calc.status).toHaveText("لا توجد نتائج");
  await expect(calc.options).toHaveCount(0);
});

test("choosing a meal shows its values, and every value scales with the quantity", async ({
  page,
  request,
}) => {
  // About a hundred checks (every mineral and vitamin at four quantities) on a result that now
  // also carries its carbohydrate facts: past 30 s on a loaded two-core runner.
  test.slow();
  const meal = await sampleMeal(request);
  const calc = new CalculatorPage(page);
  await calc.choose(meal.name);

  await expect(page.getByRole("heading", { name: meal.name, level: 2 })).toBeVisible();
  await expect(calc.quantity).toHaveValue("1");
  // The five fixed amounts come first, unchanged; the meal's servings and "كمية أخرى" follow.
  const options = await calc.quantity.locator("option:not([disabled])").allTextContents();
  expect(options.slice(0, 5)).toEqual(["100 غرام", "200 غرام", "300 غرام", "400 غرام", "500 غرام"]);
  expect(options.at(-1)).toBe("كمية أخرى");
  await expectValuesFor(calc, meal, 1);

  for (const q of [3, 5, 2]) {
    await calc.quantity.selectOption(String(q));
    await expect(
      page.getByRole("heading", { name: `القيمة الغذائية لـ ${q * 100} غرام` }),
    ).toBeVisible();
    await expectValuesFor(calc, meal, q);
  }
  await expect(page.getByRole("link", { name: /ابدأ الآن/ })).toHaveAttribute(
    "rel",
    "noopener noreferrer",
  );
  await expect(page.getByTestId("meal-source")).toContainText("USDA");
});

test("the energy split of protein, fat and carbohydrates sums to 100 %", async ({
  page,
  request,
}) => {
  const meal = await sampleMeal(request);
  const calc = new CalculatorPage(page);
  await calc.open("", `?meal=${encodeURIComponent(meal.name)}&q=1`);
  const kcal = [meal.protein * 4, meal.fat * 9, meal.carbohydrates * 4];
  const total = kcal.reduce((a, b) => a + b, 0);
  const shown: number[] = [];
  for (const [i, label] of ["البروتين", "الدهون", "الكربوهيدرات"].entries()) {
    const item = page.getByRole("listitem").filter({ hasText: `${label}:` });
    const percent = Number((await item.textContent())!.match(/(\d+)%/)![1]);
    // Largest-remainder rounding moves a share by less than one point.
    expect(Math.abs(percent - (kcal[i]! / total) * 100)).toBeLessThan(1);
    shown.push(percent);
  }
  expect(shown.reduce((a, b) => a + b, 0)).toBe(100);
});

test("the chosen meal and quantity go into the URL, and reloading shows the same result", async ({
  page,
  request,
}) => {
  const meal = await sampleMeal(request);
  const calc = new CalculatorPage(page);
  await calc.choose(meal.name);
  await calc.quantity.selectOption("4");
  await expect(page).toHaveURL(/[?&]q=4/);
  expect(new URL(page.url()).searchParams.get("meal")).toBe(meal.name);

  await page.reload();
  await expect(page.getByRole("heading", { name: meal.name, level: 2 })).toBeVisible();
  await expect(calc.quantity).toHaveValue("4");
  await expect(calc.search).toHaveValue(meal.name);
  await expectValuesFor(calc, meal, 4);
});

test("a shared link opens the exact meal it names", async ({ page, request }) => {
  const meal = await sampleMeal(request);
  const calc = new CalculatorPage(page);
  await calc.open("", `?meal=${encodeURIComponent(meal.name)}&q=2`);
  await expect(page.getByRole("heading", { name: meal.name, level: 2 })).toBeVisible();
  await expectValuesFor(calc, meal, 2);
});

test("a shared link with a quantity outside 1–5 asks for the quantity", async ({
  page,
  request,
}) => {
  const meal = await sampleMeal(request);
  const calc = new CalculatorPage(page);
  await calc.open("", `?meal=${encodeURIComponent(meal.name)}&q=9`);
  await expect(page.getByText("الكمية مطلوبة")).toBeVisible();
  await expect(calc.quantity).toHaveAttribute("aria-invalid", "true");
  await expect(calc.total("calories")).toHaveCount(0);
  await calc.quantity.selectOption("1");
  await expect(page.getByText("الكمية مطلوبة")).toHaveCount(0);
  await expectValuesFor(calc, meal, 1);
});

test("a shared link naming an unknown meal says so", async ({ page }) => {
  const calc = new CalculatorPage(page);
  await calc.open("", `?meal=${encodeURIComponent("وجبة غير موجودة zzqxv")}`);
  await expect(calc.root.getByRole("alert")).toContainText("وجبة غير موجودة zzqxv");
});

test("the meal search is a search landmark with nothing to submit; Enter on a closed list does nothing", async ({
  page,
  request,
}) => {
  const meal = await sampleMeal(request);
  const calc = new CalculatorPage(page);
  await calc.open();
  await expect(page.getByRole("search").getByRole("combobox")).toHaveAccessibleName(
    "أدخل اسم الوجبة",
  );
  // Results update as the visitor chooses: no form element promises a submission that never comes.
  await expect(calc.root.locator("form")).toHaveCount(0);
  await calc.type(meal.name);
  await expect(calc.option(meal.name)).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(calc.options).toHaveCount(0);
  const typed = await calc.search.inputValue();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/calculator$/);
  await expect(calc.search).toHaveValue(typed);
  await expect(calc.search).toBeFocused();
  await expect(page.getByRole("heading", { level: 2, name: meal.name })).toHaveCount(0);
});

test("empty text clears the options and makes no call", async ({ page, request }) => {
  const meal = await sampleMeal(request);
  const calc = new CalculatorPage(page);
  await calc.open();
  await calc.type(meal.name);
  await expect(calc.option(meal.name)).toBeVisible();
  expect(calc.apiCalls).toHaveLength(1);

  await calc.search.fill("");
  await expect(calc.options).toHaveCount(0);
  await calc.search.fill("   ");
  // Nothing can be awaited for a call that must not happen: wait out the debounce twice over.
  await page.waitForTimeout(1200);
  expect(calc.apiCalls).toHaveLength(1);
  await expect(calc.options).toHaveCount(0);
  await expect(calc.status).toHaveText("");
});

test("arrows and Enter choose a meal; Escape closes the list", async ({ page, request }) => {
  const meal = await sampleMeal(request);
  const calc = new CalculatorPage(page);
  await calc.open();
  // The positions counted below are those of the list for the whole name.
  await calc.typeAndAwaitAnswer(meal.name);
  await expect(calc.option(meal.name)).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(calc.options).toHaveCount(0);

  await page.keyboard.press("ArrowDown");
  await expect(calc.options.first()).toBeVisible();
  const index = (await calc.options.allTextContents()).findIndex((t) => t.startsWith(meal.name));
  expect(index).toBeGreaterThanOrEqual(0);
  // ArrowDown opened the list on the first option; move down to the meal.
  for (let i = 0; i < index; i++) await page.keyboard.press("ArrowDown");
  await expect(calc.option(meal.name)).toHaveAttribute("data-focus", "");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: meal.name, level: 2 })).toBeVisible();
  await expect(calc.search).toHaveValue(meal.name);
});

test("a late answer leaves the arrows on the meal they reached", async ({ page, request }) => {
  const meal = await sampleMeal(request);
  const calc = new CalculatorPage(page);
  await page.clock.install();
  await calc.open();
  // A pause after part of the name: that part is searched and its list shown.
  const part = meal.name.slice(0, -2);
  await calc.typeAndAwaitAnswer(part);
  await expect(calc.option(meal.name)).toBeVisible();

  // The rest typed and the arrows pressed before the debounce runs out (the page's time stands
  // still here), so the answer to the whole name arrives after the visitor moved.
  await page.clock.pauseAt(Date.now() + 1000);
  await calc.search.pressSequentially(meal.name.slice(-2), { delay: 40 });
  const index = (await calc.options.allTextContents()).findIndex((t) => t.startsWith(meal.name));
  for (let i = 0; i <= index; i++) await page.keyboard.press("ArrowDown");
  await expect(calc.option(meal.name)).toHaveAttribute("data-focus", "");

  const wholeAnswer = page.waitForResponse(
    (res) => decodeURIComponent(new URL(res.url()).pathname) === `/api/v1/meals/name/${meal.name}`,
  );
  await page.clock.resume();
  await wholeAnswer;
  await expect(calc.option(meal.name)).toHaveAttribute("data-focus", "");
  await expect(calc.options.and(page.locator("[data-focus]"))).toHaveCount(1);
  const id = await calc.option(meal.name).getAttribute("id");
  await expect(calc.search).toHaveAttribute("aria-activedescendant", id!);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: meal.name, level: 2 })).toBeVisible();
});

test("the page, the open combobox and a result pass axe", async ({ page, request }) => {
  // Three full axe runs over a page that now also lists every meal page (about 340 links).
  test.slow();
  const meal = await sampleMeal(request);
  const calc = new CalculatorPage(page);
  await calc.open();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await calc.type(meal.name);
  await expect(calc.option(meal.name)).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await calc.option(meal.name).click();
  await expect(calc.total("calories")).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test.describe("with the meal backend failing", () => {
  test("the input shows the error state and the error is logged", async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (msg) => {
      if (msg.type() === "error") errors.push(msg.text());
    });
    const calc = new CalculatorPage(page);
    await calc.open(failingSiteUrl);
    await calc.type("حمص");

    const helper = page.getByText("خطأ في البحث عن الوجبة");
    await expect(helper).toBeVisible({ timeout: 10_000 });
    await expect(calc.search).toHaveAttribute("aria-invalid", "true");
    const helperId = await helper.getAttribute("id");
    expect(helperId).toBeTruthy();
    await expect(calc.search).toHaveAttribute("aria-describedby", new RegExp(helperId!));
    await expect(calc.options).toHaveCount(0);
    expect(errors.some((e) => e.includes("Meal search failed") && e.includes("502"))).toBe(true);
  });
});

test("text still being composed (IME) is not searched until it is committed", async ({
  page,
  request,
}) => {
  const meal = await sampleMeal(request);
  const calc = new CalculatorPage(page);
  await calc.open();
  await calc.search.click();
  // A real composition through Chromium's input pipeline, as an IME keyboard produces it.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Input.imeSetComposition", {
    text: meal.name,
    selectionStart: meal.name.length,
    selectionEnd: meal.name.length,
  });
  await expect(calc.search).toHaveValue(meal.name);
  // Wait out the debounce twice over: a composing text must not have been sent.
  await page.waitForTimeout(1200);
  expect(calc.apiCalls).toHaveLength(0);

  // CDP cannot commit a composition, so the browser gets the compositionend an IME sends.
  await calc.search.dispatchEvent("compositionend", { data: meal.name });
  await expect(calc.option(meal.name)).toBeVisible();
  expect(calc.apiCalls).toHaveLength(1);
});
