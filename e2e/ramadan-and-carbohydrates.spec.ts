import { expect, test, type Page } from "@playwright/test";
import { ramadanStarts } from "@/content/diabetes/ramadan-texts";
import { carbPortions } from "@/lib/nutrition/carb-portions";
import { formatNumber } from "@/lib/format/number";
import { apiMeals, CalculatorPage } from "./support/calculator-page";
import { PlatePage } from "./support/plate";

// Ramadan and diabetes: carbohydrate portions and the GI where it was measured, the sugar said
// with a drink, the plate split by meal (in Ramadan, iftar and suhoor), kept through a reload
// and a link, and printed on one A4 page. The clock is set, so the season is the test's.

const IN_RAMADAN = new Date("2027-02-15T19:00:00+02:00");
const OUTSIDE = new Date("2027-05-15T13:00:00+02:00");

function field(page: Page) {
  return page.getByRole("textbox", { name: "ماذا أكلت؟" });
}

function lines(page: Page) {
  return page.getByTestId("what-you-ate").getByTestId("meal-text-line");
}

async function addLines(page: Page) {
  await page.getByTestId("what-you-ate").getByRole("button", { name: "أضف إلى طبقي" }).click();
}

test("in Ramadan: the iftar start fills the plate's iftar, the note for diabetes is there, and the split survives a reload and its link", async ({
  page,
  browser,
}) => {
  await page.clock.setFixedTime(IN_RAMADAN);
  const calc = new CalculatorPage(page);
  await calc.open();
  const starts = page.getByTestId("ramadan-starts");
  await expect(starts).toBeVisible();
  await expect(page.getByTestId("ramadan-note")).toContainText("70 ملغ/دل");
  const iftar = ramadanStarts.find((s) => s.slot === "iftar")!;
  await starts.getByRole("button", { name: `اقرأ «${iftar.label}»` }).click();
  await expect(field(page)).toHaveValue(iftar.sentence);
  await expect(lines(page)).toHaveCount(4);
  await addLines(page);

  const plate = new PlatePage(page);
  await expect(plate.items).toHaveCount(4);
  const iftarGroup = plate.plate.locator('[data-testid=plate-group][data-slot="iftar"]');
  await expect(iftarGroup.getByRole("heading", { name: "الإفطار" })).toBeVisible();
  await expect(iftarGroup.getByTestId("plate-item")).toHaveCount(4);
  await expect(iftarGroup.getByTestId("slot-total")).toBeVisible();
  // The meals offered are Ramadan's.
  const select = plate.items.first().getByTestId("plate-item-slot");
  await expect(select.locator("option")).toHaveText([
    "بلا وجبة",
    "الإفطار",
    "بين الوجبتين",
    "السحور",
  ]);

  // A line moved to suhoor: two meals, each with its total.
  await plate.items.first().getByTestId("plate-item-slot").selectOption("suhoor");
  const suhoorGroup = plate.plate.locator('[data-testid=plate-group][data-slot="suhoor"]');
  await expect(suhoorGroup.getByTestId("plate-item")).toHaveCount(1);
  await expect(iftarGroup.getByTestId("plate-item")).toHaveCount(3);
  await expect(page).toHaveURL(/_s%3A|_s:/);

  await page.reload();
  await expect(plate.plate.locator('[data-slot="suhoor"] [data-testid=plate-item]')).toHaveCount(1);
  await expect(plate.plate.locator('[data-slot="iftar"] [data-testid=plate-item]')).toHaveCount(3);

  // The link opens the same split plate on another device (a fresh context).
  const link = page.url();
  const other = await browser.newContext();
  const second = await other.newPage();
  await second.clock.setFixedTime(IN_RAMADAN);
  await second.goto(link);
  const secondPlate = new PlatePage(second);
  await expect(
    secondPlate.plate.locator('[data-slot="suhoor"] [data-testid=plate-item]'),
  ).toHaveCount(1);
  await expect(
    secondPlate.plate.locator('[data-slot="iftar"] [data-testid=plate-item]'),
  ).toHaveCount(3);
  await other.close();
});

test("outside Ramadan: no iftar starts, the day's meals are breakfast, lunch and dinner; an older link still opens", async ({
  page,
}) => {
  await page.clock.setFixedTime(OUTSIDE);
  const calc = new CalculatorPage(page);
  await calc.open(
    "",
    `?p=${encodeURIComponent("250:بازين")}&p=${encodeURIComponent("115:شاهي ليبي")}`,
  );
  await expect(page.getByTestId("ramadan-starts")).toHaveCount(0);
  const plate = new PlatePage(page);
  await expect(plate.items).toHaveCount(2);
  const select = plate.item("بازين").getByTestId("plate-item-slot");
  await expect(select.locator("option")).toHaveText(["بلا وجبة", "الفطور", "الغداء", "العشاء"]);
  await select.selectOption("lunch");
  const lunch = plate.plate.locator('[data-testid=plate-group][data-slot="lunch"]');
  await expect(lunch.getByRole("heading", { name: "الغداء" })).toBeVisible();
  await expect(plate.plate.locator('[data-testid=plate-group][data-slot=""]')).toContainText(
    "شاهي ليبي",
  );
  await page.reload();
  await expect(lunch.getByTestId("plate-item")).toHaveCount(1);
});

test("the plate prints on one A4 page: its meals, totals and carbohydrate portions", async ({
  page,
  browserName,
}) => {
  test.skip(browserName !== "chromium", "Chromium's PDF");
  await page.clock.setFixedTime(OUTSIDE);
  const entries = [
    "250_l:بازين",
    "115_b:شاهي ليبي",
    "60_b:خبز تنور",
    "100_b:بيض مسلوق",
    "21.3_d:تمر دقلة نور",
    "244_d:حليب كامل الدسم",
    "393_d:شربة ليبية",
  ];
  const calc = new CalculatorPage(page);
  await calc.open("", `?${entries.map((e) => `p=${encodeURIComponent(e)}`).join("&")}`);
  const plate = new PlatePage(page);
  await expect(plate.items).toHaveCount(7);
  await expect(plate.plate.getByTestId("plate-total-portions")).toBeVisible();
  await page.emulateMedia({ media: "print" });
  // Printed: the plate alone, its groups and totals; not the header, search or footer.
  await expect(page.getByRole("combobox", { name: "أدخل اسم الوجبة" })).toBeHidden();
  await expect(plate.plate.getByRole("heading", { name: "العشاء" })).toBeVisible();
  await expect(plate.plate.getByTestId("plate-total-portions")).toBeVisible();
  const pdf = await page.pdf({ format: "A4", printBackground: true });
  const pages = pdf.toString("latin1").match(/\/Type\s*\/Page[^s]/g) ?? [];
  expect(pages).toHaveLength(1);
});

test("carbohydrate portions, added sugar and the measured GI: on the calculator and the meal page, without JavaScript too", async ({
  page,
  request,
  browser,
}) => {
  const [rice] = (await apiMeals(request, "رز أبيض مطبوخ")).filter(
    (m) => m.name === "رز أبيض مطبوخ",
  );
  expect(rice?.glycaemicIndex?.length).toBeGreaterThan(0);
  const calc = new CalculatorPage(page);
  await calc.choose("رز أبيض مطبوخ");
  await calc.quantity.selectOption("2");
  const facts = page.getByTestId("carb-facts");
  const carbs = (rice!.carbohydrates * 200) / 100;
  await expect(facts.getByTestId("carb-portions")).toContainText(`(${formatNumber(carbs, 2)} غرام`);
  // 200 g of rice: about 56 g, nearest half of 56 ÷ 15 = 3.76 is 4 portions.
  expect(carbPortions(carbs)).toBe(4);
  await expect(facts.getByTestId("carb-portions")).toContainText("4 حصص");
  await expect(facts.getByTestId("carb-added-sugar")).toHaveText("لا شيء");
  await expect(facts.getByTestId("carb-gi-value")).toContainText(
    `وسيط ${rice!.glycaemicIndex!.length} قياسات`,
  );

  // The meal page renders the same facts on the server: readable with no JavaScript at all.
  const noJs = await browser.newContext({ javaScriptEnabled: false });
  const mealPage = await noJs.newPage();
  await mealPage.goto("/calculator/white-rice");
  await expect(mealPage.getByTestId("carb-facts").getByTestId("carb-portions")).toContainText(
    "حصص",
  );
  await expect(mealPage.getByTestId("carb-gi")).toBeVisible();
  // A dish no one measured shows no GI, and says why.
  await mealPage.goto("/calculator/bazeen");
  await expect(mealPage.getByTestId("carb-gi")).toHaveCount(0);
  await expect(mealPage.getByTestId("carb-facts")).toContainText("لا قياس منشورًا");
  await noJs.close();
});

test("«ماذا أكلت؟» reads the sugar of a glass of tea, and the plate's added sugar is the sum", async ({
  page,
}) => {
  await page.clock.setFixedTime(OUTSIDE);
  const calc = new CalculatorPage(page);
  await calc.open();
  await field(page).fill("كاس شاهي بزوز ملاعق سكر وقهوة بلا سكر");
  await field(page).press("Enter");
  await expect(lines(page)).toHaveCount(3);
  await expect(lines(page).nth(0)).toHaveAttribute("data-meal", "شاهي بدون سكر");
  await expect(lines(page).nth(1)).toHaveAttribute("data-meal", "سكر أبيض");
  await expect(lines(page).nth(1)).toHaveAttribute("data-grams", "8.4");
  await expect(lines(page).nth(2)).toHaveAttribute("data-meal", "قهوة عربية");
  await addLines(page);
  const plate = new PlatePage(page);
  await expect(plate.items).toHaveCount(3);
  // 8.4 g of sugar at 99.8 % added: 8.4 g, about two teaspoons.
  await expect(plate.plate.getByTestId("plate-added-sugar-amount")).toContainText("8.4 غرام");
  await expect(plate.plate.getByTestId("plate-added-sugar-amount")).toContainText(
    "ملعقتان صغيرتان",
  );
  // Each line: its carbohydrate in portions and grams, fibre and sugars beside.
  await expect(plate.item("سكر أبيض").getByTestId("plate-item-carbs")).toContainText(
    "الكربوهيدرات: نصف حصة (8 غرامات)",
  );
  await expect(plate.item("سكر أبيض").getByTestId("plate-item-carbs")).toContainText(
    "السكريات 8.4 غرام",
  );
});
