import { getMealCatalog } from "@/lib/meals/catalog";
import { bareWordDefaultsByWord } from "@/lib/meals/search";
import type { Serving } from "../types";
import { createMealTextParser } from "./parse-meal-text";
import { weigh, type MealTextAmount, type WeighableMeal } from "./weigh";

const serving = (label: string, grams: number): Serving => ({
  label,
  grams,
  kind: "estimate",
  basis: "test",
});

// Made-up meals, so that the rule is held apart from the database's chicken: one weighed in
// shares of a whole bird and by its piece, one in shares only.
const withPiece: WeighableMeal = {
  servings: [
    serving("ربع دجاجة (بلا عظم)", 180),
    serving("نصف دجاجة (بلا عظم)", 360),
    serving("كوب مقطع مكعبات", 140),
    serving("قطعة", 75),
  ],
};
const sharesOnly: WeighableMeal = {
  servings: [
    serving("ربع دجاجة (بلا عظم)", 160),
    serving("نصف دجاجة (بلا عظم)", 320),
    serving("كوب مقطع مكعبات", 140),
  ],
};
// Its piece is a thigh («فخذ»), a label's own piece that no household noun names.
const withThigh: WeighableMeal = {
  servings: [
    serving("ربع دجاجة (بلا عظم)", 170),
    serving("نصف دجاجة (بلا عظم)", 340),
    serving("فخذ", 95),
  ],
};
const pieceOnly: WeighableMeal = { servings: [serving("قطعة", 90), serving("كوب", 150)] };

describe("weigh: a piece is never a share of a whole; the share only when its noun is said", () => {
  const piece = (count: number, noun?: string): MealTextAmount => ({
    count,
    unit: "piece",
    ...(noun ? { noun } : {}),
  });
  // [what, the meal, the amount said, grams, how, the serving it rests on]
  const table: [string, WeighableMeal, MealTextAmount, number, string, string][] = [
    // «قطعة»/«حتة»/«حبة»: the meal's own piece, not the bird the quarter is of (4 × 180)
    ["a piece", withPiece, piece(1), 75, "serving", "قطعة"],
    ["three pieces", withPiece, piece(3), 225, "serving", "قطعة"],
    ["half a piece", withPiece, piece(0.5), 37.5, "serving", "قطعة"],
    ["a piece, the data's piece a thigh", withThigh, piece(1), 95, "serving", "فخذ"],
    ["two pieces, the data's piece a thigh", withThigh, piece(2), 190, "serving", "فخذ"],
    // no piece in the data: the typical serving, one person's quarter, as it is (not 4 × 160)
    [
      "a piece, no piece in the data",
      sharesOnly,
      piece(1),
      160,
      "piece-as-typical",
      "ربع دجاجة (بلا عظم)",
    ],
    [
      "two pieces, no piece in the data",
      sharesOnly,
      piece(2),
      320,
      "piece-as-typical",
      "ربع دجاجة (بلا عظم)",
    ],
    // the count noun said: the share of it
    ["«نص دجاجة»", withPiece, piece(0.5, "دجاجة"), 360, "serving", "ربع دجاجة (بلا عظم)"],
    ["«ربع دجاجة»", sharesOnly, piece(0.25, "دجاجة"), 160, "serving", "ربع دجاجة (بلا عظم)"],
    ["«دجاجة»", withPiece, piece(1, "دجاجة"), 720, "serving", "ربع دجاجة (بلا عظم)"],
    // a food with no share of a whole: its piece, as before
    ["a piece of a food in no shares", pieceOnly, piece(2), 180, "serving", "قطعة"],
  ];
  it.each(table)("%s", (_, meal, amount, grams, how, label) => {
    const weighing = weigh(meal, amount);
    expect(weighing.grams).toBeCloseTo(grams, 6);
    expect(weighing.how === "rule" ? weighing.rule : weighing.how).toBe(how);
    expect("serving" in weighing ? weighing.serving.label : undefined).toBe(label);
  });

  it("a share of a whole with no piece of its own and no typical serving has no weight", () => {
    expect(weigh({ servings: [] }, piece(1))).toMatchObject({ grams: null, how: "unknown" });
  });
});

describe("«حتة فراخ»، «قطعة دجاج»: one piece of chicken as FNDDS weighs it, not a share of the bird", () => {
  const parser = createMealTextParser(getMealCatalog(), { defaults: bareWordDefaultsByWord });
  const read = (text: string) =>
    parser.parse(text).items.map((i) => [i.meal.name, i.weighing.grams] as const);
  // FNDDS 2021–2023 portions: a piece of stewed chicken, skin eaten, 70 g (24103010); of
  // roasted chicken, skin eaten, 60 g (24102010); of fried coated chicken 85 g (24107070).
  // SR28: half a stewed chicken, bone removed, 334 g (05010), of a roasted one 299 g (05009);
  // a quarter is half of that half (everyday-foods.ts). Cooked lamb's piece: SR28's 3 oz, 85 g.
  const table: [string, [string, number][]][] = [
    ["تغديت حتة فراخ", [["دجاج مسلوق", 70]]],
    ["حبة دجاج مسلوقة", [["دجاج مسلوق", 70]]],
    ["قطعتين دجاج مشوي", [["دجاج مشوي بالجلد", 2 * 60]]],
    ["٣ قطع فراخ مقلية", [["دجاج مقلي", 3 * 85]]],
    // the count noun said: the share of the bird
    ["نص دجاجة مسلوقة", [["دجاج مسلوق", 334]]],
    // (half of 299 g, to the gram: 150 g)
    ["ربع دجاجة مشوية", [["دجاج مشوي بالجلد", 150]]],
    // no amount: one person's quarter, as before
    ["دجاج مسلوق", [["دجاج مسلوق", 334 / 2]]],
    // cooked lamb's piece reads as before
    ["قطعة لحم علوش", [["لحم ضأن مطبوخ", 85]]],
  ];
  it("reads a share back with the whole's noun («ربع دجاجة»), for «ربع حبة» is a quarter piece", () => {
    expect(parser.parse("دجاج مسلوق").items[0]?.reading.words).toBe("ربع دجاجة");
    expect(parser.parse("ربع حبة دجاج مسلوق").items[0]?.weighing.grams).toBeCloseTo(70 / 4, 6);
    expect(parser.parse("ربع دجاجة دجاج مسلوق").items[0]?.weighing.grams).toBeCloseTo(167, 6);
  });

  it.each(table)("«%s»", (text, expected) => {
    const got = read(text);
    expect(got.map(([meal]) => meal)).toEqual(expected.map(([meal]) => meal));
    got.forEach(([, grams], i) => expect(grams).toBeCloseTo(expected[i]![1], 6));
  });
});
