import { getMealCatalog } from "../catalog";
import { searchEmbeddedMeals } from "./embedded-meals";
import { mealListSchema } from "../meal-schema";

// The embedded API's meals with their extra fields (fiber, sugars, servings) pass the one
// meal schema that the calculator applies to the site's answers, unchanged.
describe("embedded meals in the public shape", () => {
  it("pass the meal schema unchanged, extra fields included, for every meal", () => {
    const bad: string[] = [];
    for (const meal of getMealCatalog()) {
      const [first] = searchEmbeddedMeals(meal.name);
      if (first?.name !== meal.name) {
        bad.push(`${meal.name}: found ${first?.name}`);
        continue;
      }
      const parsed = mealListSchema.safeParse([first]);
      if (!parsed.success) bad.push(`${meal.name}: ${parsed.error.message}`);
      else if (JSON.stringify(parsed.data[0]) !== JSON.stringify(first))
        bad.push(`${meal.name}: changed`);
      if (first.servings !== meal.servings || first.fiber !== meal.fiber)
        bad.push(`${meal.name}: extra`);
    }
    expect(bad).toEqual([]);
  });
});
