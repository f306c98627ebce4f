// The rule of staples cooked the local way (cooked-staples.ts), over every meal of the database.
import { getMealByName } from "@/lib/meals/catalog";
import usdaFoods from "./usda-foods.json";
import {
  boiledGrainDishes,
  cookedHere,
  cookedStaples,
  cookedYield,
  type StapleName,
} from "./cooked-staples";
import { mealEntries } from "./index";
import { referenceDishes } from "./reference-dishes";

const staples = Object.keys(cookedStaples) as StapleName[];

describe("staples cooked the local way", () => {
  it("no meal names USDA's boiled couscous or bulgur, except a grain porridge", () => {
    const usCooked = new Set<string>(staples.map((s) => cookedStaples[s].usCooked));
    const naming = mealEntries
      .filter((e) =>
        "usda" in e ? usCooked.has(e.usda) : e.recipe.some((l) => usCooked.has(l.usda)),
      )
      .map((e) => e.name);
    expect(naming.filter((name) => !boiledGrainDishes.includes(name))).toEqual([]);
  });

  it("reads each yield off its analysed pair in the reference tables' own numbers", () => {
    for (const staple of staples) {
      const { raw, cooked } = cookedStaples[staple].yieldFrom;
      expect(cookedYield(staple)).toBeCloseTo(raw.energyKcal / cooked.energyKcal, 10);
      // Steaming or absorption takes up between its weight and twice its weight of water.
      expect(cookedYield(staple)).toBeGreaterThan(2);
      expect(cookedYield(staple)).toBeLessThan(3);
      // The cooked row is the one the reference table holds for the staple.
      expect(referenceDishes.some((r) => r.nameThere === cooked.nameThere)).toBe(true);
    }
  });

  it("writes dry grain and the water it took up, adding up to the grams as eaten", () => {
    for (const staple of staples) {
      for (const grams of [20, 157, 220]) {
        const [dry, water] = cookedHere(staple, grams);
        expect(dry!.usda).toBe(cookedStaples[staple].dry);
        expect(water!.usda).toBe("fndds:94000100");
        expect(dry!.grams + water!.grams).toBe(grams);
        expect(Math.abs(dry!.grams - grams / cookedYield(staple))).toBeLessThanOrEqual(0.5);
      }
    }
  });

  it("gives the plain staple the dry row's energy spread over its yield", () => {
    const kcalOf = (id: string) =>
      usdaFoods.find((r) => r.dataset === "usda_sr28" && `sr28:${r.source_id}` === id)!.energy_kcal;
    for (const [name, staple] of [
      ["كسكس مطبوخ سادة", "couscous"],
      ["برغل مطبوخ", "bulgur"],
    ] as const) {
      const dryKcal = kcalOf(cookedStaples[staple].dry);
      // Whole grams of dry grain: within 1 % of the exact division.
      expect(getMealByName(name)!.calories / (dryKcal / cookedYield(staple))).toBeCloseTo(1, 1);
    }
  });

  it("brings steamed couscous within 15 % of CIQUAL's, the table its yield was not read from", () => {
    const ciqual = referenceDishes.find(
      (r) => r.source === "ciqual" && r.meal === "كسكس مطبوخ سادة",
    )!;
    const site = getMealByName("كسكس مطبوخ سادة")!.calories;
    expect(Math.abs(site - ciqual.energyKcal) / ciqual.energyKcal).toBeLessThan(0.15);
  });
});
