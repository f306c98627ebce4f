import { ownSugarsOnly, sweeteners, unknownAddedSugar } from "@/content/meals/added-sugar";
import { mealEntries } from "@/content/meals";
import type { UsdaId } from "@/content/meals/types";
import { getMealByName, getMealCatalog, getUsdaRows } from "./catalog";
import { addedSugarOf } from "./added-sugar";

describe("added sugar", () => {
  it("reads every USDA row with 2 g of sugars or more per 100 g, in one list only", () => {
    const lists = [Object.keys(sweeteners), unknownAddedSugar, ownSugarsOnly] as const;
    for (const [id, row] of getUsdaRows()) {
      const inLists = lists.filter((list) => (list as readonly string[]).includes(id)).length;
      if ((row.sugars_g ?? 0) >= 2) expect([id, inLists]).toEqual([id, 1]);
      else expect([id, inLists <= 1]).toEqual([id, true]);
    }
  });

  it("lists only rows the database uses", () => {
    const rows = getUsdaRows();
    for (const id of [...Object.keys(sweeteners), ...unknownAddedSugar, ...ownSugarsOnly]) {
      expect(rows.has(id as UsdaId)).toBe(true);
    }
  });

  it("is the recipe's sugar over its weight: Libyan tea, 15 g of sugar in 115 g", () => {
    const tea = getMealByName("شاهي ليبي")!;
    // 15 g × 99.8 % ÷ 115 g × 100
    expect(tea.addedSugars).toBeCloseTo((15 * 99.8) / 115, 6);
    expect(tea.addedSugarsAtLeast).toBeUndefined();
  });

  it("is nil for whole foods, unknown for a ready-made sweet, all of it for sugar and honey", () => {
    expect(getMealByName("بيض مسلوق")?.addedSugars).toBe(0);
    expect(getMealByName("تمر مجهول")?.addedSugars).toBe(0);
    expect(getMealByName("دونات")?.addedSugars).toBeUndefined();
    // A sweet built from its recipe: its added sugars are its sugar lines (filling and syrup).
    const baklava = mealEntries.find((e) => e.name === "بقلاوة")!;
    const lines = "recipe" in baklava ? baklava.recipe : [];
    const sugar = lines.filter((l) => l.usda === "sr28:19335").reduce((s, l) => s + l.grams, 0);
    const total = lines.reduce((s, l) => s + l.grams, 0);
    expect(sugar).toBeGreaterThan(0);
    expect(getMealByName("بقلاوة")?.addedSugars).toBeCloseTo((sugar * 99.8) / total, 6);
    expect(getMealByName("سكر أبيض")?.addedSugars).toBeCloseTo(99.8, 6);
    expect(getMealByName("عسل")?.addedSugars).toBeCloseTo(82.12, 6);
  });

  it("is never above the meal's total sugars", () => {
    for (const meal of getMealCatalog()) {
      if (meal.addedSugars === undefined) continue;
      expect([meal.name, meal.addedSugars <= (meal.sugars ?? 0) + 1e-9]).toEqual([meal.name, true]);
    }
  });

  it("is a lower bound beside a ready-made ingredient, unknown when nothing else is known", () => {
    const rows = getUsdaRows();
    const sugar = rows.get("sr28:19335")!;
    const bread = rows.get("sr28:18069")!;
    const egg = rows.get("sr28:01123") ?? [...rows.values()].find((r) => (r.sugars_g ?? 0) < 1)!;
    expect(addedSugarOf([{ row: bread, grams: 50 }])).toBeNull();
    expect(
      addedSugarOf([
        { row: bread, grams: 50 },
        { row: egg, grams: 50 },
      ]),
    ).toBeNull();
    const both = addedSugarOf([
      { row: bread, grams: 90 },
      { row: sugar, grams: 10 },
    ]);
    expect(both?.atLeast).toBe(true);
    expect(both?.per100g).toBeCloseTo(9.98, 6);
  });
});
