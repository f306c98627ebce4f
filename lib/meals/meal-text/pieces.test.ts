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
  // a cooked fillet of sea bass 101 g (SR28 15092), sized by the size rule when it has no
  // serving of that size
  const table: [string, string, number][] = [
    ["تين ٤ كبار", "تين", 4 * LARGE_FIG],
    ["قاروص وحدة كبيرة", "سمك قاروص مشوي", 101 * sizes.large],
    ["تين زوز متوسطات", "تين", 2 * FIG],
  ];
  it.each(table)("«%s»", (text, meal, grams) => {
    const [line] = read(text);
    expect(line?.[0]).toBe(meal);
    expect(line?.[1]).toBeCloseTo(grams, 6);
  });
});
