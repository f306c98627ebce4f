import { getMealCatalog } from "@/lib/meals/catalog";
import { bareWordDefaultsByWord } from "@/lib/meals/search";
import { createMealTextParser } from "./parse-meal-text";
import { servingUnitOf } from "./serving-unit";

const parser = createMealTextParser(getMealCatalog(), { defaults: bareWordDefaultsByWord });
const weighed = (text: string) =>
  parser.parse(text).items.map((i) => [i.meal.name, i.weighing.grams] as const);

function check(table: [string, [string, number][]][]) {
  it.each(table)("«%s»", (text, expected) => {
    const got = weighed(text);
    expect(got.map(([m]) => m)).toEqual(expected.map(([m]) => m));
    got.forEach(([, grams], i) => expect(grams).toBeCloseTo(expected[i]![1], 6));
  });
}

// FNDDS 51107010 (French bread): an individual loaf 82 g, a mini baguette 152 g.
describe("a count noun of a loaf of its own size weighs that loaf", () => {
  check([
    ["صمونة", [["خبز فرنسي", 82]]],
    [
      "صمونتين وجبنة",
      [
        ["خبز فرنسي", 2 * 82],
        ["جبنة بيضاء", 2 * 28],
      ],
    ],
    ["نص صمونة", [["خبز فرنسي", 82 / 2]]],
    // the Libyan «خبزة» of the same bread stays its baguette
    ["خبزة", [["خبز فرنسي", 152]]],
    ["رغيف باغيت", [["خبز فرنسي", 152]]],
  ]);
});

// SR28 19120 (milk chocolate): a 1.55 oz bar 44 g, a miniature bar 7 g; a size said of a
// serving with none of that size scales it (small: 0.67, householdEstimates.sizes).
describe("«صغير جدًا» in a label is no size a person says", () => {
  it("reads «لوح صغير جدًا» as a bar of no size, «لوح صغير» as a small one", () => {
    expect(servingUnitOf("لوح صغير جدًا").size).toBeUndefined();
    expect(servingUnitOf("لوح صغير").size).toBe("small");
    expect(servingUnitOf("حبة كبيرة").size).toBe("large");
  });
  check([
    ["شكلاطة صغيرة", [["شوكولاتة بالحليب", 44 * 0.67]]],
    ["لوح شوكولاتة صغير", [["شوكولاتة بالحليب", 44 * 0.67]]],
    ["شوكولاتة", [["شوكولاتة بالحليب", 44]]],
    // a food with a small serving of its own keeps it (FNDDS croissant: small 42 g)
    ["كرواسون صغير", [["كرواسون", 42]]],
  ]);
});
