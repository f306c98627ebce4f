// Renders the product mark (app/icon.svg) to the PNG icons the manifest and iOS ask for, with
// Debian's Chromium. Run after changing the mark: npm run images:icons
import { chromium } from "@playwright/test";
import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import chromiumSettings from "../chromium.json" with { type: "json" };

const root = new URL("../../", import.meta.url);
const svg = await readFile(new URL("app/icon.svg", root), "utf8");
const targets = [
  { file: "public/icons/icon-192.png", size: 192, padding: 0 },
  { file: "public/icons/icon-512.png", size: 512, padding: 0 },
  // Maskable icons keep the mark inside the central 80 % safe zone, on a full-bleed background.
  { file: "public/icons/icon-maskable-512.png", size: 512, padding: 0.12, background: "#28A891" },
  { file: "app/apple-icon.png", size: 180, padding: 0 },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? chromiumSettings.path,
  args: chromiumSettings.args,
});
const page = await browser.newPage();
for (const { file, size, padding, background } of targets) {
  const inner = Math.round(size * (1 - 2 * padding));
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(
    `<html><body style="margin:0;display:grid;place-items:center;width:${size}px;height:${size}px;background:${background ?? "transparent"}">
     <div style="width:${inner}px;height:${inner}px">${svg.replace("<svg ", `<svg width="${inner}" height="${inner}" `)}</div></body></html>`,
  );
  await page.screenshot({ path: fileURLToPath(new URL(file, root)), omitBackground: !background });
  console.log(`wrote ${file}`);
}
await browser.close();
