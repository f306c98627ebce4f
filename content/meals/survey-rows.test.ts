// The rule of US survey rows (survey-rows.ts), over every meal of the database.
import { withFryingOil } from "./frying-oil";
import { mealEntries } from "./index";
import {
  convertedFromSurveyRows,
  fromPublished,
  publishedRecipes,
  surveyRowMeals,
  surveyRowsOf,
  type PublishedRecipeName,
} from "./survey-rows";
import { syrupLineCount, withSyrup } from "./sweet-syrup";
import type { MealEntry, RecipeEntry } from "./types";

const byName = new Map<string, MealEntry>(mealEntries.map((e) => [e.name, e]));
const onSurveyRows = mealEntries.filter((e) => surveyRowsOf(e).length > 0).map((e) => e.name);

describe("US survey rows", () => {
  it("finds the meals on FNDDS rows, single rows and recipe lines alike", () => {
    expect(
      surveyRowsOf({ name: "x", aliases: [], category: "drinks", usda: "fndds:92101000" }),
    ).toEqual(["fndds:92101000"]);
    const recipe: RecipeEntry = {
      name: "y",
      aliases: [],
      category: "sweets",
      basis: "",
      serving: { label: "قطعة" },
      recipe: [
        { usda: "fndds:53415110", grams: 10 },
        { usda: "fndds:94000100", grams: 10 },
        { usda: "sr28:19335", grams: 5 },
      ],
    };
    expect(surveyRowsOf(recipe)).toEqual(["fndds:53415110"]);
  });

  it("lists every meal on an FNDDS row with its class and reason", () => {
    const unlisted = onSurveyRows.filter((name) => !(name in surveyRowMeals));
    expect(unlisted).toEqual([]);
    for (const [name, { why }] of Object.entries(surveyRowMeals)) {
      expect([name, why.length > 10]).toEqual([name, true]);
    }
  });

  it("lists no meal that is no longer on an FNDDS row", () => {
    const stale = Object.keys(surveyRowMeals).filter((name) => !onSurveyRows.includes(name));
    expect(stale).toEqual([]);
  });

  it("builds every converted dish from its published recipe, at the serving it had", () => {
    for (const [name, { recipe, was }] of Object.entries(convertedFromSurveyRows)) {
      const entry = byName.get(name);
      if (!entry || !("recipe" in entry)) throw new Error(`${name} is no recipe of the database`);
      expect([name, surveyRowsOf(entry)]).toEqual([name, []]);
      expect([name, entry.recipe.some((l) => l.usda === was)]).toEqual([name, false]);
      // The published lines, then what the finishing rule writes after them (syrup, frying oil).
      const finish = convertedFromSurveyRows[name]!.then;
      const published =
        finish === "sugar syrup"
          ? entry.recipe.slice(0, -syrupLineCount("sugar syrup"))
          : finish === "frying oil"
            ? entry.recipe.slice(0, -1)
            : entry.recipe;
      const total = published.reduce((sum, l) => sum + l.grams, 0);
      const rebuilt = fromPublished(recipe, total);
      const finished =
        finish === "sugar syrup"
          ? withSyrup(rebuilt, "sugar syrup")
          : finish === "frying oil"
            ? withFryingOil(name, rebuilt)
            : rebuilt;
      expect([name, entry.recipe]).toEqual([name, finished]);
    }
  });
});

describe("fromPublished", () => {
  const names = Object.keys(publishedRecipes) as PublishedRecipeName[];

  it.each(names)("%s: lines add up to the serving, in the source's proportions", (name) => {
    const source = publishedRecipes[name].lines;
    const sourceTotal = source.reduce((sum, l) => sum + l.grams, 0);
    for (const serving of [110, 255, 260]) {
      const lines = fromPublished(name, serving);
      expect(lines.reduce((sum, l) => sum + l.grams, 0)).toBe(serving);
      for (const line of lines) {
        const published = source.find((l) => l.usda === line.usda)!;
        // Each line within a gram (two for the heaviest, which takes the rounding) of its share.
        expect(Math.abs(line.grams - (published.grams * serving) / sourceTotal)).toBeLessThan(2.5);
      }
    }
  });

  it("names no FNDDS row but tap water", () => {
    for (const name of names) {
      const rows = publishedRecipes[name].lines.map((l) => l.usda);
      expect(rows.filter((id) => id.startsWith("fndds:") && id !== "fndds:94000100")).toEqual([]);
    }
  });
});
