import { expect, test } from "@playwright/test";
import { formatNumber } from "@/lib/format/number";
import type { Meal } from "@/lib/meals/types";
import { apiMeals, CalculatorPage, sampleMeal } from "./support/calculator-page";
import { checkedPages } from "./support/pages";

// The calculator's serving options and "كمية أخرى": the values for the amount, the URL that
// keeps it, and a reload that restores it.

async function expectTotals(calc: CalculatorPage, meal: Meal, grams: number) {
  const f = grams / 100;
  await expect(calc.total("calories")).toContainText(formatNumber(meal.calories * f, 0));
  await expect(calc.total("protein")).toContainText(formatNumber(meal.protein * f, 2));
  await expect(calc.total("fat")).toContainText(formatNumber(meal.fat * f, 2));
  await expect(calc.total("carbohydrates")).toContainText(formatNumber(meal.carbohydrates * f, 2));
}

/** A meal of the sample pages that has household servings. */
async function mealWithServings(request: Parameters<typeof apiMeals>[0]): Promise<Meal> {
  for (const p of checkedPages) {
    if (!("mealName" in p)) continue;
    const meal = (await apiMeals(request, String(p.mealName))).find((m) => m.name === p.mealName);
    if (meal?.servings?.length) return meal;
  }
  throw new Error("No sampled meal has a serving: the meal data carries none");
}

test("a serving option computes the serving's grams and survives a reload", async ({
  page,
  request,
}) => {
  const meal = await mealWithServings(request);
  const serving = meal.servings![0]!;
  const calc = new CalculatorPage(page);
  await calc.open("", `?meal=${encodeURIComponent(meal.name)}`);
  await expect(calc.quantity).toHaveValue("1");
  await calc.quantity.selectOption("serving");
  await expectTotals(calc, meal, serving.grams);
  await expect(page).toHaveURL(/[?&]q=serving(&|$)/);

  await calc.quantity.selectOption("half-serving");
  await expectTotals(calc, meal, serving.grams / 2);
  await expect(page).toHaveURL(/[?&]q=half-serving(&|$)/);

  await page.reload();
  await expect(page.getByRole("heading", { name: meal.name, level: 2 })).toBeVisible();
  await expect(calc.quantity).toHaveValue("half-serving");
  await expectTotals(calc, meal, serving.grams / 2);
});

test("'كمية أخرى' takes Arabic-Indic digits, refuses bad amounts in Arabic, and survives a reload", async ({
  page,
  request,
}) => {
  const meal = await sampleMeal(request);
  const calc = new CalculatorPage(page);
  await calc.open("", `?meal=${encodeURIComponent(meal.name)}`);
  await calc.quantity.selectOption({ label: "كمية أخرى" });
  const field = page.getByLabel("الكمية بالغرام (من 1 إلى 2000)");
  await expect(field).toBeVisible();
  // Nothing typed yet is no mistake: the field waits (e2e/careful-reader.spec.ts).
  await expect(page.getByText("اكتب الكمية بالغرام.")).toHaveCount(0);

  await field.fill("abc");
  await expect(page.getByText("اكتب الكمية بالأرقام فقط، مثل 250 أو ٢٥٠.")).toBeVisible();
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveValue("abc");
  await expect(calc.total("calories")).toHaveCount(0);

  await field.fill("٣٠٠٠");
  await expect(page.getByText("الكمية يجب أن تكون بين 1 و2000 غرام.")).toBeVisible();

  await field.fill("٢٥٠");
  await expectTotals(calc, meal, 250);
  await expect(page.getByRole("heading", { name: "القيمة الغذائية لـ 250 غرامًا" })).toBeVisible();
  await expect(page).toHaveURL(/[?&]q=250g(&|$)/);

  await page.reload();
  await expect(calc.quantity).toHaveValue("custom");
  await expect(page.getByLabel("الكمية بالغرام (من 1 إلى 2000)")).toHaveValue("250");
  await expectTotals(calc, meal, 250);
});

test("a shared link with an amount in grams opens on that amount", async ({ page, request }) => {
  const meal = await sampleMeal(request);
  const calc = new CalculatorPage(page);
  await calc.open("", `?meal=${encodeURIComponent(meal.name)}&q=1250g`);
  await expect(page.getByLabel("الكمية بالغرام (من 1 إلى 2000)")).toHaveValue("1250");
  await expectTotals(calc, meal, 1250);
});

test("half the typical serving reads as Arabic: «قطعتان ونصف», «ربع كوب», «نصف قطعة»", async ({
  page,
}) => {
  const calc = new CalculatorPage(page);
  for (const [meal, half] of [
    ["بسكويت مالح", "قطعتان ونصف (7.5 غرام)"],
    ["حليب مبخر", "ربع كوب (63 غرامًا)"],
    ["لحم ضأن مطبوخ", "نصف قطعة (42.5 غرام)"],
  ] as const) {
    await calc.open("", `?meal=${encodeURIComponent(meal)}`);
    await expect(page.getByRole("heading", { name: meal, level: 2 })).toBeVisible();
    await expect(calc.quantity.locator('option[value="half-serving"]')).toHaveText(half);
  }
});
