import Database from "better-sqlite3";
import { expect, test, type Page } from "@playwright/test";

// A message written without a connection is kept on the device and sent when the connection
// returns (the `online` event, or a later page load), stored exactly once thanks to the
// idempotency key its browser gave it. Against the real route handler and its SQLite file.

const FAILURE = "حدث خطأ ما";
const KEPT = "رسالتك محفوظة على هذا الجهاز، وسنرسلها عندما يعود الاتصال.";
const SUCCESS = "تم الارسال بنجاح";

const uniqueMarker = (name: string) =>
  `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

function storedCount(marker: string): number {
  const db = new Database(".data/e2e/messages.sqlite", { readonly: true });
  try {
    return db
      .prepare("SELECT COUNT(*) FROM messages WHERE message LIKE ?")
      .pluck()
      .get(`%${marker}`) as number;
  } finally {
    db.close();
  }
}

const outbox = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem("mizan:contact-outbox") ?? "[]").length);

/** Fills the form and waits until its checks and the toaster have arrived, as a visitor would. */
async function fillValid(page: Page, marker: string) {
  const form = page.getByRole("form", { name: "تواصل معنا" });
  await form.getByLabel("الاسم").fill("سالم الورفلي");
  await form.getByLabel("رقم الهاتف").fill("0912345678");
  await form.getByLabel("رسالتك").fill(`رسالة بلا اتصال ${marker}`);
  await page.waitForLoadState("networkidle");
  return form;
}

test("a message sent offline shows the error and the kept line, then is stored once when the connection returns", async ({
  page,
  context,
}) => {
  const marker = uniqueMarker("offline");
  await page.goto("/");
  const form = await fillValid(page, marker);
  await context.setOffline(true);
  await form.getByRole("button", { name: "إرسال", exact: true }).click();

  await expect(page.getByText(FAILURE)).toBeVisible();
  await expect(page.getByText(KEPT)).toBeVisible();
  await expect(form.getByLabel("رسالتك")).toHaveValue(`رسالة بلا اتصال ${marker}`);
  expect(await outbox(page)).toBe(1);
  expect(storedCount(marker)).toBe(0);

  await context.setOffline(false);
  await expect(page.getByText(SUCCESS)).toBeVisible({ timeout: 10_000 });
  await expect.poll(() => storedCount(marker)).toBe(1);
  expect(await outbox(page)).toBe(0);
  await expect(form.getByLabel("رسالتك")).toHaveValue("");

  // Another online event and a reload send nothing more.
  await page.evaluate(() => window.dispatchEvent(new Event("online")));
  await page.reload();
  await page.waitForLoadState("networkidle");
  expect(storedCount(marker)).toBe(1);
});

test("a message kept offline is sent on a later visit, once", async ({ page, context }) => {
  const marker = uniqueMarker("offline-visit");
  await page.goto("/Blog");
  const form = await fillValid(page, marker);
  await context.setOffline(true);
  await form.getByRole("button", { name: "إرسال", exact: true }).click();
  await expect(page.getByText(KEPT)).toBeVisible();
  // The visitor leaves while still offline; the connection returns with no page open.
  await page.close();
  await context.setOffline(false);
  expect(storedCount(marker)).toBe(0);

  const later = await context.newPage();
  await later.goto("/Quiz");
  await expect.poll(() => storedCount(marker), { timeout: 10_000 }).toBe(1);
  await expect(later.getByText(SUCCESS)).toBeVisible();
  expect(await outbox(later)).toBe(0);
  await later.reload();
  await later.waitForLoadState("networkidle");
  expect(storedCount(marker)).toBe(1);
});

test("a message stored whose answer was lost is retried under its key and not stored twice", async ({
  page,
}) => {
  const marker = uniqueMarker("lost-answer");
  await page.goto("/");
  const form = await fillValid(page, marker);
  // The request reaches the server, which stores the message, but the answer never arrives.
  let lost = 0;
  await page.route("**/api/contact", async (route) => {
    if (lost++ > 0) return route.continue();
    await route.fetch();
    await route.abort("internetdisconnected");
  });
  await form.getByRole("button", { name: "إرسال", exact: true }).click();
  await expect(page.getByText(KEPT)).toBeVisible();
  expect(storedCount(marker)).toBe(1);
  expect(await outbox(page)).toBe(1);

  // On the next load the kept message goes again with the same key: success, nothing stored.
  const retried = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/contact");
  await page.reload();
  const answer = await retried;
  expect(answer.status()).toBe(200);
  expect(JSON.parse(answer.request().postData() ?? "{}").key).toMatch(/^[0-9a-f-]{36}$/);
  await expect.poll(() => outbox(page)).toBe(0);
  expect(storedCount(marker)).toBe(1);
});

test("offline before the form's checks arrived, the message is kept unchecked and the server checks it when the connection returns", async ({
  page,
  context,
}) => {
  const marker = uniqueMarker("unchecked");
  // A long page: the form, at its end, has not come near, so its checks have not loaded.
  await page.goto("/Blog3");
  await page.waitForLoadState("networkidle");
  await context.setOffline(true);
  const form = page.getByRole("form", { name: "تواصل معنا" });
  await form.getByLabel("الاسم").fill("سالم الورفلي");
  // Arabic-Indic digits: the browser's checks would have written them as 0912345678.
  await form.getByLabel("رقم الهاتف").fill("٠٩١٢٣٤٥٦٧٨");
  await form.getByLabel("رسالتك").fill(`رسالة قبل وصول التحقق ${marker}`);
  await form.getByRole("button", { name: "إرسال", exact: true }).click();

  await expect(page.getByText(KEPT)).toBeVisible();
  const kept = await page.evaluate(() => JSON.parse(localStorage.getItem("mizan:contact-outbox")!));
  expect(kept).toHaveLength(1);
  expect(kept[0].message.phone).toBe("٠٩١٢٣٤٥٦٧٨");

  await context.setOffline(false);
  await expect.poll(() => storedCount(marker), { timeout: 10_000 }).toBe(1);
  await expect(page.getByText(SUCCESS)).toBeVisible();
  expect(await outbox(page)).toBe(0);
  const db = new Database(".data/e2e/messages.sqlite", { readonly: true });
  try {
    const phone = db.prepare("SELECT phone FROM messages WHERE message LIKE ?").pluck();
    expect(phone.get(`%${marker}`)).toBe("0912345678");
  } finally {
    db.close();
  }
});

test("a kept message the server refuses comes back into the form on the next visit with its errors, never dropped unseen", async ({
  page,
}) => {
  const marker = uniqueMarker("refused");
  // The outbox is written from a page of the site that runs no script of ours, so no page
  // sends it before the visit under test.
  await page.goto("/robots.txt");
  // Kept on an earlier visit without the browser's checks: the phone number is not one.
  await page.evaluate((text) => {
    const entry = {
      key: "0f1e2d3c-4b5a-4968-8776-a5b4c3d2e1f0",
      message: { name: "سالم", phone: "12", message: text },
      honeypot: "",
      keptAt: new Date().toISOString(),
    };
    localStorage.setItem("mizan:contact-outbox", JSON.stringify([entry]));
  }, `رسالة مرفوضة ${marker}`);
  const refusal = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/contact");
  await page.goto("/Blog");
  expect((await refusal).status()).toBe(400);

  const form = page.getByRole("form", { name: "تواصل معنا" });
  await expect(form.getByLabel("رسالتك")).toHaveValue(`رسالة مرفوضة ${marker}`);
  await expect(form.getByLabel("الاسم")).toHaveValue("سالم");
  await expect(form.getByLabel("رقم الهاتف")).toHaveValue("12");
  await expect(form.getByLabel("رقم الهاتف")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText(FAILURE)).toBeVisible();
  await expect(page.getByText(/لم تُقبل رسالتك المحفوظة/)).toBeVisible();
  expect(await outbox(page)).toBe(0);
  expect(storedCount(marker)).toBe(0);
});
