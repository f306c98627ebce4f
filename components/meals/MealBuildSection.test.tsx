/**
 * The recipe table of every meal page names each ingredient in Arabic, with USDA's own
 * English description and id beside it as the source, never USDA's English alone.
 */
import { renderToStaticMarkup } from "react-dom/server";
import { getMealPageData, mealPages } from "@/lib/meals/pages";
import { MealBuildSection } from "./MealBuildSection";

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;");

describe("MealBuildSection", () => {
  it("names every ingredient in Arabic, USDA's text and id beside it", () => {
    let recipes = 0;
    for (const page of mealPages) {
      const { build } = getMealPageData(page.slug)!;
      if (build.kind !== "recipe") continue;
      recipes += 1;
      const html = renderToStaticMarkup(<MealBuildSection build={build} check={null} />);
      const rows = [...html.matchAll(/<th scope="row"[^>]*>(.*?)<\/th>/g)].map((m) => m[1]!);
      // The last row header is the total.
      expect(rows).toHaveLength(build.ingredients.length + 1);
      for (const [i, ingredient] of build.ingredients.entries()) {
        const cell = rows[i]!;
        // The cell opens with Arabic text: the name, before any English.
        expect(cell).toMatch(/^[\u0600-\u06FF]/);
        expect(cell.startsWith(ingredient.name)).toBe(true);
        expect(cell).toContain(escapeHtml(ingredient.description));
        expect(cell).toContain(ingredient.sourceId);
      }
    }
    expect(recipes).toBeGreaterThan(100);
  });
});
