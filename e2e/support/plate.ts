import { expect, type APIRequestContext, type Page } from "@playwright/test";
import type { Meal } from "@/lib/meals/types";
import { apiMeals, CalculatorPage } from "./calculator-page";

/** Two meals with minerals, straight from the API: their per-100 g values are the reference. */
export async function twoMeals(request: APIRequestContext): Promise<[Meal, Meal]> {
  const [a] = (await apiMeals(request, "بازين")).filter((m) => m.name === "بازين");
  const b = (await apiMeals(request, "حمص")).find(
    (m) => m.minerals.length > 0 && m.name !== a?.name,
  );
  if (!a || !b) throw new Error("The meal API did not return the two sample meals");
  return [a, b];
}

/** The calculator with its plate: adds meals the way a visitor does. */
export class PlatePage extends CalculatorPage {
  readonly plate = this.page.locator("[data-plate-ready]");
  readonly items = this.plate.getByTestId("plate-item");

  /** Searches, chooses the meal and its quantity (1–5 = 100–500 g), then "أضف إلى طبقي". */
  async add(name: string, quantity: "1" | "2" | "3" | "4" | "5") {
    await this.search.fill("");
    await this.type(name);
    await this.option(name).click();
    await this.quantity.selectOption(quantity);
    await this.page.getByRole("button", { name: "أضف إلى طبقي" }).click();
    await expect(this.item(name)).toBeVisible();
  }

  item(name: string) {
    return this.items.filter({ has: this.page.getByText(name, { exact: true }) });
  }

  grams(name: string) {
    return this.page.getByLabel(`كمية «${name}» بالغرام`);
  }

  total(id: "calories" | "protein" | "fat" | "carbohydrates") {
    return this.page.getByTestId(`plate-total-${id}`);
  }

  mineralRow(name: string) {
    return this.plate
      .getByRole("table", { name: "المعادن في طبقك" })
      .getByRole("row")
      .filter({ has: this.page.getByRole("rowheader", { name, exact: true }) });
  }
}

export async function saveNeed(page: Page, kcal: number) {
  await page.goto("/Blog1");
  await page.evaluate(
    (k) =>
      localStorage.setItem(
        "mizan:daily-need",
        JSON.stringify({ kcal: k, savedAt: new Date().toISOString() }),
      ),
    kcal,
  );
}
