import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import type { Meal } from "@/lib/meals/types";

/** The /calculator page, found the way a visitor finds it: by label, role and text. */
export class CalculatorPage {
  /** The whole calculator: the meal search and, below it, the result. */
  readonly root: Locator;
  readonly search: Locator;
  readonly options: Locator;
  readonly status: Locator;
  readonly quantity: Locator;
  /** Every call the page makes to the meal API, in order. */
  readonly apiCalls: string[] = [];

  constructor(readonly page: Page) {
    this.root = page.getByRole("region", { name: "حاسبة القيمة الغذائية" });
    this.search = page.getByRole("combobox", { name: "أدخل اسم الوجبة" });
    this.options = page.getByRole("listbox").getByRole("option");
    this.status = page.getByRole("search").getByRole("status").first();
    this.quantity = page.getByLabel("الكمية", { exact: true });
    page.on("request", (req) => {
      if (new URL(req.url()).pathname.startsWith("/api/v1/meals")) this.apiCalls.push(req.url());
    });
  }

  async open(base = "", query = "") {
    await this.page.goto(`${base}/calculator${query}`);
    // The island is interactive once hydrated; typing before that would be lost.
    await expect(this.root).toHaveAttribute("data-ready", "");
  }

  /** Types like a person (one key at a time, faster than the debounce). */
  async type(text: string) {
    await this.search.click();
    await this.search.pressSequentially(text, { delay: 40 });
  }

  /**
   * Types a text and waits for the answer to the whole of it. A pause in the typing longer than
   * the debounce (a busy machine) searches a part first, and that list, shown until the last
   * answer replaces it, is not the one to count positions in.
   */
  async typeAndAwaitAnswer(text: string) {
    const path = `/api/v1/meals/name/${text.trim()}`;
    const answered = this.page.waitForResponse(
      (res) => decodeURIComponent(new URL(res.url()).pathname) === path,
    );
    await this.type(text);
    await answered;
  }

  /** Opens the calculator, searches for a meal by its exact name and chooses it. */
  async choose(name: string) {
    await this.open();
    await this.type(name);
    await this.option(name).click();
  }

  option(name: string) {
    return this.options.filter({ has: this.page.getByText(name, { exact: true }) });
  }

  total(id: "calories" | "protein" | "fat" | "carbohydrates") {
    return this.page.getByTestId(`total-${id}`);
  }

  table(caption: "المعادن" | "الفيتامينات") {
    return this.page.getByRole("table", { name: caption });
  }
}

/** Meals straight from the site's API: the per-100 g values every displayed number must match. */
export async function apiMeals(request: APIRequestContext, name: string): Promise<Meal[]> {
  const res = await request.get(`/api/v1/meals/name/${encodeURIComponent(name)}`);
  expect(res.status()).toBe(200);
  return (await res.json()) as Meal[];
}

/** A meal with minerals and vitamins whose exact name the search finds, for the flows below. */
export async function sampleMeal(request: APIRequestContext): Promise<Meal> {
  for (const query of ["حمص", "فلافل", "تبولة"]) {
    const meals = await apiMeals(request, query);
    const meal = meals.find((m) => m.minerals.length > 0 && m.vitamins.length > 0);
    if (meal) return meal;
  }
  throw new Error("The meal API found none of the sample meals");
}
