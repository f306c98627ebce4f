import { getMealByName, getMealCatalog } from "@/lib/meals/catalog";
import { bareWordDefaultsByWord } from "@/lib/meals/search";
import { platePortions } from "@/content/meals/plate-portions";
import { createMealTextParser } from "./parse-meal-text";
import { platePortionCount } from "./weigh";

const parser = createMealTextParser(getMealCatalog(), { defaults: bareWordDefaultsByWord });
const read = (text: string) =>
  parser.parse(text).items.map((i) => ({
    meal: i.meal.name,
    grams: i.weighing.grams,
    rule: i.weighing.how === "rule" ? i.weighing.rule : i.weighing.how,
  }));

// USDA: a cup of cooked white rice 158 g (SR28 20045), of cooked pasta not packed 124 g; our
// Libyan rice plates hold 220 g of cooked rice, our pasta plates 220 g of pasta (plate-portions.ts).
const RICE_PLATE = 220;
const PASTA_PLATE = 220;

describe("a plain staple is eaten by the plate, as our home plates hold it", () => {
  it("each entry names a meal and one of its servings, with why", () => {
    for (const entry of platePortions) {
      const meal = getMealByName(entry.meal);
      expect(meal?.servings?.some((s) => s.label === entry.serving)).toBe(true);
      expect(entry.why.length).toBeGreaterThan(10);
    }
  });

  // The count of servings a plate holds is worked out from the serving's own weight, never
  // written as data: a plate of rice is 220 ÷ 158 g of USDA's cup, of pasta 220 ÷ 124 g.
  it.each([
    ["رز أبيض مطبوخ", 220 / 158],
    ["مكرونة مسلوقة", 220 / 124],
    ["فول مسلوق", undefined],
  ] as const)("a plate of «%s» is %s of its serving", (name, count) => {
    const meal = getMealByName(name);
    expect(meal).toBeDefined();
    if (count === undefined) expect(platePortionCount(meal!)).toBeUndefined();
    else expect(platePortionCount(meal!)).toBeCloseTo(count, 6);
  });

  it("is more than the serving it is counted in, and less than three of it", () => {
    for (const entry of platePortions) {
      const count = platePortionCount(getMealByName(entry.meal)!);
      expect(count).toBeGreaterThan(1);
      expect(count).toBeLessThan(3);
    }
  });

  const table: [string, [string, number, string][]][] = [
    // a plate said
    ["صحن رز", [["رز أبيض مطبوخ", RICE_PLATE, "plate-portion"]]],
    ["طاسة رز", [["رز أبيض مطبوخ", RICE_PLATE, "plate-portion"]]],
    ["صحنين رز", [["رز أبيض مطبوخ", 2 * RICE_PLATE, "plate-portion"]]],
    ["نص صحن رز", [["رز أبيض مطبوخ", RICE_PLATE / 2, "plate-portion"]]],
    ["صحن مكرونة", [["مكرونة مسلوقة", PASTA_PLATE, "plate-portion"]]],
    // nothing said, beside a main or alone: one plate, not USDA's cup
    [
      "دجاج ورز",
      [
        ["دجاج مسلوق", 334 / 2, "serving"],
        ["رز أبيض مطبوخ", RICE_PLATE, "plate-portion"],
      ],
    ],
    ["رز", [["رز أبيض مطبوخ", RICE_PLATE, "plate-portion"]]],
    // «شوية» (half) of what is served, a plate
    ["شوية رز", [["رز أبيض مطبوخ", RICE_PLATE / 2, "plate-portion"]]],
    // a cup, a ladle or grams said stay theirs
    ["كوب رز", [["رز أبيض مطبوخ", 158, "serving"]]],
    ["مغرفة رز", [["رز أبيض مطبوخ", 158 / 2, "ladle"]]],
    ["200 غرام رز", [["رز أبيض مطبوخ", 200, "weight"]]],
    // a food with no plate portion: its typical serving, as before (USDA's cup of fava beans)
    ["صحن فول مسلوق", [["فول مسلوق", 170, "plate-as-typical"]]],
  ];
  it.each(table)("«%s»", (text, expected) => {
    const got = read(text);
    expect(got.map((g) => [g.meal, g.rule])).toEqual(expected.map(([m, , r]) => [m, r]));
    got.forEach((g, i) => expect(g.grams).toBeCloseTo(expected[i]![1], 6));
  });

  it("says the line's plate is our estimate", () => {
    const [line] = parser.parse("رز").items;
    expect(line?.reading).toMatchObject({ how: "unsaid", source: "estimate" });
    expect(line?.reading.words).toContain("صحن");
  });
});
