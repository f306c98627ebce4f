import { expect, test } from "@playwright/test";
import { seriousAxeViolations } from "./support/axe";
import { fillEnergy, openTool, woman } from "./support/article-tools";

// The two article tools against values worked by hand (see the issue and the unit tests).

test.describe("energy-needs tool (/Blog1)", () => {
  test("works the hand example: (700 + 1,031.25 − 150 − 161) × 1.85 = 2,627.46 kcal", async ({
    page,
  }) => {
    await openTool(page, "/Blog1");
    // Arabic-Indic digits and a decimal comma are read like Latin ones.
    await fillEnergy(page, { ...woman, age: "٣٠", weight: "70,0" });
    const result = page.getByTestId("energy-result");
    await expect(result).toHaveAttribute("aria-live", "polite");
    await expect(result).toContainText("700 + 1,031.25 − 150 − 161 = 1,420.25");
    await expect(result).toContainText("1,420.25 × 1.85 = 2,627.46 ≈ 2,627");
    await expect(page.getByTestId("energy-need")).toContainText("2,627");
    // 0.5 kg a week (the default) = 0.5 × 7,700 ÷ 7 = 550 kcal a day
    await expect(result).toContainText("0.5 × 7,700 ÷ 7 = 550");
    await expect(page.getByTestId("energy-intake")).toHaveText(
      "2,627 − 550 = 2,077 سعرة في اليوم تقريبًا.",
    );
  });

  test("the three paces use 275, 550 and 825 kcal a day", async ({ page }) => {
    await openTool(page, "/Blog1");
    for (const [pace, deficit, intake] of [
      ["0.25", "275", "2,352"],
      ["0.75", "825", "1,802"],
    ] as const) {
      await fillEnergy(page, { ...woman, pace });
      await expect(page.getByTestId("energy-intake")).toHaveText(
        `2,627 − ${deficit} = ${intake} سعرة في اليوم تقريبًا.`,
      );
    }
  });

  test("below the floor it advises a professional instead of a number", async ({ page }) => {
    await openTool(page, "/Blog1");
    // 400 + 937.5 − 90 − 161 = 1,086.5; × 1.55 = 1,684.08; − 825 = 859 < 1,200
    await fillEnergy(page, {
      sex: "امرأة",
      age: "18",
      weight: "40",
      height: "150",
      activity: "sedentary",
      pace: "0.75",
    });
    await expect(page.getByTestId("energy-below-floor")).toContainText("1,200");
    await expect(page.getByTestId("energy-below-floor")).toContainText("أخصائي تغذية");
    await expect(page.getByTestId("energy-intake")).toHaveCount(0);
    await expect(page.getByTestId("energy-result")).not.toContainText("859");
  });

  test("shows an Arabic message under each field and focuses the first error", async ({ page }) => {
    await openTool(page, "/Blog1");
    await page.getByRole("button", { name: "احسب احتياجي" }).click();
    await expect(page.getByText("اختر الجنس: امرأة أو رجل.")).toBeVisible();
    await expect(page.getByText("أدخل عمرك بالسنوات.")).toBeVisible();
    await expect(page.getByText("أدخل وزنك بالكيلوغرام.")).toBeVisible();
    await expect(page.getByText("أدخل طولك بالسنتيمتر.")).toBeVisible();
    await expect(page.getByText("اختر مستوى النشاط.")).toBeVisible();
    await expect(page.getByLabel("امرأة", { exact: true })).toBeFocused();

    await page.getByLabel("امرأة", { exact: true }).check();
    await page.getByLabel("العمر (بالسنوات)").fill("17");
    await page.getByLabel("الوزن (كغ)").fill("301");
    await page.getByLabel("الطول (سم)").fill("abc");
    await page.getByRole("button", { name: "احسب احتياجي" }).click();
    await expect(page.getByLabel("العمر (بالسنوات)")).toBeFocused();
    await expect(page.getByLabel("العمر (بالسنوات)")).toHaveAccessibleDescription(
      "العمر يجب أن يكون بين 18 و100 سنة.",
    );
    await expect(page.getByText("الوزن يجب أن يكون بين 30 و300 كغ.")).toBeVisible();
    await expect(page.getByText("اكتب الطول أرقامًا فقط، مثل 165.")).toBeVisible();
    // What was typed stays.
    await expect(page.getByLabel("الوزن (كغ)")).toHaveValue("301");
  });

  test("saves the need on this device only, pre-fills the macro tool, and forgets it", async ({
    page,
  }) => {
    const posts: string[] = [];
    page.on("request", (r) => {
      if (r.method() !== "GET") posts.push(r.url());
    });
    await openTool(page, "/Blog1");
    await fillEnergy(page, woman);
    await page.getByRole("button", { name: "احفظ احتياجي" }).click();
    await expect(page.getByTestId("saved-need")).toContainText("2,627");
    const stored = await page.evaluate(() => localStorage.getItem("mizan:daily-need"));
    expect(JSON.parse(stored!)).toMatchObject({ kcal: expect.closeTo(2627.4625, 6) });
    expect(posts).toEqual([]);
    const cookies = await page.context().cookies();
    expect(cookies).toEqual([]);

    await openTool(page, "/Blog2");
    await expect(page.getByLabel("سعراتك اليومية")).toHaveValue("2627");

    await openTool(page, "/Blog1");
    await expect(page.getByTestId("saved-need")).toContainText("2,627");
    await page.getByRole("button", { name: "احذف احتياجي المحفوظ" }).click();
    await expect(page.getByText("حُذف احتياجك من هذا الجهاز.")).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("mizan:daily-need"))).toBeNull();
  });

  test("axe finds nothing serious with the tool open and answered", async ({ page }) => {
    await openTool(page, "/Blog1");
    await fillEnergy(page, woman);
    await page.getByRole("button", { name: "احفظ احتياجي" }).click();
    await expect(page.getByTestId("saved-need")).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});

test.describe("macro tool (/Blog2)", () => {
  test("2,000 kcal at 50/25/25 → 250 g, 125 g, 55.6 g, as the article's example", async ({
    page,
  }) => {
    await openTool(page, "/Blog2");
    await page.getByLabel("سعراتك اليومية").fill("٢٠٠٠");
    await page.getByRole("button", { name: "احسب الغرامات" }).click();
    await expect(page.getByTestId("grams-carbohydrates")).toHaveText("250 غرامًا");
    await expect(page.getByTestId("grams-protein")).toHaveText("125 غرامًا");
    await expect(page.getByTestId("grams-fat")).toHaveText("55.6 غرام");
  });

  test("another split: 1,800 kcal at 40/30/30 → 180 g, 135 g, 60 g", async ({ page }) => {
    await openTool(page, "/Blog2");
    await page.getByLabel("سعراتك اليومية").fill("1800");
    await page.getByLabel("الكربوهيدرات").fill("40");
    await page.getByLabel("البروتين").fill("30");
    await page.getByLabel("الدهون").fill("30");
    await page.getByRole("button", { name: "احسب الغرامات" }).click();
    await expect(page.getByTestId("grams-carbohydrates")).toHaveText("180 غرامًا");
    await expect(page.getByTestId("grams-protein")).toHaveText("135 غرامًا");
    await expect(page.getByTestId("grams-fat")).toHaveText("60 غرامًا");
  });

  test("a split that does not total 100 % is refused with its sum", async ({ page }) => {
    await openTool(page, "/Blog2");
    await page.getByLabel("سعراتك اليومية").fill("2000");
    await page.getByLabel("الدهون").fill("30");
    await expect(page.getByText("المجموع الآن: 105%")).toBeVisible();
    await page.getByRole("button", { name: "احسب الغرامات" }).click();
    await expect(page.getByText("مجموع النسب 105%، ويجب أن يكون 100% بالضبط.")).toBeVisible();
    await expect(page.getByLabel("الكربوهيدرات")).toBeFocused();
    await expect(page.getByTestId("grams-fat")).toHaveCount(0);
  });

  test("axe finds nothing serious with the tool open and answered", async ({ page }) => {
    await openTool(page, "/Blog2");
    await page.getByLabel("سعراتك اليومية").fill("2000");
    await page.getByRole("button", { name: "احسب الغرامات" }).click();
    await expect(page.getByTestId("grams-fat")).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the articles' formulas and examples stay readable, with a note where the tool would be", async ({
    page,
  }) => {
    await page.goto("/Blog1");
    await expect(page.getByText("10 × الوزن + 6.25 × الطول − 5 × العمر − 161")).toBeVisible();
    await expect(page.getByText("1,289 × 1.55 = 1,997.95 ≈ 1,998 سعرة")).toBeVisible();
    // Chromium with scripts turned off by the test still parses <noscript> as text, so the
    // note is checked in the HTML rather than on screen; no "loading" text is left behind.
    const html = await (await page.request.get("/Blog1")).text();
    expect(html).toMatch(/<noscript><p[^>]*>تحتاج هذه الحاسبة إلى تفعيل JavaScript/);
    await expect(page.getByText("جارٍ تحميل الحاسبة…")).toHaveCount(0);
    await page.goto("/Blog2");
    await expect(
      page.getByRole("table", { name: "توزيع 2,000 سعرة على المغذيات الكبرى" }),
    ).toBeVisible();
  });
});
