import { getMealCatalog } from "@/lib/meals/catalog";
import { bareWordDefaultsByWord } from "@/lib/meals/search";
import { createMealTextParser } from "./parse-meal-text";

const parser = createMealTextParser(getMealCatalog(), { defaults: bareWordDefaultsByWord });
const weighed = (text: string) =>
  parser.parse(text).items.map((i) => [i.meal.name, i.weighing.grams] as const);

// USDA SR28 09326: a watermelon wedge (1/16 of the melon) 286 g, the whole melon 4,518 g; the
// size rule's large is 1.42 of a medium (householdEstimates.sizes).
const WEDGE = 286;
const LARGE = 1.42;

describe("«طرف»: a piece cut from a whole, wherever its amount stands", () => {
  const table: [string, [string, number][]][] = [
    ["طرف دلاع", [["بطيخ أحمر", WEDGE]]],
    ["زوز طرف بطيخ", [["بطيخ أحمر", 2 * WEDGE]]],
    ["دلاع طرف كبير", [["بطيخ أحمر", WEDGE * LARGE]]],
    // the amount alone after the food, in its own part of the sentence: still a cut piece
    ["كليت دلاع بعد الغدا، زوز طرف", [["بطيخ أحمر", 2 * WEDGE]]],
    ["بطيخ احمر في القايلة، قطعتين", [["بطيخ أحمر", 2 * WEDGE]]],
    // a whole said is the whole
    ["حبة دلاع", [["بطيخ أحمر", 4518]]],
  ];
  it.each(table)("«%s»", (text, expected) => {
    const got = weighed(text);
    expect(got.map(([m]) => m)).toEqual(expected.map(([m]) => m));
    got.forEach(([, grams], i) => expect(grams).toBeCloseTo(expected[i]![1], 6));
  });
});

// The recipe plates: مندي دجاج 372 g and كبسة دجاج 399 g, each with a quarter chicken
// (content/meals/plate-shares.ts).
describe("a fraction of a «حبة» of a dish served with a share of a bird is that share of the bird", () => {
  const table: [string, [string, number][]][] = [
    ["مندي دجاج نص حبة", [["مندي دجاج", 2 * 372]]],
    ["ربع حبة كبسة دجاج", [["كبسة دجاج", 399]]],
    ["نص دجاجة مندي", [["مندي دجاج", 2 * 372]]],
    // a whole piece of such a dish is still a piece of its plate (a third)
    ["حبة مندي دجاج", [["مندي دجاج", 372 / 3]]],
    // a fraction of a piece of any other food is that fraction of its piece (SR28 18133: 38 g)
    ["نص قطعة كيك", [["كيك إسفنجي", 38 / 2]]],
  ];
  it.each(table)("«%s»", (text, expected) => {
    const got = weighed(text);
    expect(got.map(([m]) => m)).toEqual(expected.map(([m]) => m));
    got.forEach(([, grams], i) => expect(grams).toBeCloseTo(expected[i]![1], 6));
  });
});

// SR28 01116: a 4 oz container of plain yoghurt 113 g, its 6 oz one 170 g, its 8 oz one 227 g.
describe("a pot of yoghurt is the pot sold here", () => {
  const table: [string, [string, number][]][] = [
    ["ياغورت", [["زبادي", 113]]],
    ["دانون زوز", [["زبادي", 2 * 113]]],
    ["علبة روب", [["زبادي", 113]]],
    ["زبادي علبة كبيرة", [["زبادي", 227]]],
    ["كوب زبادي", [["زبادي", 245]]],
  ];
  it.each(table)("«%s»", (text, expected) => {
    const got = weighed(text);
    expect(got.map(([m]) => m)).toEqual(expected.map(([m]) => m));
    got.forEach(([, grams], i) => expect(grams).toBeCloseTo(expected[i]![1], 6));
  });
});
