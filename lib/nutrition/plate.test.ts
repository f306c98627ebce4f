import type { Meal } from "@/lib/meals/types";
import {
  addAllToPlate,
  addToPlate,
  entryKey,
  MAX_PLATE_ITEMS,
  moveToSlot,
  percentOf,
  plateTotals,
  removeFromPlate,
  setPlateOil,
  setPlateGrams,
  type PlateEntry,
} from "./plate";

const labels = { fiber: "الألياف", sugars: "السكريات", gramUnit: "غ" };

const bread: Meal = {
  name: "خبز",
  calories: 250,
  protein: 8,
  fat: 2,
  carbohydrates: 50,
  minerals: [
    { name: "الحديد", amount: 3, unitOfMeasure: "ملغ" },
    { name: "الصوديوم", amount: 400, unitOfMeasure: "ملغ" },
  ],
  vitamins: [{ name: "فيتامين ب6", amount: 0.1, unitOfMeasure: "ملغ" }],
};
const stew = {
  name: "طاجين",
  calories: 120,
  protein: 10,
  fat: 6,
  carbohydrates: 7,
  fiber: 2,
  sugars: 3,
  minerals: [{ name: "الحديد", amount: 1.5, unitOfMeasure: "ملغ" }],
  vitamins: [{ name: "فيتامين ب6", amount: 0.2, unitOfMeasure: "ملغ" }],
} satisfies Meal;

describe("plateTotals", () => {
  it("sums per-100 g values times grams, worked by hand", () => {
    // bread 150 g: 375 kcal, 12 g protein, 3 g fat, 75 g carbs
    // stew 250 g: 300 kcal, 25 g protein, 15 g fat, 17.5 g carbs
    const t = plateTotals(
      [
        { meal: bread, grams: 150 },
        { meal: stew, grams: 250 },
      ],
      labels,
    );
    expect(t.grams).toBe(400);
    expect(t.calories).toBeCloseTo(675, 9);
    expect(t.protein).toBeCloseTo(37, 9);
    expect(t.fat).toBeCloseTo(18, 9);
    expect(t.carbohydrates).toBeCloseTo(92.5, 9);
    // iron: 3 × 1.5 = 4.5 mg + 1.5 × 2.5 = 3.75 mg → 8.25 mg
    expect(t.minerals[0]).toEqual({
      name: "الحديد",
      unitOfMeasure: "ملغ",
      amount: expect.closeTo(8.25, 9),
      missing: [],
      knownBy: 2,
    });
    // B6: 0.1 × 1.5 + 0.2 × 2.5 = 0.65 mg
    expect(t.vitamins[0]!.amount).toBeCloseTo(0.65, 9);
  });

  it("gives no total for a value one item lacks, and names that item", () => {
    const t = plateTotals(
      [
        { meal: bread, grams: 100 },
        { meal: stew, grams: 100 },
      ],
      labels,
    );
    // sodium: only the bread knows it
    expect(t.minerals[1]).toEqual({
      name: "الصوديوم",
      unitOfMeasure: "ملغ",
      amount: null,
      missing: ["طاجين"],
      knownBy: 1,
    });
    // fiber and sugars: only the stew has them
    expect(t.fiber).toMatchObject({ name: "الألياف", amount: null, missing: ["خبز"] });
    expect(t.sugars.amount).toBeNull();
  });

  it("totals fiber and sugars when every item has them", () => {
    const t = plateTotals([{ meal: stew, grams: 300 }], labels);
    expect(t.fiber).toEqual({
      name: "الألياف",
      unitOfMeasure: "غ",
      amount: 6,
      missing: [],
      knownBy: 1,
    });
    expect(t.sugars.amount).toBe(9);
  });

  it("treats the same nutrient in another unit as unknown, not as a wrong sum", () => {
    const odd = {
      ...stew,
      name: "غريب",
      minerals: [{ name: "الحديد", amount: 1500, unitOfMeasure: "ميكروغرام" }],
    };
    const t = plateTotals(
      [
        { meal: bread, grams: 100 },
        { meal: odd, grams: 100 },
      ],
      labels,
    );
    expect(t.minerals[0]).toMatchObject({ amount: null, missing: ["غريب"] });
  });

  it("is all zeros and empty lists for an empty plate", () => {
    const t = plateTotals([], labels);
    expect(t).toMatchObject({ grams: 0, calories: 0, minerals: [], vitamins: [] });
    expect(t.fiber).toMatchObject({ amount: null, knownBy: 0 });
  });

  it("says when no item's data has fiber at all", () => {
    const t = plateTotals([{ meal: bread, grams: 100 }], labels);
    expect(t.fiber).toMatchObject({ amount: null, missing: ["خبز"], knownBy: 0 });
  });
});

describe("plate entries", () => {
  const two: PlateEntry[] = [
    { name: "خبز", grams: 100 },
    { name: "طاجين", grams: 250 },
  ];

  it("adds a new meal at the end", () => {
    expect(addToPlate(two, { name: "شاي", grams: 200 })).toEqual({
      ok: true,
      entries: [...two, { name: "شاي", grams: 200 }],
    });
  });

  it("adds the grams of a meal already on the plate to its line, up to 2,000 g", () => {
    expect(addToPlate(two, { name: "خبز", grams: 50 }).entries[0]).toEqual({
      name: "خبز",
      grams: 150,
    });
    expect(addToPlate(two, { name: "خبز", grams: 1990 }).entries[0]!.grams).toBe(2000);
  });

  it("refuses a 21st meal", () => {
    const full = Array.from({ length: MAX_PLATE_ITEMS }, (_, i) => ({ name: `m${i}`, grams: 100 }));
    expect(addToPlate(full, { name: "one more", grams: 100 })).toEqual({
      ok: false,
      reason: "full",
      entries: full,
    });
    // an existing meal can still grow
    expect(addToPlate(full, { name: "m3", grams: 100 }).ok).toBe(true);
  });

  it("changes and removes a line", () => {
    expect(setPlateGrams(two, "طاجين", 300)[1]).toEqual({ name: "طاجين", grams: 300 });
    expect(removeFromPlate(two, "خبز")).toEqual([{ name: "طاجين", grams: 250 }]);
  });
});

describe("percentOf", () => {
  it("works a share by hand: 675 of 2,627.4625 kcal ≈ 25.69 %", () => {
    expect(percentOf(675, 2627.4625)).toBeCloseTo(25.6902, 3);
    expect(() => percentOf(10, 0)).toThrow(RangeError);
  });
});

describe("adding several meals", () => {
  it("adds each as if one by one, and stops at a full plate", () => {
    const base = [{ name: "خبز", grams: 100 }];
    expect(
      addAllToPlate(base, [
        { name: "خبز", grams: 50 },
        { name: "شاي", grams: 200 },
      ]),
    ).toEqual({
      entries: [
        { name: "خبز", grams: 150 },
        { name: "شاي", grams: 200 },
      ],
      added: 2,
      full: false,
    });
    const full = Array.from({ length: MAX_PLATE_ITEMS }, (_, i) => ({ name: `m${i}`, grams: 1 }));
    const result = addAllToPlate(full, [
      { name: "m0", grams: 1 },
      { name: "new", grams: 1 },
    ]);
    expect(result.added).toBe(1);
    expect(result.full).toBe(true);
    expect(result.entries).toHaveLength(MAX_PLATE_ITEMS);
  });
});

describe("the plate split by meal of the day", () => {
  const plate: PlateEntry[] = [
    { name: "تمر", grams: 21, slot: "iftar" },
    { name: "شربة", grams: 393, slot: "iftar" },
    { name: "تمر", grams: 14, slot: "suhoor" },
    { name: "شاهي", grams: 115 },
  ];

  it("keeps one meal once per meal of the day, and adds to the line of the same meal", () => {
    expect(addToPlate(plate, { name: "تمر", grams: 7, slot: "suhoor" }).entries[2]).toEqual({
      name: "تمر",
      grams: 21,
      slot: "suhoor",
    });
    expect(addToPlate(plate, { name: "تمر", grams: 7 }).entries).toHaveLength(5);
  });

  it("edits and removes a line by its key, leaving the same meal in another meal alone", () => {
    const key = entryKey({ name: "تمر", slot: "suhoor" });
    expect(setPlateGrams(plate, key, 50).map((e) => e.grams)).toEqual([21, 393, 50, 115]);
    expect(removeFromPlate(plate, key).map(entryKey)).toEqual(["iftar|تمر", "iftar|شربة", "شاهي"]);
    expect(entryKey({ name: "شاهي" })).toBe("شاهي");
  });

  it("moves a line, merging it into the same meal's line there", () => {
    const moved = moveToSlot(plate, entryKey({ name: "تمر", slot: "suhoor" }), "iftar");
    expect(moved).toEqual([
      { name: "تمر", grams: 35, slot: "iftar" },
      { name: "شربة", grams: 393, slot: "iftar" },
      { name: "شاهي", grams: 115 },
    ]);
    const placed = moveToSlot(plate, "شاهي", "snack");
    expect(placed[3]).toEqual({ name: "شاهي", grams: 115, slot: "snack" });
    expect(moveToSlot(placed, "snack|شاهي", undefined)[3]).toEqual({ name: "شاهي", grams: 115 });
    expect(moveToSlot(plate, "no such line", "lunch")).toEqual(plate);
  });

  it("sums added sugar only when every item knows it, and says when it is a lower bound", () => {
    const tea: Meal = { ...stew, name: "شاهي", addedSugars: 13 };
    const cake: Meal = { ...stew, name: "كعك", addedSugars: 20, addedSugarsAtLeast: true };
    const known = plateTotals(
      [
        { meal: tea, grams: 200 },
        { meal: cake, grams: 50 },
      ],
      labels,
    ).addedSugars;
    expect(known.amount).toBeCloseTo(36, 10);
    expect(known.atLeast).toBe(true);
    const unknown = plateTotals(
      [
        { meal: tea, grams: 100 },
        { meal: bread, grams: 60 },
      ],
      labels,
    ).addedSugars;
    expect(unknown).toEqual({ amount: null, atLeast: false, missing: ["خبز"] });
  });
});

describe("the oil of a plate's line", () => {
  const lines = [
    { name: "بازين", grams: 200, oil: "less" as const },
    { name: "بازين", grams: 150 },
  ];

  it("adds the same food with another oil as a line of its own", () => {
    const result = addToPlate([lines[1]!], lines[0]!);
    expect(result.entries).toEqual([lines[1], lines[0]]);
    expect(entryKey(lines[0]!)).not.toBe(entryKey(lines[1]!));
  });

  it("changes a line's oil, joining the line that already has it", () => {
    expect(setPlateOil([lines[1]!], entryKey(lines[1]!), "more")).toEqual([
      { name: "بازين", grams: 150, oil: "more" },
    ]);
    expect(setPlateOil(lines, entryKey(lines[0]!), "usual")).toEqual([
      { name: "بازين", grams: 350 },
    ]);
  });

  it("keeps the oil when a line moves to a meal of the day", () => {
    expect(moveToSlot(lines, entryKey(lines[0]!), "lunch")[0]).toEqual({
      name: "بازين",
      grams: 200,
      slot: "lunch",
      oil: "less",
    });
  });
});
