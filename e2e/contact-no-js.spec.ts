import Database from "better-sqlite3";
import { expect, test, type Page } from "@playwright/test";

// The contact form before (or without) its JavaScript: a plain form posted to its Server
// Action, which receives the message through the same function as POST /api/contact. The
// site stores in SQLite (.data/e2e), read here as the other contact tests do. The honeypot
// is tested on all three doors: no JavaScript, with JavaScript, and the API.

const SUCCESS = "تم الارسال بنجاح";
const FAILURE = "حدث خطأ ما";

const uniqueMarker = (name: string) =>
  `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

function storedMessages(marker: string) {
  const db = new Database(".data/e2e/messages.sqlite", { readonly: true });
  try {
    return db
      .prepare("SELECT name, email, phone, message FROM messages WHERE message LIKE ?")
      .all(`%${marker}`);
  } finally {
    db.close();
  }
}

function fields(page: Page) {
  const form = page.getByRole("form", { name: "تواصل معنا" });
  return {
    form,
    name: form.getByLabel("الاسم"),
    email: form.getByLabel("البريد الإلكتروني"),
    phone: form.getByLabel("رقم الهاتف"),
    message: form.getByLabel("رسالتك"),
    submit: form.getByRole("button", { name: "إرسال", exact: true }),
    honeypot: page.locator("#contact-website"),
  };
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a message sent from a page is stored and the page says so", async ({ page }) => {
    const marker = uniqueMarker("no-js");
    await page.goto("/Blog2");
    const f = fields(page);
    await f.name.fill("سالم الورفلي");
    await f.email.fill("salem@example.ly");
    await f.phone.fill("٠٩١٢٣٤٥٦٧٨");
    await f.message.fill(`سؤال بلا جافاسكربت ${marker}`);
    const answer = page.waitForResponse(
      (r) => r.request().method() === "POST" && new URL(r.url()).pathname === "/Blog2",
    );
    await f.submit.click();
    expect((await answer).status()).toBe(200);

    // The same page comes back, scrolled to the form, with the seed's success text.
    await expect(page).toHaveURL(/\/Blog2#contact$/);
    await expect(f.form.getByRole("status")).toHaveText(SUCCESS);
    await expect(f.form).toBeInViewport();
    await expect(f.name).toHaveValue("");
    expect(storedMessages(marker)).toEqual([
      {
        name: "سالم الورفلي",
        email: "salem@example.ly",
        phone: "0912345678",
        message: `سؤال بلا جافاسكربت ${marker}`,
      },
    ]);
  });

  test("invalid fields come back with their errors and what was typed", async ({ page }) => {
    const marker = uniqueMarker("no-js-invalid");
    await page.goto("/");
    const f = fields(page);
    await f.email.fill("not-an-address");
    await f.phone.fill("09x1");
    await f.message.fill(`رسالة ناقصة ${marker}`);
    await f.submit.click();

    await expect(f.form.getByRole("alert")).toHaveText(FAILURE);
    await expect(f.form.getByText("يرجى كتابة الاسم.")).toBeVisible();
    await expect(
      f.form.getByText("يتكون رقم الهاتف من أرقام فقط، ويمكن أن يبدأ بعلامة +."),
    ).toBeVisible();
    await expect(f.form.getByText(/البريد الإلكتروني غير صحيح/)).toBeVisible();
    await expect(f.name).toHaveAttribute("aria-invalid", "true");
    await expect(f.name).toHaveAccessibleDescription("يرجى كتابة الاسم.");
    await expect(f.message).toHaveAttribute("aria-invalid", "false");
    // Every field keeps what the visitor typed.
    await expect(f.name).toHaveValue("");
    await expect(f.email).toHaveValue("not-an-address");
    await expect(f.phone).toHaveValue("09x1");
    await expect(f.message).toHaveValue(`رسالة ناقصة ${marker}`);
    expect(storedMessages(marker)).toEqual([]);
  });

  test("a bot that fills the honeypot is told it succeeded and nothing is stored", async ({
    page,
  }) => {
    const marker = uniqueMarker("no-js-bot");
    await page.goto("/");
    const f = fields(page);
    await f.name.fill("Bot");
    await f.phone.fill("0912345678");
    await f.message.fill(`spam ${marker}`);
    await f.honeypot.fill("https://spam.example");
    await f.submit.click();
    await expect(f.form.getByRole("status")).toHaveText(SUCCESS);
    expect(storedMessages(marker)).toEqual([]);
  });
});

test("the honeypot is hidden from people and from assistive technology", async ({ page }) => {
  await page.goto("/");
  const f = fields(page);
  // Only the four real fields are in the accessibility tree, and Tab never reaches the trap.
  await expect(f.form.getByRole("textbox")).toHaveCount(4);
  await expect(f.honeypot).toHaveAttribute("tabindex", "-1");
  // Its box clips it to one transparent pixel.
  const trap = f.honeypot.locator("..");
  const box = await trap.boundingBox();
  expect((box?.width ?? 0) * (box?.height ?? 0)).toBeLessThanOrEqual(1);
  expect(await trap.evaluate((el) => getComputedStyle(el).overflow)).toBe("hidden");
  expect(await f.honeypot.evaluate((el) => getComputedStyle(el.parentElement!).opacity)).toBe("0");
});

test("with JavaScript, a filled honeypot shows the success toast and stores nothing", async ({
  page,
}) => {
  const marker = uniqueMarker("js-bot");
  await page.goto("/");
  const f = fields(page);
  await f.name.fill("Bot");
  await f.phone.fill("0912345678");
  await f.message.fill(`spam ${marker}`);
  await f.honeypot.fill("https://spam.example");
  const answer = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/contact");
  await f.submit.click();
  const response = await answer;
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ success: true });
  await expect(page.getByText(SUCCESS)).toBeVisible({ timeout: 4_000 });
  expect(storedMessages(marker)).toEqual([]);
});

test("POST /api/contact with a filled honeypot answers success and stores nothing", async ({
  request,
}) => {
  const marker = uniqueMarker("api-bot");
  const response = await request.post("/api/contact", {
    data: {
      data: { name: "Bot", email: "", phone: "0912345678", message: `spam ${marker}` },
      website: "https://spam.example",
    },
  });
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ success: true });
  expect(storedMessages(marker)).toEqual([]);
});
