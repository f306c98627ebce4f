import { expect, type Page } from "@playwright/test";

/** Scrolls an article's tool into view and waits for its island to load. */
export async function openTool(page: Page, path: "/Blog1" | "/Blog2") {
  const tool = path === "/Blog1" ? "energy-needs" : "macro-split";
  await page.goto(path);
  await page.locator(`[data-part="${tool}"]`).scrollIntoViewIfNeeded();
  // The tool's code is fetched when it nears the screen, then hydrated: on the 2-core machine
  // under the whole suite that has taken more than the 7 s a plain assertion waits.
  await expect(page.locator(`[data-part="${tool}"][data-loaded]`)).toBeAttached({
    timeout: 20_000,
  });
}

export interface EnergyInputs {
  sex: "امرأة" | "رجل";
  age: string;
  weight: string;
  height: string;
  activity: "sedentary" | "moderate" | "high" | "veryHigh";
  pace?: "0.25" | "0.5" | "0.75";
}

/** The hand-worked example of the energy-needs article: a woman of 30, 70 kg, 165 cm. */
export const woman = {
  sex: "امرأة",
  age: "30",
  weight: "70",
  height: "165",
  activity: "moderate",
} as const;

export async function fillEnergy(page: Page, v: EnergyInputs) {
  await page.getByLabel(v.sex, { exact: true }).check();
  await page.getByLabel("العمر (بالسنوات)").fill(v.age);
  await page.getByLabel("الوزن (كغ)").fill(v.weight);
  await page.getByLabel("الطول (سم)").fill(v.height);
  await page.getByLabel("مستوى النشاط").selectOption(v.activity);
  if (v.pace) await page.getByLabel(`${v.pace} كغ في الأسبوع`).check();
  await page.getByRole("button", { name: "احسب احتياجي" }).click();
}
