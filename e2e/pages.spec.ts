import { expect, test, type Page } from "@playwright/test";
import { seriousAxeViolations } from "./support/axe";
import { site } from "../content/site";

// The content pages: home, /Blog and its six cards, the three articles and the quiz, against the
// built site on its embedded defaults. Expected numbers are worked by hand, not imported from
// the code under test.

/** The card link's accessible name: the visible text, then (visually hidden) the card's title. */
function cardLinkName(title: string): RegExp {
  const escaped = title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`^الذهاب للمقال\\s*:\\s*${escaped}$`);
}

async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((t) => JSON.parse(t) as Record<string, unknown>);
}

test.describe("home", () => {
  test("names the product in its <title>", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveTitle(`${site.productName}: تطبيق عربي لإنقاص الوزن وحساب السعرات`);
  });

  test("shows the slogan, the invitation to join and the health-test button", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1, name: site.slogan })).toBeVisible();
    await expect(page.getByText(/انضم إلينا وابدأ إدارة نظامك الغذائي/)).toBeVisible();
    const healthTest = page.getByRole("main").getByRole("link", { name: /اختبر صحتك/ });
    await expect(healthTest).toHaveAttribute("href", site.healthTestUrl);
    await expect(healthTest).toHaveAttribute("target", "_blank");
    await expect(healthTest).toHaveAttribute("rel", "noopener noreferrer");
  });

  // The phone project is an Android phone (Pixel 7): its join goes to its store through /app
  // (e2e/store-badges.spec.ts follows each device); a computer's to the badges.
  test("the join button leads a computer to the store badges, each link naming the page", async ({
    page,
    isMobile,
  }) => {
    await page.goto("/");
    const join = page.getByRole("link", { name: "انضم إلينا الآن" });
    if (isMobile) {
      await expect(join).toHaveAttribute("href", "/app?from=/");
      return;
    }
    await join.click();
    await expect(page).toHaveURL(/#download$/);
    const badges = page.getByRole("list", { name: "روابط تحميل التطبيق" });
    await expect(badges.getByRole("link", { name: /App Store/ })).toHaveAttribute(
      "href",
      "/ios?from=/",
    );
    await expect(badges.getByRole("link", { name: /Google Play/ })).toHaveAttribute(
      "href",
      "/android?from=/",
    );
    await expect(badges.getByRole("link", { name: /App Store/ })).toBeInViewport();
  });

  // Lazy and low where it is below the first screen (phones; from 1,280 px the hero fills the
  // screen). From 768 to 1,279 px it is the first screen's largest paint: preloaded for those
  // widths only, with a high priority. It must still arrive.
  test("shows the app screenshot, preloaded where it is on the first screen, with Arabic alt text", async ({
    page,
  }) => {
    await page.goto("/");
    const shot = page.getByRole("img", { name: /شاشة اليوم في تطبيق/ });
    await shot.scrollIntoViewIfNeeded();
    await expect(shot).toBeVisible();
    await expect(shot).toHaveAttribute("loading", "lazy");
    await expect(shot).toHaveAttribute("fetchpriority", "low");
    const preload = page.locator('head link[rel="preload"][as="image"][fetchpriority="high"]');
    await expect(preload).toHaveAttribute("media", "(min-width: 768px) and (max-width: 1279.98px)");
    await expect(shot).toHaveAttribute("width", /\d+/);
    await expect(shot).toHaveAttribute("height", /\d+/);
    await expect
      .poll(() => shot.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
  });

  test("leads to the calculator, the articles and the quiz", async ({ page }) => {
    await page.goto("/");
    const explore = page.getByRole("region", { name: "ابدأ من هنا" });
    await expect(explore.getByRole("link", { name: "افتح الحاسبة" })).toHaveAttribute(
      "href",
      "/calculator",
    );
    await explore.getByRole("link", { name: "اقرأ المقالات" }).click();
    await expect(page).toHaveURL(/\/Blog$/);
    await page.goBack();
    await page
      .getByRole("region", { name: "ابدأ من هنا" })
      .getByRole("link", { name: "اقرأ العبارات" })
      .click();
    await expect(page).toHaveURL(/\/Quiz$/);
  });

  test("describes the app as a MobileApplication, with no invented rating", async ({ page }) => {
    await page.goto("/");
    const app = (await jsonLd(page)).find((d) => d["@type"] === "MobileApplication");
    expect(app).toMatchObject({
      "@context": "https://schema.org",
      name: site.productName,
      operatingSystem: "iOS, Android",
      applicationCategory: "HealthApplication",
      inLanguage: "ar",
    });
    expect(app).not.toHaveProperty("aggregateRating");
  });
});

test.describe("/Blog", () => {
  const cards = [
    { title: "كيف تحسب السعرات الحرارية التي يحتاجها جسمك؟", path: "/Blog1" },
    { title: "كيف تحسب الماكروز: الكربوهيدرات والبروتين والدهون", path: "/Blog2" },
    { title: "الكربوهيدرات: ضارة أم ضرورية؟", path: "/Blog3" },
    { title: "ما مدى استعدادك لإنقاص وزنك؟", path: "/Quiz" },
    { title: "البروتين في وجباتنا اليومية", path: "/Blog" },
    { title: "كيف تقرأ الملصق الغذائي؟", path: "/Blog" },
  ];

  test("has six cards, each with an image, a title and a distinct 'الذهاب للمقال' link", async ({
    page,
  }) => {
    await page.goto("/Blog");
    const articles = page.getByRole("main").getByRole("article");
    await expect(articles).toHaveCount(6);
    for (const [i, card] of cards.entries()) {
      const article = articles.nth(i);
      await expect(article.getByRole("heading", { name: card.title })).toBeVisible();
      const img = article.getByRole("img");
      await expect(img).toHaveAttribute("alt", /\S/);
      await expect(img).toHaveAttribute("width", "400");
      // The first row can be above the fold, so its images are never lazy.
      await expect(img).toHaveAttribute("loading", i < 3 ? "eager" : "lazy");
      const link = article.getByRole("link", { name: cardLinkName(card.title) });
      await expect(link).toHaveAttribute("href", card.path);
      await expect(link).toContainText("الذهاب للمقال");
    }
    const names = await page
      .getByRole("link", { name: /^الذهاب للمقال/ })
      .evaluateAll((links) => links.map((a) => a.textContent));
    expect(new Set(names).size).toBe(6);
  });

  test("marks the two coming-soon cards", async ({ page }) => {
    await page.goto("/Blog");
    await expect(page.getByRole("main").getByText("قريبًا", { exact: true })).toHaveCount(2);
  });

  for (const card of cards) {
    test(`the card '${card.title}' opens ${card.path}`, async ({ page }) => {
      await page.goto("/Blog");
      await page.getByRole("link", { name: cardLinkName(card.title) }).click();
      await expect(page).toHaveURL(new RegExp(`${card.path}$`));
      const heading = card.path === "/Blog" ? "نصائح وإرشادات" : card.title;
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    });
  }
});

test.describe("/Blog1", () => {
  test("shows the activity factors in a table with caption and headers", async ({ page }) => {
    await page.goto("/Blog1");
    const table = page.getByRole("table", { name: "معاملات النشاط التي يعتمدها تطبيقنا" });
    await expect(table).toBeVisible();
    await expect(table.getByRole("columnheader")).toHaveText(["مستوى النشاط", "وصفه", "المعامل"]);
    const rows = table.locator("tbody tr");
    await expect(rows).toHaveCount(4);
    const factors = ["1.55", "1.85", "2.2", "2.4"];
    for (const [i, factor] of factors.entries()) {
      await expect(rows.nth(i).getByRole("cell").last()).toHaveText(factor);
    }
    await expect(table.getByRole("rowheader").first()).toHaveText("قليل الحركة");
  });

  test("works the example by the formula", async ({ page }) => {
    await page.goto("/Blog1");
    // Woman, 60 kg, 160 cm, 30 years: 600 + 1000 − 150 − 161 = 1289; × 1.55 = 1997.95 ≈ 1998.
    const example = page.getByRole("region", { name: "مثال محسوب" });
    await expect(example).toContainText("10 × 60 = 600");
    await expect(example).toContainText("6.25 × 160 = 1,000");
    await expect(example).toContainText("600 + 1,000 − 150 − 161 = 1,289");
    await expect(example).toContainText("1,289 × 1.55 = 1,997.95 ≈ 1,998");
    // Eating 1500 kcal: a deficit of 1998 − 1500 = 498 kcal.
    await expect(example).toContainText("كان العجز 498 سعرة");
    // Man, 80 kg, 180 cm, 40 years, moderate: 800 + 1125 − 200 + 5 = 1730; × 1.85 = 3200.5.
    const second = page.getByRole("region", { name: "مثال ثانٍ" });
    await expect(second).toContainText("1,730 × 1.85 = 3,200.5 ≈ 3,201");
  });

  test("offers the app's calculator through the store badges and a way back", async ({ page }) => {
    await page.goto("/Blog1");
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: /App Store/ })).toHaveAttribute(
      "href",
      "/ios?from=/Blog1",
    );
    await expect(main.getByRole("link", { name: /Google Play/ })).toHaveAttribute(
      "href",
      "/android?from=/Blog1",
    );
    await main.getByRole("link", { name: "العودة إلى نصائح وإرشادات" }).first().click();
    await expect(page).toHaveURL(/\/Blog$/);
  });
});

test.describe("/Blog2", () => {
  test("turns 2000 kcal into grams: 250 g, 125 g and about 55.6 g", async ({ page }) => {
    await page.goto("/Blog2");
    // 1000 kcal ÷ 4 = 250 g; 500 ÷ 4 = 125 g; 500 ÷ 9 = 55.56 g.
    const table = page.getByRole("table", { name: "توزيع 2,000 سعرة على المغذيات الكبرى" });
    await expect(table.getByRole("columnheader")).toHaveText([
      "المغذي",
      "النسبة",
      "السعرات",
      "الغرامات",
    ]);
    await expect(table.getByRole("row", { name: /الكربوهيدرات/ })).toContainText("250 غرامًا");
    await expect(table.getByRole("row", { name: /البروتين/ })).toContainText("125 غرامًا");
    await expect(table.getByRole("row", { name: /الدهون/ })).toContainText("55.6 غرام");
    await expect(page.getByRole("region", { name: /مثال: 2,000 سعرة/ })).toContainText(
      "500 ÷ 9 ≈ 55.6 غرام",
    );
    const perGram = page.getByRole("table", { name: "السعرات في غرام واحد من كل مغذٍّ" });
    await expect(perGram.getByRole("cell")).toHaveText(["4", "4", "9"]);
  });
});

test.describe("/Blog3", () => {
  test("compares simple and complex carbohydrates in a real table", async ({ page }) => {
    await page.goto("/Blog3");
    const table = page.getByRole("table", { name: "مقارنة بين الكربوهيدرات البسيطة والمعقدة" });
    await expect(table.getByRole("columnheader")).toHaveText([
      "وجه المقارنة",
      "الكربوهيدرات البسيطة",
      "الكربوهيدرات المعقدة",
    ]);
    await expect(table.getByRole("rowheader")).toHaveCount(5);
    // The examples agree with the measured GI: barley and legumes slow, refined starches fast.
    await expect(table.getByRole("row", { name: /أمثلة بطيئة/ })).toContainText("الشعير (28)");
    await expect(table.getByRole("row", { name: /أمثلة سريعة/ })).toContainText("الرز الأبيض (73)");
    await expect(table.getByRole("row", { name: /أمثلة سريعة/ })).toContainText(
      "الكسكسي متوسط (65)",
    );
  });
});

test.describe("articles", () => {
  for (const path of ["/Blog1", "/Blog2", "/Blog3"]) {
    test(`${path} carries Article structured data and the medical note`, async ({ page }) => {
      await page.goto(path);
      const article = (await jsonLd(page)).find((d) => d["@type"] === "Article");
      const h1 = await page.getByRole("heading", { level: 1 }).textContent();
      expect(article).toMatchObject({
        headline: h1,
        inLanguage: "ar",
        author: { "@type": "Organization", name: site.productName },
        publisher: { "@type": "Organization", name: site.productName },
        datePublished: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        mainEntityOfPage: { "@id": `${site.siteUrl}${path}` },
      });
      await expect(page.getByRole("complementary", { name: "تنبيه" })).toContainText(
        "ليست نصيحة طبية",
      );
    });
  }
});

test.describe("/Quiz", () => {
  test("steps through ten statements with progress from 10 % to 100 %", async ({ page }) => {
    await page.goto("/Quiz");
    const progress = page.getByRole("progressbar", { name: "التقدم في العبارات" });
    const previous = page.getByRole("button", { name: "السابق" });
    const next = page.getByRole("button", { name: "التالي" });
    await expect(progress).toHaveAttribute("aria-valuemin", "0");
    await expect(progress).toHaveAttribute("aria-valuemax", "100");
    await expect(previous).toBeDisabled();
    for (let step = 1; step <= 10; step++) {
      await expect(progress).toHaveAttribute("aria-valuenow", String(step * 10));
      await expect(progress).toHaveAttribute(
        "aria-valuetext",
        `العبارة ${step} من 10 (${step * 10}%)`,
      );
      if (step < 10) {
        await expect(next).toBeEnabled();
        await next.click();
      }
    }
    // The product's spec: «التالي» is disabled on the tenth statement.
    await expect(next).toBeDisabled();
    await expect(previous).toBeEnabled();
    for (let step = 10; step > 1; step--) await previous.click();
    await expect(progress).toHaveAttribute("aria-valuenow", "10");
    await expect(previous).toBeDisabled();
  });

  test("keeps keyboard focus in the quiz when «التالي» becomes disabled on the last statement", async ({
    page,
  }) => {
    await page.goto("/Quiz");
    const next = page.getByRole("button", { name: "التالي" });
    await next.focus();
    for (let i = 0; i < 9; i++) await page.keyboard.press("Enter");
    await expect(next).toBeDisabled();
    await expect(page.getByText("العبارة 10 من 10", { exact: true })).toBeVisible();
    await expect(page.getByRole("checkbox", { name: "صح" })).toBeFocused();
  });

  test("shows a new statement at each step", async ({ page }) => {
    await page.goto("/Quiz");
    const group = page.getByRole("group");
    const first = await group.locator("legend").textContent();
    await page.getByRole("button", { name: "التالي" }).click();
    await expect(group.locator("legend")).not.toHaveText(first ?? "");
    await expect(group.locator("legend")).toHaveText(/\S/);
  });

  test("offers two labelled checkboxes; checking one unchecks the other", async ({ page }) => {
    await page.goto("/Quiz");
    const yes = page.getByRole("checkbox", { name: "صح" });
    const no = page.getByRole("checkbox", { name: "خطأ" });
    await expect(yes).not.toBeChecked();
    await expect(no).not.toBeChecked();
    await yes.check();
    await expect(yes).toBeChecked();
    await no.check();
    await expect(no).toBeChecked();
    await expect(yes).not.toBeChecked();
    await no.uncheck();
    await expect(no).not.toBeChecked();
  });

  test("keeps an answer while stepping back, but stores and sends nothing", async ({ page }) => {
    const sent: string[] = [];
    page.on("request", (r) => {
      if (r.method() !== "GET") sent.push(`${r.method()} ${r.url()}`);
    });
    await page.goto("/Quiz");
    await page.getByRole("checkbox", { name: "خطأ" }).check();
    await page.getByRole("button", { name: "التالي" }).click();
    await expect(page.getByRole("checkbox", { name: "خطأ" })).not.toBeChecked();
    await page.getByRole("button", { name: "السابق" }).click();
    await expect(page.getByRole("checkbox", { name: "خطأ" })).toBeChecked();
    const stored = await page.evaluate(() => localStorage.length + sessionStorage.length);
    expect(stored).toBe(0);
    expect(sent).toEqual([]);
    await expect(page.getByText(/نتيجتك|درجتك/)).toHaveCount(0);
  });
});

test.describe("accessibility", () => {
  for (const path of ["/", "/Blog", "/Blog1", "/Blog2", "/Blog3", "/Quiz"]) {
    test(`${path} has no serious or critical axe violation`, async ({ page }) => {
      await page.goto(path);
      expect(await seriousAxeViolations(page)).toEqual([]);
    });
  }
});
