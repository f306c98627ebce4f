import { expect, test } from "@playwright/test";
import { countedNouns } from "@/content/counted-nouns";
import { counted } from "@/lib/format/counted";
import { formatNumber } from "@/lib/format/number";
import type { Meal } from "@/lib/meals/types";
import { seriousAxeViolations } from "./support/axe";
import { apiMeals } from "./support/calculator-page";
import { PlatePage, saveNeed, twoMeals } from "./support/plate";

// The calculator's plate ("طبقي"). Every total is checked against the API's own per-100 g
// values: Σ value × grams ÷ 100, rounded only for display.

const at = (meal: Meal, key: "calories" | "protein" | "fat" | "carbohydrates", grams: number) =>
  (meal[key] * grams) / 100;

async function expectTotals(plate: PlatePage, parts: [Meal, number][]) {
  const sum = (key: "calories" | "protein" | "fat" | "carbohydrates") =>
    parts.reduce((t, [meal, grams]) => t + at(meal, key, grams), 0);
  await expect(plate.total("calories")).toContainText(formatNumber(sum("calories"), 0));
  for (const key of ["protein", "fat", "carbohydrates"] as const) {
    await expect(plate.total(key)).toContainText(formatNumber(sum(key), 2));
  }
  // Fiber and sugars: a total only when every meal's data has the value.
  for (const key of ["fiber", "sugars"] as const) {
    const known = parts.every(([meal]) => typeof meal[key] === "number");
    const total = parts.reduce((t, [meal, grams]) => t + ((meal[key] ?? 0) * grams) / 100, 0);
    if (known)
      await expect(plate.page.getByTestId(`plate-total-${key}`)).toContainText(
        formatNumber(total, 2),
      );
  }
  for (const [meal, grams] of parts) {
    await expect(plate.item(meal.name).getByTestId("plate-item-energy")).toHaveText(
      counted(at(meal, "calories", grams), countedNouns.kcal),
    );
  }
}

test("a plate of two meals totals the API's per-100 g values, and follows amount changes", async ({
  page,
  request,
}) => {
  const [a, b] = await twoMeals(request);
  const plate = new PlatePage(page);
  await plate.open();
  await plate.add(a.name, "3");
  await plate.add(b.name, "1");
  await expect(plate.items).toHaveCount(2);
  await expect(plate.grams(a.name)).toHaveValue("300");
  await expectTotals(plate, [
    [a, 300],
    [b, 100],
  ]);
  // A mineral both meals know is summed; its amount is Σ amount × grams ÷ 100.
  const iron = a.minerals.find((m) => m.name === "الحديد")!;
  const ironB = b.minerals.find((m) => m.name === "الحديد")!;
  await expect(plate.mineralRow("الحديد")).toContainText(
    `${formatNumber((iron.amount * 300) / 100 + (ironB.amount * 100) / 100, 2)} ملغ`,
  );

  // Typed amounts (Arabic-Indic digits too) change the totals; a bad one is refused with a message.
  await plate.grams(a.name).fill("١٥٠");
  await expectTotals(plate, [
    [a, 150],
    [b, 100],
  ]);
  await plate.grams(b.name).fill("0");
  await expect(page.getByText("الكمية بين 1 و2,000 غرام، بالأرقام.")).toBeVisible();
  await expectTotals(plate, [
    [a, 150],
    [b, 100],
  ]);

  await page.getByRole("button", { name: `احذف «${b.name}» من طبقي` }).click();
  await expect(plate.items).toHaveCount(1);
  await expectTotals(plate, [[a, 150]]);
});

test("adding a meal that is already on the plate adds to its amount", async ({ page, request }) => {
  const [a] = await twoMeals(request);
  const plate = new PlatePage(page);
  await plate.open();
  await plate.add(a.name, "1");
  await plate.add(a.name, "2");
  await expect(plate.items).toHaveCount(1);
  await expect(plate.grams(a.name)).toHaveValue("300");
});

test("the plate survives a reload and rebuilds from its shared link, with no cookie", async ({
  page,
  request,
  browser,
}) => {
  // A reload and a second browser context: near 30 s on the 2-core machine.
  test.slow();
  const [a, b] = await twoMeals(request);
  const plate = new PlatePage(page);
  await plate.open();
  await plate.add(a.name, "2");
  await plate.add(b.name, "1");

  await page.goto("/calculator");
  await expect(plate.items).toHaveCount(2);
  await expectTotals(plate, [
    [a, 200],
    [b, 100],
  ]);

  await page.getByRole("button", { name: "شارك طبقك" }).click();
  const link = await page.getByTestId("plate-link").inputValue();
  // The shared plate's page (its preview is the plate's own card: e2e/share-cards.spec.ts).
  expect(new URL(link).pathname).toBe("/plate");
  expect(new URL(link).searchParams.getAll("p")).toEqual([`200:${a.name}`, `100:${b.name}`]);
  expect(await page.context().cookies()).toEqual([]);

  // Someone else, with nothing stored, opens the link.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  const theirs = new PlatePage(otherPage);
  await otherPage.goto(link);
  await expect(theirs.items).toHaveCount(2);
  await expectTotals(theirs, [
    [a, 200],
    [b, 100],
  ]);
  await other.close();
});

test("on a phone the link goes to the system's share sheet where there is one; elsewhere it is copied", async ({
  page,
  request,
  isMobile,
}) => {
  // Headless Chromium on Linux has no share sheet: a stand-in records what the page hands it.
  await page.addInitScript(() => {
    const shared: ShareData[] = [];
    Object.assign(window, { sharedForTest: shared });
    navigator.share = async (data?: ShareData) => {
      shared.push(data ?? {});
    };
  });
  const [a] = await twoMeals(request);
  const plate = new PlatePage(page);
  await plate.open();
  await plate.add(a.name, "1");
  await page.getByRole("button", { name: "شارك طبقك" }).click();
  const link = await page.getByTestId("plate-link").inputValue();
  const shared = await page.evaluate(
    () => (window as unknown as { sharedForTest: ShareData[] }).sharedForTest,
  );
  if (isMobile) {
    expect(shared).toEqual([{ title: "شارك طبقك", url: link }]);
    await expect(page.getByRole("status").filter({ hasText: "أُرسل رابط طبقك." })).toBeVisible();
  } else {
    expect(shared).toEqual([]);
  }
});

test("a damaged link keeps what it can and says what it dropped", async ({ page, request }) => {
  const [a] = await twoMeals(request);
  const params = new URLSearchParams();
  for (const p of [`250:${a.name}`, "abc", "5000:خبز", "100:وجبة لا وجود لها أبدا"]) {
    params.append("p", p);
  }
  const plate = new PlatePage(page);
  await page.goto(`/calculator?${params}`);
  await expect(plate.items).toHaveCount(1);
  await expect(plate.grams(a.name)).toHaveValue("250");
  const alerts = page.getByTestId("plate-alerts");
  await expect(alerts).toContainText("تجاهلنا عنصرين من الرابط لأنها غير صالحة");
  await expect(alerts).toContainText("لم نجد وجبة «وجبة لا وجود لها أبدا» فحذفناها من الطبق.");
  await expectTotals(plate, [[a, 250]]);
});

test("the plate holds at most 20 meals and says so", async ({ page, request }) => {
  const names = new Set<string>();
  for (const q of ["بازين", "حمص", "كسكسي", "شربة", "فول", "أرز", "خبز", "دجاج"]) {
    for (const m of await apiMeals(request, q)) names.add(m.name);
    if (names.size >= 21) break;
  }
  const all = [...names];
  expect(all.length).toBeGreaterThanOrEqual(21);
  // 21 in a link: the first 20 are kept.
  const params = new URLSearchParams(all.slice(0, 21).map((n) => ["p", `100:${n}`]));
  const plate = new PlatePage(page);
  await page.goto(`/calculator?${params}`);
  await expect(plate.items).toHaveCount(20);
  await expect(page.getByTestId("plate-alerts")).toContainText("يتسع الطبق لـ 20 وجبة");
  await expect(page.getByTestId("plate-count")).toHaveText("20 وجبة");

  // A 21st meal from the calculator is refused with the limit's message.
  await expect(plate.root).toHaveAttribute("data-ready", "");
  await plate.search.fill("");
  await plate.type(all[20]!);
  await plate.option(all[20]!).click();
  await page.getByRole("button", { name: "أضف إلى طبقي" }).click();
  await expect(
    page.getByTestId("plate-alerts").getByText("طبقك ممتلئ: يتسع لـ 20 وجبة على الأكثر."),
  ).toBeVisible();
  await expect(plate.items).toHaveCount(20);
});

test("with a saved need, energy shows its share of it; without, a link to the /Blog1 tool", async ({
  page,
  request,
}) => {
  const [a] = await twoMeals(request);
  const plate = new PlatePage(page);
  await page.goto(`/calculator?p=300:${encodeURIComponent(a.name)}`);
  await expect(plate.items).toHaveCount(1);
  const link = page.getByRole("link", { name: "حاسبة الاحتياج" });
  await expect(link).toHaveAttribute("href", "/Blog1#energy-tool");
  await expect(plate.total("calories")).not.toContainText("من احتياجك");

  await saveNeed(page, 2000);
  await page.goto("/calculator");
  await expect(plate.items).toHaveCount(1);
  const share = (at(a, "calories", 300) / 2000) * 100;
  await expect(plate.total("calories")).toContainText(
    `${formatNumber(share, 0)}% من احتياجك اليومي`,
  );
  // protein against its 50 g Daily Value
  await expect(plate.total("protein")).toContainText(
    `${formatNumber((at(a, "protein", 300) / 50) * 100, 0)}% من القيمة اليومية`,
  );
});

test("axe finds nothing serious on the calculator with a meal and the plate open", async ({
  page,
  request,
}) => {
  const [a, b] = await twoMeals(request);
  const plate = new PlatePage(page);
  await plate.open();
  await plate.add(a.name, "1");
  await plate.add(b.name, "2");
  await page.getByRole("button", { name: "شارك طبقك" }).click();
  await expect(page.getByTestId("plate-link")).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
});
