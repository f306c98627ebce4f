import { getMealPageData, mealPages } from "@/lib/meals/pages";
import { mealJsonLd } from "./meal-json-ld";

// Every meal page's structured data, built as the page builds it. The objects are typed
// against schema.org by schema-dts at compile time (a wrong property or type fails
// `npm run typecheck`); here each page's output is checked for what the types cannot say:
// the properties search engines require, their formats, and the values matching the page.

const SITE = "https://example.test";
const MASS = /^\d+(\.\d)? g$/;

type Json = Record<string, unknown>;

describe.each(mealPages.map((p) => [p.slug]))("the JSON-LD of /calculator/%s", (slug) => {
  const data = getMealPageData(slug)!;
  // What the page prints: JSON text, parsed back as a crawler would.
  const items = JSON.parse(JSON.stringify(mealJsonLd(data, SITE))) as Json[];

  it("has a BreadcrumbList home › calculator › this meal", () => {
    const crumbs = items.find((i) => i["@type"] === "BreadcrumbList")!;
    expect(crumbs["@context"]).toBe("https://schema.org");
    expect(crumbs.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "الرئيسية", item: `${SITE}/` },
      { "@type": "ListItem", position: 2, name: "حاسبة الوجبات", item: `${SITE}/calculator` },
      { "@type": "ListItem", position: 3, name: data.meal.name, item: `${SITE}${data.ref.path}` },
    ]);
  });

  it(
    data.build.kind === "recipe" ? "has a complete Recipe" : "has no Recipe (a single food)",
    () => {
      const recipes = items.filter((i) => i["@type"] === "Recipe");
      if (data.build.kind !== "recipe") {
        expect(recipes).toEqual([]);
        return;
      }
      expect(recipes).toHaveLength(1);
      const recipe = recipes[0]!;
      expect(recipe["@context"]).toBe("https://schema.org");
      expect(recipe.name).toBe(data.meal.name);
      expect(recipe.url).toBe(`${SITE}${data.ref.path}`);
      expect(recipe.recipeCuisine).toEqual(expect.stringMatching(/\S/));
      const ingredients = recipe.recipeIngredient as string[];
      expect(ingredients).toHaveLength(data.build.ingredients.length);
      for (const line of ingredients) expect(line).toMatch(/^\d+(\.\d)? g \S/);

      const n = recipe.nutrition as Json;
      expect(n["@type"]).toBe("NutritionInformation");
      const grams = data.serving?.grams ?? 100;
      expect(n.servingSize).toEqual(expect.stringContaining(`${Math.round(grams * 10) / 10} g`));
      expect(n.calories).toBe(`${Math.round((data.meal.calories * grams) / 100)} calories`);
      for (const key of ["proteinContent", "fatContent", "carbohydrateContent"]) {
        expect(n[key]).toMatch(MASS);
      }
      const protein = Number(String(n.proteinContent).split(" ")[0]);
      // Written to one decimal: half a tenth either way (23.65 g is written 23.7).
      expect(Math.abs(protein - (data.meal.protein * grams) / 100)).toBeLessThanOrEqual(
        0.05 + 1e-9,
      );
      // Fiber and sugars appear exactly when the meal knows them.
      expect("fiberContent" in n).toBe(data.meal.fiber !== undefined);
      expect("sugarContent" in n).toBe(data.meal.sugars !== undefined);
      if (data.meal.fiber !== undefined) expect(n.fiberContent).toMatch(MASS);
    },
  );
});
