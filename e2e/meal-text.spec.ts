import { expect, test, type Page } from "@playwright/test";
import { countedNouns } from "@/content/counted-nouns";
import { counted } from "@/lib/format/counted";
import { formatNumber } from "@/lib/format/number";
import type { Meal } from "@/lib/meals/types";
import { seriousAxeViolations } from "./support/axe";
import { apiMeals, CalculatorPage } from "./support/calculator-page";
import { PlatePage } from "./support/plate";

// «ماذا أكلت؟»: a meal written as a sentence becomes lines, and the lines a plate whose total
// is the sum of the lines, each line's energy computed from the meal API's own values.

const SENTENCE = "صحنين كسكسي ونص رغيف وكاس شاهي";

function field(page: Page) {
  return page.getByRole("textbox", { name: "ماذا أكلت؟" });
}

function area(page: Page) {
  return page.getByTestId("what-you-ate");
}

async function readLines(page: Page) {
  const lines = area(page).getByTestId("meal-text-line");
  const out: { name: string; grams: number }[] = [];
  for (let i = 0; i < (await lines.count()); i++) {
    const line = lines.nth(i);
    out.push({
      name: (await line.getAttribute("data-meal")) ?? "",
      grams: Number(await line.getAttribute("data-grams")),
    });
  }
  return out;
}

async function apiMeal(request: Parameters<typeof apiMeals>[0], name: string): Promise<Meal> {
  const meal = (await apiMeals(request, name)).find((m) => m.name === name);
  if (!meal) throw new Error(`The meal API has no ${name}`);
  return meal;
}

test("a sentence becomes lines, and the lines a plate whose total is their sum", async ({
  page,
  request,
}) => {
  const calc = new CalculatorPage(page);
  await calc.open();
  await field(page).fill(SENTENCE);
  await field(page).press("Enter");

  const lines = area(page).getByTestId("meal-text-line");
  await expect(lines).toHaveCount(3);
  // The result is announced to screen readers.
  await expect(area(page).getByRole("status").first()).toHaveText("فهمنا 3 أصناف.");
  // Each line says how it read its amount: the words typed, the grams, where they come from.
  await expect(lines.nth(0).getByTestId("meal-text-reading")).toHaveText(
    "صحنين ≈ 1,132 غ، حسب الوصفة",
  );
  await expect(lines.nth(1).getByTestId("meal-text-reading")).toHaveText(
    "نص رغيف ≈ 30 غ، حصة USDA",
  );
  await expect(lines.nth(2).getByTestId("meal-text-reading")).toHaveText("كاس ≈ 115 غ، حسب الوصفة");

  const read = await readLines(page);
  expect(read.map((l) => l.name)).toEqual(["كسكسي باللحم والخضار", "خبز عربي", "شاهي ليبي"]);
  const meals = await Promise.all(read.map((l) => apiMeal(request, l.name)));
  let sum = 0;
  for (const [i, { grams }] of read.entries()) {
    const kcal = ((meals[i] as Meal).calories * grams) / 100;
    sum += kcal;
    await expect(lines.nth(i).getByTestId("meal-text-energy")).toHaveText(
      counted(kcal, countedNouns.kcal),
    );
  }

  await area(page).getByRole("button", { name: "أضف إلى طبقي" }).click();
  const plate = new PlatePage(page);
  await expect(plate.items).toHaveCount(3);
  for (const { name, grams } of read) {
    await expect(plate.grams(name)).toHaveValue(String(grams));
  }
  await expect(plate.total("calories")).toContainText(formatNumber(sum, 0));
  await expect(plate.plate.getByRole("status")).toContainText("أُضيف إلى طبقك 3 وجبات.");
});

test("words not understood are shown, a near match can be chosen, an estimated weight is corrected", async ({
  page,
  request,
}) => {
  const calc = new CalculatorPage(page);
  await calc.open();
  await field(page).fill("السلام عليكم، كاس حليب وكيس رز");
  await area(page).getByRole("button", { name: "اقرأ" }).click();

  const lines = area(page).getByTestId("meal-text-line");
  await expect(lines).toHaveCount(2);
  await expect(area(page).getByTestId("meal-text-unmatched")).toHaveText(
    "لم نفهم: «السلام عليكم».",
  );
  await expect(area(page).getByRole("status").first()).toHaveText(
    "فهمنا صنفين، ولم نفهم «السلام عليكم».",
  );
  await expect(area(page).getByTestId("meal-text-not-eaten")).toHaveCount(0);

  // «كاس حليب»: ordinary milk first; a near match recomputes the line for the same glass.
  // The meal combobox offers the line's near matches first.
  const milk = lines.nth(0);
  const milkBox = milk.getByRole("combobox", { name: "الوجبة المقصودة بـ«كاس حليب»" });
  await expect(milkBox).toHaveValue("حليب كامل الدسم");
  await expect(milk).toHaveAttribute("data-meal", "حليب كامل الدسم");
  await milkBox.press("ArrowDown");
  await milk.getByRole("option", { name: /^حليب نصف دسم/ }).click();
  await expect(milk).toHaveAttribute("data-meal", "حليب نصف دسم");
  await expect(milk.getByTestId("meal-text-reading")).toHaveText("كاس ≈ 244 غ، تقدير");

  // «كيس رز»: the data has no bag of rice and no rule gives one, so the line weighs it as the
  // portion eaten with no amount said (a plate, 220 g), says it is an estimate, and the visitor
  // writes the grams instead.
  const rice = lines.nth(1);
  await expect(rice.getByTestId("meal-text-reading")).toHaveText("كيس ≈ 220 غ، تقدير");
  const riceUnit = rice.getByRole("combobox", { name: "وحدة «كيس رز»" });
  await expect(riceUnit).toHaveValue("said");
  await riceUnit.selectOption("gram");
  await rice.getByLabel("كمية «كيس رز»").fill("٢٥٠");
  await expect(rice).toHaveAttribute("data-grams", "250");

  await area(page).getByRole("button", { name: "أضف إلى طبقي" }).click();
  const plate = new PlatePage(page);
  await expect(plate.items).toHaveCount(2);
  const [lowFat, rice250] = [
    await apiMeal(request, "حليب نصف دسم"),
    await apiMeal(request, "رز أبيض مطبوخ"),
  ];
  const sum = (lowFat.calories * 244) / 100 + (rice250.calories * 250) / 100;
  await expect(plate.total("calories")).toContainText(formatNumber(sum, 0));
});

test("water is understood and not counted; a plural with no number is three, said as an estimate", async ({
  page,
}) => {
  const calc = new CalculatorPage(page);
  await calc.open();
  await field(page).fill("كاسات شاهي ولتر مية");
  await area(page).getByRole("button", { name: "اقرأ" }).click();
  const lines = area(page).getByTestId("meal-text-line");
  await expect(lines).toHaveCount(1);
  await expect(lines.nth(0).getByTestId("meal-text-reading")).toHaveText("كاسات ≈ 345 غ، تقدير");
  await expect(area(page).getByTestId("meal-text-water")).toHaveText(
    "لم نحسب الماء، فلا سعرات فيه: «لتر مية».",
  );
  await expect(area(page).getByTestId("meal-text-unmatched")).toHaveCount(0);
  await expect(area(page).getByRole("status").first()).toHaveText(
    "فهمنا صنفًا واحدًا، ولم نحسب الماء.",
  );

  // Water alone: no line, no «nothing understood», only the water said back.
  await field(page).fill("شربت ٢ لتر ماء");
  await area(page).getByRole("button", { name: "اقرأ" }).click();
  await expect(area(page).getByTestId("meal-text-water")).toHaveText(
    "لم نحسب الماء، فلا سعرات فيه: «٢ لتر ماء».",
  );
  await expect(lines).toHaveCount(0);
  await expect(area(page).getByText("لم نجد في ما كتبت طعامًا نعرفه", { exact: false })).toHaveCount(
    0,
  );
});

test("the parser and the meal names load on the field's first use, not with the page", async ({
  page,
}) => {
  const names: string[] = [];
  page.on("request", (req) => {
    if (new URL(req.url()).pathname === "/api/v1/meals/names") names.push(req.url());
  });
  const calc = new CalculatorPage(page);
  await calc.open();
  await page.waitForLoadState("networkidle");
  expect(names).toHaveLength(0);
  await field(page).focus();
  await expect.poll(() => names.length).toBe(1);
  await field(page).fill("تفاحة");
  await field(page).press("Enter");
  await expect(area(page).getByTestId("meal-text-line")).toHaveCount(1);
  expect(names).toHaveLength(1);
});

test("the field and its lines pass axe", async ({ page }) => {
  test.slow();
  const calc = new CalculatorPage(page);
  await calc.open();
  await field(page).fill("فطور: زوز بيضات وكاس حليب\nغداء: صحن بازين وصحن رز");
  await field(page).press("Enter");
  await expect(area(page).getByTestId("meal-text-line")).toHaveCount(4);
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test("a food said not eaten is understood and shown as not counted, not as words not understood", async ({
  page,
}) => {
  const calc = new CalculatorPage(page);
  await calc.open();
  await field(page).fill("رز ودجاج، السلطة ما كليتهاش");
  await area(page).getByRole("button", { name: "اقرأ" }).click();

  const lines = area(page).getByTestId("meal-text-line");
  await expect(lines).toHaveCount(2);
  await expect(lines.nth(0)).toHaveAttribute("data-meal", "رز أبيض مطبوخ");
  await expect(lines.nth(1)).toHaveAttribute("data-meal", "دجاج مسلوق");
  await expect(area(page).getByTestId("meal-text-not-eaten")).toHaveText(
    "لم نحسب ما قلت إنك لم تأكله: «السلطة ما كليتهاش».",
  );
  await expect(area(page).getByTestId("meal-text-unmatched")).toHaveCount(0);
  await expect(area(page).getByRole("status").first()).toHaveText(
    "فهمنا صنفين، ولم نحسب «السلطة ما كليتهاش».",
  );
});
