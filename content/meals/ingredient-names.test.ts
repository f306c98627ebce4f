import { mealEntries } from "./index";
import { ingredientNames } from "./ingredient-names";

describe("ingredientNames", () => {
  it("names in Arabic every USDA row a recipe uses", () => {
    const used = new Set(
      mealEntries.flatMap((e) => ("recipe" in e ? e.recipe.map((r) => r.usda) : [])),
    );
    const missing = [...used].filter((id) => !ingredientNames[id]);
    expect(missing).toEqual([]);
  });

  it("holds no name for a row no recipe uses, and only Arabic", () => {
    const used = new Set(
      mealEntries.flatMap((e) => ("recipe" in e ? e.recipe.map((r) => r.usda) : [])),
    );
    const extra = Object.keys(ingredientNames).filter((id) => !used.has(id as never));
    expect(extra).toEqual([]);
    for (const name of Object.values(ingredientNames)) expect(name).toMatch(/^[\u0600-\u06FF]/);
  });
});
