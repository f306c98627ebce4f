import { getMealCatalog } from "@/lib/meals/catalog";
import { bareWordDefaultsByWord } from "@/lib/meals/search";
import { householdEstimates } from "@/content/meals/household-units";
import { createMealTextParser } from "./parse-meal-text";

const parser = createMealTextParser(getMealCatalog(), { defaults: bareWordDefaultsByWord });
const read = (text: string) =>
  parser.parse(text).items.map((i) => [i.meal.name, i.weighing.grams] as const);
const { sizes } = householdEstimates;

// The pieces these weights rest on (USDA portions.csv): a stuffed grape leaf 21 g (FNDDS
// 27315270 «1 roll»); a small meat empanada 35 g (FNDDS 58116117 «1 small/individual») for a
// صفيحة; a medium fig 50 g and a large one 64 g (SR28 09089); seven walnuts' kernels 28 g (SR28
// 12155); a piece of baked lasagna with meat, a sixth of an 8-inch tray, 206 g (FNDDS 58130011)
// for a piece of مكرونة بالبشاميل.
const LEAF = 21;
const SFIHA = 35;
const FIG = 50;
const LARGE_FIG = 64;
const WALNUT = 28 / 7;
const TRAY_PIECE = 206;
// A whole fish as eaten, its two fillets: sea bass 2 × 101 g (SR28 15092), tilapia 2 × 87 g
// (SR28 15262); a plate of a fried-fish dish is one fish (the recipe plate of سمك بلطي مقلي
// 172 g, of حوت مقلي 174 g).
const SEA_BASS = 2 * 101;
const TILAPIA = 2 * 87;

describe("a food eaten by the piece is weighed by its own piece", () => {
  const table: [string, [string, number][]][] = [
    ["كليت ٨ حبات ورق عنب", [["ورق عنب بالزيت", 8 * LEAF]]],
    ["صفيحة ٦ قطع", [["صفيحة", 6 * SFIHA]]],
    // no amount: three small pies, a few eaten at a time (content/meals/unsaid-amounts.ts)
    ["العشا صفيحة", [["صفيحة", 3 * SFIHA]]],
    // a fig said by count with no size is the medium one; a size said picks its own
    ["تين ٣ حبات", [["تين", 3 * FIG]]],
    ["تينتين كبار", [["تين", 2 * LARGE_FIG]]],
  ];
  it.each(table)("«%s»", (text, expected) => {
    const got = read(text);
    expect(got.map(([meal]) => meal)).toEqual(expected.map(([meal]) => meal));
    got.forEach(([, grams], i) => expect(grams).toBeCloseTo(expected[i]![1], 6));
  });
});

describe("a nut said by count is one nut, not a handful", () => {
  const table: [string, number][] = [
    ["جوز ٣ حبات", 3 * WALNUT],
    ["جوزتين مع التمر", 2 * WALNUT],
    // no count: half the handful, the ounce of 14 halves served as 28 g
    ["شوية جوز", 28 / 2],
  ];
  it.each(table)("«%s»", (text, grams) => {
    const [line] = read(text);
    expect(line?.[0]).toBe("جوز");
    expect(line?.[1]).toBeCloseTo(grams, 6);
  });
});

describe("a piece of a dish baked in a tray is a tray portion, scaled by the size said", () => {
  const table: [string, number][] = [
    ["قطعتين مكرونة بالبشاميل", 2 * TRAY_PIECE],
    ["مكرونة بالبشاميل قطعة صغيرة", TRAY_PIECE * sizes.small],
    ["قطعة كبيرة من المكرونة بالبشاميل", TRAY_PIECE * sizes.large],
  ];
  it.each(table)("«%s»", (text, grams) => {
    const [line] = read(text);
    expect(line?.[0]).toBe("مكرونة بالبشاميل");
    expect(line?.[1]).toBeCloseTo(grams, 6);
  });
});

describe("a size said right after a number sizes each piece", () => {
  // a fish weighed by the fish is sized by the size rule, having no serving of that size
  const table: [string, string, number][] = [
    ["تين ٤ كبار", "تين", 4 * LARGE_FIG],
    ["قاروص وحدة كبيرة", "سمك قاروص مشوي", SEA_BASS * sizes.large],
    ["تين زوز متوسطات", "تين", 2 * FIG],
    // «عصافيري»: the small kind of a sweet, after its name (a medium pancake of 50 g, FNDDS
    // 55101000, is the data's piece of قطايف)
    ["كليت قطايف عصافيري ٤ حبات", "قطايف", 4 * 50 * sizes.small],
    ["٢ قطايف صغيرات", "قطايف", 2 * 50 * sizes.small],
  ];
  it.each(table)("«%s»", (text, meal, grams) => {
    const [line] = read(text);
    expect(line?.[0]).toBe(meal);
    expect(line?.[1]).toBeCloseTo(grams, 6);
  });
});

describe("a fish said by count is a whole fish", () => {
  const table: [string, string, number][] = [
    ["سمكة قاروص", "سمك قاروص مشوي", SEA_BASS],
    ["بلطي مشوي زوز صغار", "سمك بلطي مشوي", 2 * TILAPIA * sizes.small],
    ["قاروص 3", "سمك قاروص مشوي", 3 * SEA_BASS],
    // a dish served only by the plate: a plate each, not a third of one
    ["حوتة مقلية", "حوت مقلي", 174],
    ["سمك بلطي مقلي تلت سمكات", "سمك بلطي مقلي", 3 * 172],
    // no count: still the fillet, one person's portion
    ["قاروص", "سمك قاروص مشوي", 101],
  ];
  it.each(table)("«%s»", (text, meal, grams) => {
    const lines = read(text);
    expect(lines.map(([m]) => m)).toEqual([meal]);
    expect(lines[0]?.[1]).toBeCloseTo(grams, 6);
  });
});

describe("a count noun of the food just named, in the next part of the sentence, counts it", () => {
  it("«تغدينا حوت مقلي، كليت حوتتين وشوية رز»: two of the fried fish", () => {
    expect(read("تغدينا حوت مقلي، كليت حوتتين وشوية رز")).toEqual([
      ["حوت مقلي", 2 * 174],
      ["رز أبيض مطبوخ", 220 / 2],
    ]);
  });
  it("«فطرت بيض مسلوق، بيضتين»: two eggs of that dish (USDA's large egg, 50 g)", () => {
    expect(read("فطرت بيض مسلوق، بيضتين")).toEqual([["بيض مسلوق", 2 * 50]]);
  });
  it("a count noun of a food inside a dish's name stays its own line", () => {
    expect(read("كبسة دجاج، ربع دجاجة").map(([meal]) => meal)).toHaveLength(2);
  });
  it("a count noun with its own cooking stays its own food", () => {
    expect(read("عشانا حوت مقلي، كليت حوتتين مشويات").map(([meal]) => meal)).toEqual([
      "حوت مقلي",
      "سمك قاروص مشوي",
    ]);
  });
});
