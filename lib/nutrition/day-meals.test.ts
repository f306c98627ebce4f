import { groupBySlot, isSplit, slotCode, slotOfCode, slotsOffered } from "./day-meals";
import { adviceFor, kcalRangeFor } from "./meal-split";
import type { PlateEntry } from "./plate";

const plate: PlateEntry[] = [
  { name: "شاهي", grams: 115 },
  { name: "سفنز", grams: 150, slot: "breakfast" },
  { name: "تمر", grams: 21, slot: "iftar" },
  { name: "بازين", grams: 665, slot: "lunch" },
];

describe("meals of the day", () => {
  it("offers the season's three, and any other a line is already in", () => {
    expect(slotsOffered([], false)).toEqual(["breakfast", "lunch", "dinner"]);
    expect(slotsOffered([], true)).toEqual(["iftar", "snack", "suhoor"]);
    expect(slotsOffered(plate, false)).toEqual(["breakfast", "lunch", "dinner", "iftar"]);
  });

  it("groups the lines in the day's order, those not placed last, empty meals left out", () => {
    expect(groupBySlot(plate, false).map((g) => [g.slot, g.entries.map((e) => e.name)])).toEqual([
      ["breakfast", ["سفنز"]],
      ["lunch", ["بازين"]],
      ["iftar", ["تمر"]],
      [null, ["شاهي"]],
    ]);
    expect(isSplit(plate)).toBe(true);
    expect(isSplit([{ name: "شاهي", grams: 1 }])).toBe(false);
  });

  it("has one letter per meal in the link, read back to the same meal", () => {
    for (const slot of ["breakfast", "lunch", "dinner", "iftar", "snack", "suhoor"] as const) {
      expect(slotOfCode(slotCode(slot))).toBe(slot);
    }
    expect(slotOfCode("x")).toBeNull();
  });
});

describe("the need split between the meals of Ramadan", () => {
  it("follows the guideline: suhoor 30–40 %, iftar 40–50 %, between 10–20 %", () => {
    expect(adviceFor("suhoor")).toEqual({ min: 0.3, max: 0.4 });
    expect(adviceFor("iftar")).toEqual({ min: 0.4, max: 0.5 });
    expect(adviceFor("snack")).toEqual({ min: 0.1, max: 0.2 });
    expect(adviceFor("lunch")).toBeNull();
    const range = kcalRangeFor("iftar", 2000);
    expect(range?.min).toBeCloseTo(800, 10);
    expect(range?.max).toBeCloseTo(1000, 10);
    expect(kcalRangeFor("iftar", 0)).toBeNull();
  });

  it("covers the whole day: the ranges hold 100 %", () => {
    const shares = (["suhoor", "iftar", "snack"] as const).map((s) => adviceFor(s)!);
    expect(shares.reduce((a, s) => a + s.min, 0)).toBeLessThanOrEqual(1);
    expect(shares.reduce((a, s) => a + s.max, 0)).toBeGreaterThanOrEqual(1);
  });
});
