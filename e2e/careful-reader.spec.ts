import { expect, test } from "@playwright/test";
import { formatNumber } from "@/lib/format/number";
import type { Meal } from "@/lib/meals/types";
import { CalculatorPage, sampleMeal } from "./support/calculator-page";

// What a careful reader found going through the site at 390 and 1,280 px: results that outlive
// their inputs, a plate lost to a link, feedback far from the button, a field that scolds before
// anything is typed, a quiz that ends nowhere, a menu that stays open, a table and a credit that
// do not fit. One describe per finding.

const kcalAt = (meal: Meal, grams: number) => (meal.calories * grams) / 100;

test.describe("«كمية أخرى»", () => {
  test("takes focus, waits for typing before an error, and reads a decimal comma", async ({
    page,
    request,
  }) => {
    const meal = await sampleMeal(request);
    const calc = new CalculatorPage(page);
    await calc.open("", `?meal=${encodeURIComponent(meal.name)}`);
    await calc.quantity.selectOption({ label: "كمية أخرى" });
    const field = page.getByLabel("الكمية بالغرام (من 1 إلى 2000)");
    await expect(field).toBeFocused();
    await expect(page.getByText("اكتب الكمية بالغرام.")).toHaveCount(0);
    await expect(field).not.toHaveAttribute("aria-invalid", "true");

    await field.pressSequentially("12,5");
    await expect(calc.total("calories")).toContainText(formatNumber(kcalAt(meal, 12.5), 0));
    await expect(calc.total("protein")).toContainText(formatNumber(meal.protein * 0.125, 2));
    await expect(page).toHaveURL(/[?&]q=12\.5g(&|$)/);

    await field.fill("");
    await expect(page.getByText("اكتب الكمية بالغرام.")).toBeVisible();
  });
});
