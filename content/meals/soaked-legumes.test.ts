// The rule of fried legume patties (soaked-legumes.ts), over every patty of the database.
import { mealEntries } from "./index";
import { friedLegumePatties, soaked, soakedLegumes, soakUptake } from "./soaked-legumes";
import type { RecipeEntry } from "./types";

const legumes = Object.keys(soakedLegumes) as (keyof typeof soakedLegumes)[];

describe("fried legume patties", () => {
  const patties = friedLegumePatties.map((name) => {
    const entry = mealEntries.find((e) => e.name === name);
    if (!entry || !("recipe" in entry)) throw new Error(`${name} is no recipe of the database`);
    return entry as RecipeEntry;
  });

  it("are made of soaked raw legumes: a dry legume row and water, no boiled legume", () => {
    const boiled = new Set<string>(legumes.map((l) => soakedLegumes[l].boiled));
    const dry = new Set<string>(legumes.map((l) => soakedLegumes[l].dry));
    for (const patty of patties) {
      expect([patty.name, patty.recipe.filter((l) => boiled.has(l.usda))]).toEqual([
        patty.name,
        [],
      ]);
      expect(patty.recipe.some((l) => dry.has(l.usda))).toBe(true);
      expect(patty.recipe.some((l) => l.usda === "fndds:94000100")).toBe(true);
    }
  });

  it("soak the legume to the published uptake, the lines adding up to the soaked weight", () => {
    for (const legume of legumes) {
      const [dry, water] = soaked(legume, 70);
      expect(dry!.usda).toBe(soakedLegumes[legume].dry);
      expect(dry!.grams + water!.grams).toBe(70);
      expect(Math.abs(water!.grams / dry!.grams - soakUptake.waterPerDry)).toBeLessThan(0.1);
    }
  });
});
