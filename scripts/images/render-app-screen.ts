// Draws the app's daily screen (the home page's "screenshot") as HTML and SVG, and renders it
// with Debian's Chromium to public/images/home/app-screen.png; next/image then serves it as
// AVIF/WebP. Rendering in a browser embeds the Tajawal glyphs in the picture, which an SVG
// loaded through <img> could not do. Every nutrition figure on the screen is computed here from
// the shared food table (../shared/data/nutrients/foods.csv), never typed by hand.
//
// Run after changing the screen or the food table: npm run images:app-screen
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { chromium } from "@playwright/test";
import { formatNumber } from "@/lib/format/number";
import { macroGrams } from "@/lib/nutrition/macro-grams";
import chromiumSettings from "../chromium.json";
import { parseCsv } from "../usda/parse-csv";

const root = resolve(__dirname, "../..");
const foodsCsv = resolve(root, "../shared/data/nutrients/foods.csv");
const output = resolve(root, "public/images/home/app-screen.png");
const fontDir = resolve(root, "node_modules/@fontsource/tajawal/files");

interface Food {
  kcal: number;
  protein: number;
  fat: number;
  carbs: number;
}

const columns = ["dataset", "source_id", "energy_kcal", "protein_g", "fat_g", "carbohydrate_g"];

function loadFoods(ids: readonly string[]): Map<string, Food> {
  const { header, records } = parseCsv(readFileSync(foodsCsv, "utf8"));
  for (const column of columns) {
    if (!header.includes(column)) throw new Error(`column ${column} missing from ${foodsCsv}`);
  }
  const foods = new Map<string, Food>();
  for (const row of records) {
    const id = row.source_id ?? "";
    if (row.dataset !== "usda_sr28" || !ids.includes(id)) continue;
    foods.set(id, {
      kcal: Number(row.energy_kcal),
      protein: Number(row.protein_g),
      fat: Number(row.fat_g),
      carbs: Number(row.carbohydrate_g),
    });
  }
  for (const id of ids) if (!foods.has(id)) throw new Error(`food ${id} not in ${foodsCsv}`);
  return foods;
}

// The day shown: SR28 foods (NDB numbers) and grams eaten.
const meals = [
  {
    name: "الفطور",
    items: [
      { id: "01129", name: "بيض مسلوق", grams: 100 },
      { id: "18075", name: "خبز قمح كامل", grams: 60 },
    ],
  },
  {
    name: "الغداء",
    items: [
      { id: "20045", name: "أرز أبيض مطبوخ", grams: 150 },
      { id: "05064", name: "صدر دجاج مشوي", grams: 120 },
    ],
  },
  {
    name: "وجبة خفيفة",
    items: [
      { id: "09087", name: "تمر", grams: 30 },
      { id: "01117", name: "زبادي قليل الدسم", grams: 150 },
    ],
  },
] as const;

const targetKcal = 1800;

const foods = loadFoods(meals.flatMap((m) => m.items.map((i) => i.id)));
const scaled = (id: string, grams: number, key: keyof Food) =>
  ((foods.get(id)?.[key] ?? NaN) * grams) / 100;
const mealTotals = meals.map((m) => ({
  ...m,
  kcal: m.items.reduce((s, i) => s + scaled(i.id, i.grams, "kcal"), 0),
}));
const day = (key: keyof Food) =>
  meals.reduce((s, m) => s + m.items.reduce((t, i) => t + scaled(i.id, i.grams, key), 0), 0);
const eaten = day("kcal");
const remaining = targetKcal - eaten;
const targets = macroGrams(targetKcal);
const targetGrams = (macro: string) => targets.find((t) => t.macro === macro)?.grams ?? NaN;
const macroRows = [
  {
    label: "الكربوهيدرات",
    eaten: day("carbs"),
    target: targetGrams("carbohydrates"),
    color: "#28a891",
  },
  { label: "البروتين", eaten: day("protein"), target: targetGrams("protein"), color: "#f59e0b" },
  { label: "الدهون", eaten: day("fat"), target: targetGrams("fat"), color: "#6366f1" },
];

const n = (v: number) => formatNumber(v, 0);
const ringLength = 2 * Math.PI * 70;
const ringFilled = (ringLength * Math.min(eaten, targetKcal)) / targetKcal;

/** Inlined as a data URL: a page set with setContent may not load file:// fonts. */
const font = (name: string) =>
  `url(data:font/woff2;base64,${readFileSync(resolve(fontDir, `tajawal-${name}-normal.woff2`)).toString("base64")})`;

const html = `<!doctype html>
<html lang="ar" dir="rtl"><head><meta charset="utf-8"><style>
@font-face { font-family: T; src: ${font("arabic-400")}; font-weight: 400; }
@font-face { font-family: T; src: ${font("arabic-700")}; font-weight: 700; }
@font-face { font-family: TL; src: ${font("latin-400")}; font-weight: 400; }
@font-face { font-family: TL; src: ${font("latin-700")}; font-weight: 700; }
* { box-sizing: border-box; margin: 0; padding: 0; }
body { background: transparent; font-family: T, TL, sans-serif; color: #1e293b; }
#phone { width: 320px; height: 680px; padding: 10px; border-radius: 46px; background: #0f172a; }
.screen { position: relative; height: 100%; border-radius: 37px; background: #f3faf8; overflow: hidden; padding: 14px 18px; }
.status { display: flex; justify-content: space-between; font: 700 13px TL, T; direction: ltr; color: #0f172a; padding: 0 10px; }
.notch { position: absolute; top: 10px; left: 50%; width: 90px; height: 24px; margin-left: -45px; border-radius: 14px; background: #0f172a; }
header { display: flex; justify-content: space-between; align-items: center; margin-top: 14px; }
h1 { font-size: 22px; font-weight: 700; color: #092a27; }
.date { font-size: 12px; color: #64748b; margin-top: 2px; }
.avatar { width: 36px; height: 36px; border-radius: 50%; background: #28a891; color: #fff; display: grid; place-items: center; font-weight: 700; }
.card { background: #fff; border-radius: 20px; padding: 14px; margin-top: 12px; box-shadow: 0 2px 8px rgba(15,23,42,.06); }
.ring { display: flex; align-items: center; justify-content: space-between; }
.ring .side { text-align: center; width: 70px; }
.ring .side b { display: block; font-size: 17px; color: #0f172a; }
.ring .side span { font-size: 11px; color: #64748b; }
.ring .mid { position: relative; width: 128px; height: 128px; }
.ring .mid div { position: absolute; inset: 0; display: flex; flex-direction: column; align-items: center; justify-content: center; }
.ring .mid b { font-size: 28px; color: #1c6c60; line-height: 1.1; }
.ring .mid span { font-size: 11px; color: #64748b; }
.macro { margin-top: 9px; } .macro:first-child { margin-top: 0; }
.macro .row { display: flex; justify-content: space-between; font-size: 12px; }
.macro .row span:last-child { color: #64748b; }
.bar { height: 7px; border-radius: 4px; background: #e2e8f0; margin-top: 4px; overflow: hidden; }
.bar i { display: block; height: 100%; border-radius: 4px; }
h2 { font-size: 14px; font-weight: 700; margin-top: 14px; color: #092a27; }
.meal { display: flex; align-items: center; gap: 10px; background: #fff; border-radius: 16px; padding: 9px 12px; margin-top: 7px; }
.meal .icon { width: 32px; height: 32px; border-radius: 10px; background: #d4f4ec; display: grid; place-items: center; }
.meal .txt { flex: 1; min-width: 0; }
.meal .txt b { font-size: 13px; display: block; }
.meal .txt span { font-size: 11px; color: #64748b; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; display: block; }
.meal .kcal { font-size: 13px; font-weight: 700; color: #1c6c60; white-space: nowrap; }
.meal.empty { border: 1.5px dashed #76d5c2; background: transparent; }
.meal.empty .plus { width: 28px; height: 28px; border-radius: 50%; background: #1c6c60; color: #fff; display: grid; place-items: center; font-size: 20px; line-height: 1; }
</style></head><body>
<div id="phone"><div class="screen">
  <div class="notch"></div>
  <div class="status"><span>9:41</span><span>●●● 100%</span></div>
  <header>
    <div><h1>يومك</h1><p class="date">ملخص ما أكلته اليوم</p></div>
    <div class="avatar">س</div>
  </header>
  <section class="card ring">
    <div class="side"><b>${n(eaten)}</b><span>أكلت</span></div>
    <div class="mid">
      <svg width="128" height="128" viewBox="0 0 160 160">
        <circle cx="80" cy="80" r="70" fill="none" stroke="#d4f4ec" stroke-width="14"/>
        <circle cx="80" cy="80" r="70" fill="none" stroke="#28a891" stroke-width="14" stroke-linecap="round"
          stroke-dasharray="${ringFilled.toFixed(1)} ${ringLength.toFixed(1)}" transform="rotate(-90 80 80)"/>
      </svg>
      <div><b>${n(remaining)}</b><span>سعرة متبقية</span></div>
    </div>
    <div class="side"><b>${n(targetKcal)}</b><span>هدفك</span></div>
  </section>
  <section class="card">
    ${macroRows
      .map(
        (
          m,
        ) => `<div class="macro"><div class="row"><span>${m.label}</span><span>${n(m.eaten)} / ${n(m.target)} غ</span></div>
      <div class="bar"><i style="width:${Math.min(100, (m.eaten / m.target) * 100).toFixed(1)}%;background:${m.color}"></i></div></div>`,
      )
      .join("")}
  </section>
  <h2>وجبات اليوم</h2>
  ${mealTotals
    .map(
      (
        m,
      ) => `<div class="meal"><div class="icon"><svg width="18" height="18" viewBox="0 0 24 24"><path d="M7 3v8a2 2 0 0 0 2 2v8M11 3v8M9 3v8M16 21V3c2 1 3 4 3 8h-3" fill="none" stroke="#1c6c60" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round"/></svg></div>
      <div class="txt"><b>${m.name}</b><span>${m.items.map((i) => i.name).join("، ")}</span></div>
      <div class="kcal">${n(m.kcal)} سعرة</div></div>`,
    )
    .join("")}
  <div class="meal empty"><div class="txt"><b>العشاء</b><span>لم تسجّله بعد</span></div><div class="plus">+</div></div>
</div></div>
</body></html>`;

async function main() {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? chromiumSettings.path,
    args: chromiumSettings.args,
  });
  try {
    const page = await browser.newPage({
      deviceScaleFactor: 2,
      viewport: { width: 400, height: 720 },
    });
    await page.setContent(html, { waitUntil: "load" });
    await page.evaluate(() => document.fonts.ready);
    await page.locator("#phone").screenshot({ path: output, omitBackground: true });
    console.log(
      `wrote ${output}: eaten ${n(eaten)} kcal, remaining ${n(remaining)} of ${n(targetKcal)}`,
    );
  } finally {
    await browser.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
