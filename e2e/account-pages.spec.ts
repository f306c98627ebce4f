import { expect, test, type Page } from "@playwright/test";
import { failingSiteUrl } from "./support/ports";

// The pages the app stores ask of an app's site: /privacy and /delete-account, static, in the
// sitemap and the footer of every page, and a deletion request that works without JavaScript.

test("both pages are linked from every page's footer and listed in the sitemap", async ({
  page,
  request,
}) => {
  for (const path of ["/", "/calculator/bazeen", "/Quiz"]) {
    await page.goto(path);
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("link", { name: "سياسة الخصوصية" })).toHaveAttribute(
      "href",
      "/privacy",
    );
    await expect(footer.getByRole("link", { name: "حذف الحساب" })).toHaveAttribute(
      "href",
      "/delete-account",
    );
  }
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).toContain("/privacy</loc>");
  expect(sitemap).toContain("/delete-account</loc>");
});

test("/privacy says what is kept where, what stays on the device, and the app's policy", async ({
  page,
}) => {
  await page.goto("/privacy");
  await expect(page.getByRole("heading", { level: 1, name: "سياسة الخصوصية" })).toBeVisible();
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { name: "ما يحفظه الموقع" })).toBeVisible();
  await expect(main.getByRole("heading", { name: "ما يبقى على جهازك فقط" })).toBeVisible();
  await expect(main).toContainText("لا يضع الموقع أي ملف تعريف ارتباط");
  await expect(main.getByRole("heading", { name: /سياسة خصوصية تطبيق/ })).toBeVisible();
  // It sets no cookie itself.
  expect(await page.context().cookies()).toEqual([]);
});

async function fillRequest(page: Page, values: { name?: string; phone?: string; note?: string }) {
  const form = page.getByRole("form", { name: "طلب حذف الحساب" });
  if (values.name !== undefined) await form.getByLabel(/^الاسم/).fill(values.name);
  if (values.phone !== undefined)
    await form.getByLabel("رقم الهاتف المسجّل في الحساب").fill(values.phone);
  if (values.note !== undefined) await form.getByLabel("ملاحظة (اختياري)").fill(values.note);
  await form.getByRole("button", { name: "أرسل طلب الحذف" }).click();
  return form;
}

for (const javaScriptEnabled of [false, true]) {
  test.describe(`a deletion request ${javaScriptEnabled ? "with" : "without"} JavaScript`, () => {
    test.use({ javaScriptEnabled });

    test("is sent, and says what happens next", async ({ page }) => {
      await page.goto("/delete-account");
      await fillRequest(page, { name: "سالم", phone: "0912345678", note: "لم أعد أستعمله" });
      await expect(page.getByRole("status")).toContainText("وصلنا طلبك");
    });

    test("without the account's phone or e-mail, says so and keeps what was typed", async ({
      page,
    }) => {
      await page.goto("/delete-account");
      const form = await fillRequest(page, { name: "سالم", note: "ملاحظتي" });
      const phone = form.getByLabel("رقم الهاتف المسجّل في الحساب");
      await expect(phone).toHaveAttribute("aria-invalid", "true");
      await expect(form).toContainText("اكتب رقم الهاتف أو البريد الإلكتروني المسجّل في حسابك");
      await expect(form.getByLabel(/^الاسم/)).toHaveValue("سالم");
      await expect(form.getByLabel("ملاحظة (اختياري)")).toHaveValue("ملاحظتي");
    });
  });
}

test("when sending fails, the request keeps everything typed", async ({ page }) => {
  // The second site forwards messages to a backend that answers 500.
  await page.goto(`${failingSiteUrl}/delete-account`);
  const form = await fillRequest(page, { name: "سالم", phone: "0912345678", note: "رجاءً" });
  await expect(form.getByRole("alert")).toBeVisible();
  await expect(form.getByLabel(/^الاسم/)).toHaveValue("سالم");
  await expect(form.getByLabel("رقم الهاتف المسجّل في الحساب")).toHaveValue("0912345678");
  await expect(form.getByLabel("ملاحظة (اختياري)")).toHaveValue("رجاءً");
});
