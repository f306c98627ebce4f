import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { ImageResponse } from "next/og";
import { createElement } from "react";
import { site } from "../content/site";
import { cardReadings, foldArabic, TALL_CARD_WAYS } from "./support/ocr";
import { pngSize } from "./support/png";
import { checkedPages } from "./support/pages";

// The share cards (og:image) against the built site: every declared page and the sample of
// meal pages list an absolute 1200×630 PNG under 300 KB with its size, type and Arabic alt, and
// twitter:image; Tesseract reads each sampled meal's name from its card in reading order; a
// shared plate's link previews the plate's card, a damaged one the calculator's. A recipe's
// structured data lists its card and the 1:1 and 4:3 shapes, each a PNG of the size it says.

const MAX_BYTES = 300 * 1024;

test.skip(({ isMobile }) => isMobile, "the cards do not depend on the browser: checked once");

function meta(html: string, key: string): string | null {
  const attr = key.startsWith("og:") ? "property" : "name";
  const match = html.match(new RegExp(`<meta ${attr}="${key}" content="([^"]*)"`));
  return match ? match[1]!.replaceAll("&amp;", "&") : null;
}

/** The site-relative path of an absolute URL of the configured site (the tests' build). */
function onSite(url: string): string {
  expect(url.startsWith(`${site.siteUrl}/`), `${url} is absolute, on ${site.siteUrl}`).toBe(true);
  return url.slice(site.siteUrl.length);
}

async function cardOf(request: APIRequestContext, pagePath: string) {
  const html = await (await request.get(pagePath)).text();
  const image = meta(html, "og:image");
  expect(image, `og:image of ${pagePath}`).not.toBeNull();
  expect(meta(html, "og:image:width")).toBe("1200");
  expect(meta(html, "og:image:height")).toBe("630");
  expect(meta(html, "og:image:type")).toBe("image/png");
  expect(meta(html, "og:image:alt")).toMatch(/\p{Script=Arabic}/u);
  expect(meta(html, "twitter:image")).toBe(image);
  expect(meta(html, "twitter:image:alt")).toBe(meta(html, "og:image:alt"));
  const response = await request.get(onSite(image!));
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("image/png");
  const png = await response.body();
  expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
  expect(png.length).toBeLessThan(MAX_BYTES);
  return { image: image!, png, headers: response.headers(), alt: meta(html, "og:image:alt")! };
}

/** Whether the readings hold `words` in this order, one after the other. */
const reads = (readings: readonly string[], words: readonly string[]) =>
  readings.some((r) => ` ${r} `.includes(` ${foldArabic(words.join(" "))} `));

for (const ref of checkedPages) {
  test(`${ref.path}: og:image is an absolute 1200×630 PNG under 300 KB`, async ({ request }) => {
    await cardOf(request, ref.path);
  });
}

// Names of two words or more, where order can go wrong: the sample's, and a long one, a recipe
// and a drink. (Tesseract's Arabic model misreads some one-word titles by a dot, ز for ر.)
const ocrSamples = [
  ...checkedPages.flatMap((p) =>
    p.kind === "meal" && "mealName" in p ? [{ path: p.path, name: String(p.mealName) }] : [],
  ),
  { path: "/calculator/greek-yogurt", name: "زبادي يوناني خالي الدسم" },
  { path: "/calculator/kuskusi-bil-lahm", name: "كسكسي باللحم والخضار" },
  { path: "/calculator/karak-tea", name: "شاهي كرك" },
].filter(({ name }) => name.includes(" "));

test("the OCR sample has names of two, three and four words", () => {
  const lengths = new Set(ocrSamples.map(({ name }) => name.split(" ").length));
  expect([...lengths].sort()).toEqual(expect.arrayContaining([2, 3, 4]));
});

for (const { path, name } of ocrSamples) {
  test(`${path}: Tesseract reads «${name}» from its card, words in order`, async ({ request }) => {
    const { png } = await cardOf(request, path);
    const readings = cardReadings(png);
    expect(reads(readings, name.split(" ")), readings.join("\n")).toBe(true);
  });
}

test("a name laid out left to right, as Satori does unaided, reads reversed: the OCR check can fail", async () => {
  const name = "زبادي يوناني خالي الدسم";
  const fonts = ["arabic", "latin"].map((subset, i) => ({
    name: `Tajawal ${i}`,
    data: readFileSync(
      join("node_modules/@fontsource/tajawal/files", `tajawal-${subset}-800-normal.woff`),
    ),
    weight: 800 as const,
  }));
  // The card's title box, its text handed to Satori as one string.
  const naive = createElement(
    "div",
    {
      style: {
        display: "flex",
        justifyContent: "flex-end",
        width: "100%",
        height: "100%",
        background: "white",
        color: "#092a27",
        fontFamily: '"Tajawal 0", "Tajawal 1"',
        fontSize: 70,
        fontWeight: 800,
        padding: "130px 64px 0",
      },
    },
    name,
  );
  const png = Buffer.from(
    await new ImageResponse(naive, { width: 1200, height: 630, fonts }).arrayBuffer(),
  );
  const readings = cardReadings(png);
  const words = name.split(" ");
  expect(reads(readings, words), readings.join("\n")).toBe(false);
  expect(reads(readings, [...words].reverse()), readings.join("\n")).toBe(true);
});

async function recipeImages(request: APIRequestContext, pagePath: string): Promise<string[]> {
  const html = await (await request.get(pagePath)).text();
  const scripts = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)];
  const items = scripts.map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
  const recipe = items.find((i) => i["@type"] === "Recipe");
  expect(recipe, `the Recipe of ${pagePath}`).toBeDefined();
  return recipe!.image as string[];
}

// The sampled recipes, and the longest name of the database (three words, wrapping on the
// taller shapes).
const recipeSamples = [
  ...checkedPages.flatMap((p) =>
    p.kind === "meal" && "mealName" in p ? [{ path: p.path, name: String(p.mealName) }] : [],
  ),
  { path: "/calculator/kuskusi-bil-lahm", name: "كسكسي باللحم والخضار" },
];

for (const { path, name } of recipeSamples) {
  test(`${path}: the Recipe's pictures are the card, 1:1 and 4:3, each ≥ 50,000 px`, async ({
    request,
  }) => {
    const html = await (await request.get(path)).text();
    test.skip(!html.includes('"@type":"Recipe"'), "a single food: no Recipe");
    const images = await recipeImages(request, path);
    const sizes = [];
    for (const url of images) {
      const response = await request.get(onSite(url));
      expect(response.status(), url).toBe(200);
      expect(response.headers()["content-type"]).toBe("image/png");
      const png = await response.body();
      expect(png.length).toBeLessThan(MAX_BYTES);
      const size = pngSize(png);
      expect(size.width * size.height).toBeGreaterThanOrEqual(50_000);
      sizes.push(size);
      // The name reads in order on every shape.
      if (name.includes(" ")) {
        const readings = cardReadings(png, size.height > 630 ? TALL_CARD_WAYS : undefined);
        expect(reads(readings, name.split(" ")), `${url}\n${readings.join("\n")}`).toBe(true);
      }
    }
    expect(sizes).toEqual([
      { width: 1200, height: 630 },
      { width: 1200, height: 1200 },
      { width: 1200, height: 900 },
    ]);
  });
}

test.describe("a shared plate", () => {
  const plateQuery = () => {
    const params = new URLSearchParams();
    for (const p of ["350:كسكسي باللحم والخضار", "240:شاهي بدون سكر", "118:موز"]) {
      params.append("p", p);
    }
    return params.toString();
  };

  test("its link previews the plate's card, cached like a static file", async ({ request }) => {
    const { image, png, headers, alt } = await cardOf(request, `/plate?${plateQuery()}`);
    expect(onSite(image)).toBe(`/cards/plate?${plateQuery()}`);
    expect(alt).toContain("كسكسي باللحم والخضار، شاهي بدون سكر، موز");
    expect(headers["cache-control"]).toContain("immutable");
    expect(headers["cache-control"]).toContain("max-age=31536000");
    expect(reads(cardReadings(png), ["كسكسي", "باللحم", "والخضار"])).toBe(true);
  });

  test("a damaged link previews the calculator's card, never an error", async ({ request }) => {
    const plain = await (await request.get("/cards/page/calculator")).body();
    for (const query of ["p=abc", "p=5000:بازين", "p=100:وجبة لا وجود لها", "p=%E0%A4%A"]) {
      const { image } = await cardOf(request, `/plate?${query}`);
      expect(onSite(image)).toBe("/cards/page/calculator");
      const direct = await request.get(`/cards/plate?${query}`);
      expect(direct.status()).toBe(200);
      expect((await direct.body()).equals(plain)).toBe(true);
    }
    const oversized = await request.get(`/cards/plate?${"p=100:بازين&".repeat(400)}`);
    expect(oversized.status()).toBe(200);
    expect((await oversized.body()).equals(plain)).toBe(true);
  });
});
