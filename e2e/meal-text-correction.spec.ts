import { expect, test, type Locator, type Page } from "@playwright/test";
import { countedNouns } from "@/content/counted-nouns";
import { counted } from "@/lib/format/counted";
import { formatNumber } from "@/lib/format/number";
import type { Meal, Serving } from "@/lib/meals/types";
import { apiMeals, CalculatorPage } from "./support/calculator-page";
import { PlatePage } from "./support/plate";

// «ماذا أكلت؟» says how it understood each amount, and each line can be corrected in place
// (its meal through the meal combobox, its amount) before it goes to the plate: a sentence
// with a negation, a filling inside a bread and a Libyan bowl, one line corrected, and the
// plate's total the sum of the lines as shown.

const SENTENCE = "قهوة بلا سكر وخبزة بالتن وطاسة شربة";

function area(page: Page) {
  return page.getByTestId("what-you-ate");
}

async function apiMeal(request: Parameters<typeof apiMeals>[0], name: string): Promise<Meal> {
  const meal = (await apiMeals(request, name)).find((m) => m.name === name);
  if (!meal) throw new Error(`The meal API has no ${name}`);
  return meal;
}

function servingOf(meal: Meal, label: string): Serving {
  const serving = meal.servings?.find((s) => s.label === label);
  if (!serving) throw new Error(`${meal.name} has no serving «${label}»`);
  return serving;
}

/** Grams as a line's reading shows them: whole, grouped. */
const g = (grams: number) => `${formatNumber(grams, 0)} غ`;

async function expectEnergy(line: Locator, meal: Meal, grams: number) {
  await expect(line).toHaveAttribute("data-grams", String(grams));
  await expect(line.getByTestId("meal-text-energy")).toHaveText(
    counted((meal.calories * grams) / 100, countedNouns.kcal),
  );
}

test("each line says how it read its amount, one is corrected, the plate is their sum", async ({
  page,
  request,
}) => {
  const [coffee, bread, tuna, tunaInWater, shorba] = (await Promise.all(
    ["قهوة عربية", "خبز فرنسي", "تونة معلبة بالزيت", "تونة معلبة بالماء", "شربة ليبية"].map(
      (name) => apiMeal(request, name),
    ),
  )) as [Meal, Meal, Meal, Meal, Meal];
  const cup = servingOf(coffee, "فنجان صغير (60 مل)");
  const loaf = servingOf(bread, "رغيف باغيت صغير (طوله 23 سم)");
  const can = servingOf(tuna, "علبة");
  const canInWater = servingOf(tunaInWater, "علبة");
  const plate = servingOf(shorba, "صحن");

  const calc = new CalculatorPage(page);
  await calc.open();
  const field = page.getByRole("textbox", { name: "ماذا أكلت؟" });
  await field.fill(SENTENCE);
  await field.press("Enter");

  // «بلا سكر» adds no sugar; the tuna is inside the loaf, a third of a can; «طاسة» is a bowl,
  // served as the recipe's plate.
  const lines = area(page).getByTestId("meal-text-line");
  await expect(lines).toHaveCount(4);
  const names = await lines.evaluateAll((els) => els.map((el) => el.getAttribute("data-meal")));
  expect(names).toEqual(["قهوة عربية", "خبز فرنسي", "تونة معلبة بالزيت", "شربة ليبية"]);
  const readings = lines.getByTestId("meal-text-reading");
  await expect(readings).toHaveText([
    `بلا كمية: فنجان ≈ ${g(cup.grams)}، تقدير`,
    `خبزة ≈ ${g(loaf.grams)}، تقدير`,
    `حشوة: ثلث علبة ≈ ${g(can.grams / 3)}، حصة USDA`,
    `طاسة ≈ ${g(plate.grams)}، حسب الوصفة`,
  ]);

  // Two bowls, not one: the amount corrected in place.
  const soup = lines.nth(3);
  await soup.getByLabel("كمية «طاسة شربة»").fill("2");
  await expect(soup.getByTestId("meal-text-reading")).toHaveText(
    `بعد التعديل: صحنان ≈ ${g(2 * plate.grams)}، حسب الوصفة`,
  );
  await expectEnergy(soup, shorba, 2 * plate.grams);

  // The bread in grams: the field starts at the line's grams, then takes what is typed.
  const loafLine = lines.nth(1);
  await loafLine.getByRole("combobox", { name: "وحدة «خبزة»" }).selectOption({ label: "غرام" });
  const loafCount = loafLine.getByLabel("كمية «خبزة»");
  await expect(loafCount).toHaveValue(String(loaf.grams));
  await loafCount.fill("١٠٠");
  await expect(loafLine.getByTestId("meal-text-reading")).toHaveText(
    "بعد التعديل: 100 غ، كما كتبت",
  );
  await expectEnergy(loafLine, bread, 100);

  // The tuna was in water: another meal, chosen with the keyboard in the meal combobox; the
  // filling stays a third of a can, of that tuna's can.
  const tunaLine = lines.nth(2);
  const tunaBox = tunaLine.getByRole("combobox", { name: "الوجبة المقصودة بـ«بالتن»" });
  await expect(tunaBox).toHaveValue("تونة معلبة بالزيت");
  await tunaBox.fill("تونة بالماء");
  const option = tunaLine.getByRole("option", { name: /تونة معلبة بالماء/ });
  await expect(option).toBeVisible();
  await tunaBox.press("ArrowDown");
  await expect(tunaBox).toHaveAttribute("aria-activedescendant", /.+/);
  const active = await tunaBox.getAttribute("aria-activedescendant");
  await expect(page.locator(`[id="${active}"]`)).toContainText("تونة معلبة بالماء");
  await tunaBox.press("Enter");
  await expect(tunaLine).toHaveAttribute("data-meal", "تونة معلبة بالماء");
  await expect(tunaLine.getByTestId("meal-text-reading")).toHaveText(
    `حشوة: ثلث علبة ≈ ${g(canInWater.grams / 3)}، حصة USDA`,
  );

  // What the lines show is what goes to the plate.
  const shown: { meal: Meal; grams: number }[] = [];
  const byName = new Map([coffee, bread, tunaInWater, shorba].map((m) => [m.name, m]));
  for (const line of await lines.all()) {
    const meal = byName.get((await line.getAttribute("data-meal")) ?? "") as Meal;
    shown.push({ meal, grams: Number(await line.getAttribute("data-grams")) });
  }
  expect(shown.map((s) => s.grams)).toEqual([
    cup.grams,
    100,
    Math.round((canInWater.grams / 3) * 10) / 10,
    2 * plate.grams,
  ]);
  const sum = shown.reduce((total, { meal, grams }) => total + (meal.calories * grams) / 100, 0);

  await area(page).getByRole("button", { name: "أضف إلى طبقي" }).click();
  const plateView = new PlatePage(page);
  await expect(plateView.items).toHaveCount(4);
  for (const { meal, grams } of shown) {
    await expect(plateView.grams(meal.name)).toHaveValue(String(grams));
  }
  await expect(plateView.total("calories")).toContainText(formatNumber(sum, 0));
});
