import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import * as mealCardRoute from "@/app/cards/meal/[slug]/route";
import * as shapeCardRoute from "@/app/cards/meal/[slug]/[shape]/route";
import { NutritionFacts } from "@/components/meals/NutritionFacts";
import { exactNumber } from "@/lib/format/number";
import { getMealPageData, mealPages } from "@/lib/meals/pages";
import { mealJsonLd } from "./meal-json-ld";

// Every meal page's structured data, built as the page builds it. The objects are typed
// against schema.org by schema-dts at compile time (a wrong property or type fails
// `npm run typecheck`); here each page's output is checked for what the types cannot say:
// what Google's recipe rich result requires (name, image of at least 50,000 pixels) and the
// recommended properties the site fills, their formats, the pictures' URLs answered by the
// card routes at the size they are drawn, and the nutrition equal to the page's table.

// The card routes draw through next/og; here its ImageResponse records what it was asked to
// draw (the element and the size) instead of running Satori, which needs ES module loading
// that jest lacks. The PNGs themselves are checked on a build by e2e/share-cards.spec.ts.
jest.mock("next/og", () => ({
  ImageResponse: class extends Response {
    constructor(
      readonly element: ReactElement,
      readonly options: { width: number; height: number },
    ) {
      super("drawn", { headers: { "content-type": "image/png" } });
    }
  },
}));
type Drawn = Response & { element?: ReactElement; options?: { width: number; height: number } };

const SITE = { SITE_URL: "https://example.test", PRODUCT_NAME: "ميزان" };
const MASS = /^\d+(\.\d\d?)? g$/;
const MIN_PIXELS = 50_000;

type Json = Record<string, unknown>;

// What `next build` prerenders; with dynamicParams false, nothing else is answered.
const wideParams = mealCardRoute.generateStaticParams();
const shapeParams = shapeCardRoute.generateStaticParams();

/** The card route that answers a site-relative URL, called as Next.js would call it. */
async function fetchCard(path: string): Promise<Drawn | null> {
  const request = new Request(`${SITE.SITE_URL}${path}`);
  const wide = path.match(/^\/cards\/meal\/([^/]+)$/);
  if (wide) {
    const params = { slug: wide[1]! };
    if (!wideParams.some((p) => p.slug === params.slug)) return null;
    return mealCardRoute.GET(request, { params: Promise.resolve(params) });
  }
  const shaped = path.match(/^\/cards\/meal\/([^/]+)\/([^/]+)$/);
  if (shaped) {
    const params = { slug: shaped[1]!, shape: shaped[2]! };
    const prerendered = shapeParams.some((p) => p.slug === params.slug && p.shape === params.shape);
    if (!prerendered) return null;
    return shapeCardRoute.GET(request, { params: Promise.resolve(params) });
  }
  return null;
}

/** The numbers the page's nutrition table shows in its last column (the serving, else 100 g). */
function pageNutrition(html: string): Record<string, number | undefined> {
  const shown: Record<string, number | undefined> = {};
  for (const row of html.matchAll(/<tr[^>]*data-nutrient="(\w+)"[^>]*>(.*?)<\/tr>/g)) {
    const cells = [...row[2]!.matchAll(/<td[^>]*>(.*?)<\/td>/g)].map((m) => m[1]!);
    const figure = cells.at(-1)!.match(/\d[\d,]*(\.\d+)?/);
    shown[row[1]!] = figure ? Number(figure[0].replace(/,/g, "")) : undefined;
  }
  return shown;
}

const figure = (value: unknown) => Number(String(value).split(" ")[0]);

describe.each(mealPages.map((p) => [p.slug]))("the JSON-LD of /calculator/%s", (slug) => {
  const data = getMealPageData(slug)!;
  // What the page prints: JSON text, parsed back as a crawler would.
  const items = JSON.parse(JSON.stringify(mealJsonLd(data, SITE))) as Json[];

  it("has a BreadcrumbList home › calculator › this meal", () => {
    const crumbs = items.find((i) => i["@type"] === "BreadcrumbList")!;
    expect(crumbs["@context"]).toBe("https://schema.org");
    expect(crumbs.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "الرئيسية", item: `${SITE.SITE_URL}/` },
      {
        "@type": "ListItem",
        position: 2,
        name: "حاسبة الوجبات",
        item: `${SITE.SITE_URL}/calculator`,
      },
      {
        "@type": "ListItem",
        position: 3,
        name: data.meal.name,
        item: `${SITE.SITE_URL}${data.ref.path}`,
      },
    ]);
  });

  const recipes = items.filter((i) => i["@type"] === "Recipe");
  if (data.build.kind !== "recipe") {
    it("has no Recipe (a single food), and no recipe-shaped cards", async () => {
      expect(recipes).toEqual([]);
      expect(await fetchCard(`/cards/meal/${slug}/1x1`)).toBeNull();
      const drawn = await shapeCardRoute.GET(new Request(SITE.SITE_URL), {
        params: Promise.resolve({ slug, shape: "1x1" }),
      });
      expect(drawn.status).toBe(404);
    });
    return;
  }
  const build = data.build;
  const recipe = recipes[0]!;

  it("has one Recipe with Google's recommended properties the site can fill", () => {
    expect(recipes).toHaveLength(1);
    expect(recipe["@context"]).toBe("https://schema.org");
    expect(recipe.name).toBe(data.meal.name);
    expect(recipe.url).toBe(`${SITE.SITE_URL}${data.ref.path}`);
    expect(recipe.author).toEqual({
      "@type": "Organization",
      name: SITE.PRODUCT_NAME,
      url: `${SITE.SITE_URL}/`,
    });
    expect(recipe.description).toBe(build.basis);
    expect(recipe.description).toMatch(/\S/);
    expect(recipe.recipeCategory).toBe(data.group.label);
    expect(recipe.recipeCuisine).toBe(data.group.cuisine);
    // Keywords are the dish's other names, not a repeat of its category or cuisine.
    const keywords = String(recipe.keywords).split(", ");
    expect(keywords).toEqual([...data.meal.aliases]);
    expect(keywords.length).toBeGreaterThan(0);
    expect(keywords).not.toContain(data.group.label);
    expect(keywords).not.toContain(data.group.cuisine);

    const ingredients = recipe.recipeIngredient as string[];
    expect(ingredients).toHaveLength(build.ingredients.length);
    for (const line of ingredients) expect(line).toMatch(/^\d+(\.\d)? g \S/);

    // Nutrition per serving requires the number of servings: the recipe's grams over the
    // serving's, a number alone.
    expect(recipe.recipeYield).toMatch(/^\d+(\.\d)?$/);
    const servings = Number(recipe.recipeYield);
    expect(servings).toBeGreaterThan(0);
    expect(
      Math.abs(servings * (data.serving?.grams ?? 100) - build.totalGrams),
    ).toBeLessThanOrEqual(0.05 * (data.serving?.grams ?? 100) + 1e-9);

    // No fact the site does not have: no times, steps, ratings, video or date.
    for (const absent of [
      "prepTime",
      "cookTime",
      "totalTime",
      "recipeInstructions",
      "aggregateRating",
      "video",
      "datePublished",
    ]) {
      expect(recipe).not.toHaveProperty(absent);
    }
  });

  it("lists the card, 1:1 and 4:3, each answered by a card route at 50,000 pixels or more", async () => {
    const images = recipe.image as string[];
    expect(Array.isArray(images)).toBe(true);
    expect(new Set(images).size).toBe(images.length);
    const ratios: number[] = [];
    for (const url of images) {
      expect(url.startsWith(`${SITE.SITE_URL}/`)).toBe(true);
      const drawn = await fetchCard(url.slice(SITE.SITE_URL.length));
      expect(drawn).not.toBeNull();
      expect(drawn!.status).toBe(200);
      expect(drawn!.headers.get("content-type")).toBe("image/png");
      const { width, height } = drawn!.options!;
      expect(width * height).toBeGreaterThanOrEqual(MIN_PIXELS);
      ratios.push(width / height);
      // The card drawn is this meal's.
      expect((drawn!.element!.props as { data: { meal: { name: string } } }).data.meal.name).toBe(
        data.meal.name,
      );
    }
    expect(ratios).toEqual([1200 / 630, 1, 4 / 3]);
  });

  it("gives the nutrition and serving the page's table shows", () => {
    const n = recipe.nutrition as Json;
    expect(n["@type"]).toBe("NutritionInformation");
    const shown = pageNutrition(
      renderToStaticMarkup(<NutritionFacts meal={data.meal} serving={data.serving} />),
    );
    expect(n.servingSize).toBe(
      data.serving
        ? `${data.serving.label} (${exactNumber(data.serving.grams).replace(/,/g, "")} g)`
        : "100 g",
    );
    expect(n.calories).toMatch(/^\d+ calories$/);
    expect(figure(n.calories)).toBe(shown.calories);
    const keys = {
      protein: "proteinContent",
      fat: "fatContent",
      carbohydrates: "carbohydrateContent",
      fiber: "fiberContent",
      sugars: "sugarContent",
    } as const;
    for (const [row, key] of Object.entries(keys)) {
      // A value the page says is unknown is left out, never written as 0.
      if (shown[row] === undefined) {
        expect(n).not.toHaveProperty(key);
        continue;
      }
      expect(n[key]).toMatch(MASS);
      expect(figure(n[key])).toBe(shown[row]);
    }
  });
});
