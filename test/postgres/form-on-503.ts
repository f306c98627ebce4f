// The contact form in Chromium against a site whose database is down: the API's 503 shows the
// error toast and every field keeps what was typed.
import { chromium } from "@playwright/test";
import chromiumSettings from "../../scripts/chromium.json";

const FAILURE = "حدث خطأ ما";

export async function checkFormKeepsFieldsOn503(siteUrl: string): Promise<void> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? chromiumSettings.path,
    args: chromiumSettings.args,
  });
  try {
    const page = await browser.newPage({ locale: "ar-LY" });
    await page.goto(`${siteUrl}/`);
    const form = page.getByRole("form", { name: "تواصل معنا" });
    const values = {
      الاسم: "سالم الورفلي",
      "البريد الإلكتروني": "salem@example.ly",
      "رقم الهاتف": "٠٩١٢٣٤٥٦٧٨",
      رسالتك: "سؤال والقاعدة متوقفة",
    };
    for (const [label, value] of Object.entries(values)) await form.getByLabel(label).fill(value);
    const answer = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/contact");
    await form.getByRole("button", { name: "إرسال", exact: true }).click();
    const status = (await answer).status();
    if (status !== 503) throw new Error(`the contact API answered ${status}, not 503`);
    await page.getByText(FAILURE).waitFor({ state: "visible", timeout: 7_000 });
    // Past the success path's clearing time (3 s), nothing is lost.
    await page.waitForTimeout(3_200);
    for (const [label, value] of Object.entries(values)) {
      const kept = await form.getByLabel(label).inputValue();
      if (kept !== value) throw new Error(`${label} lost its text on a 503: "${kept}"`);
    }
  } finally {
    await browser.close();
  }
}
