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
