import { getMealCatalog } from "@/lib/meals/catalog";
import { bareWordDefaultsByWord } from "@/lib/meals/search";
import { readAmount } from "./amount-group";
import { createFoodMatcher } from "./food-matcher";
import { groupsOf, segmentsOf } from "./groups";
import { createMealTextParser } from "./parse-meal-text";
import { createPartsReader } from "./parts";
import { tokenize } from "./tokens";

const meals = getMealCatalog();
const { readParts } = createPartsReader(
  createFoodMatcher(meals, bareWordDefaultsByWord),
  bareWordDefaultsByWord,
);

describe("an amount run is read into how many, of which unit, and the food it names", () => {
  const firstAmount = (text: string) => {
    const groups = segmentsOf(readParts(tokenize(text), new Set())).flatMap(groupsOf);
    const at = groups.findIndex((g) => g.kind === "amount");
    const group = groups[at]!;
    if (group.kind !== "amount") throw new Error(`no amount in «${text}»`);
    const { amount, food, little } = readAmount(group.parts, groups[at - 1]?.kind === "food");
    return { count: amount.count, unit: amount.unit, size: amount.size, food, little };
  };
  const table: [string, ReturnType<typeof firstAmount>][] = [
    ["صحنين كسكسي", { count: 2, unit: "plate", size: undefined, food: undefined, little: false }],
    ["3 بيضات", { count: 3, unit: "piece", size: undefined, food: "بيض", little: false }],
    // «ونص» after an amount adds a half
    [
      "كسكسي صحن ونص",
      { count: 1.5, unit: "plate", size: undefined, food: undefined, little: false },
    ],
    // «نص رغيف»: a half of the loaf the unit names
    ["نص رغيف", { count: 0.5, unit: "loaf", size: undefined, food: "خبز", little: false }],
    // a size word after a unit
    ["كاس كبير حليب", { count: 1, unit: "glass", size: "large", food: undefined, little: false }],
    // «شوية» alone: a little, of whatever the food is eaten by
    ["شوية زيتون", { count: 0.5, unit: null, size: undefined, food: undefined, little: true }],
  ];
  it.each(table)("«%s»", (text, expected) => {
    expect(firstAmount(text)).toEqual(expected);
  });
});

describe("an amount with no food of its own is the amount of the line before", () => {
  const parser = createMealTextParser(meals, { defaults: bareWordDefaultsByWord });
  const read = (text: string) =>
    parser.parse(text).items.map((i) => [i.text, i.meal.name, i.amount.count, i.amount.unit]);
  // [sentence, the lines: words, meal, count, unit]
  const table: [string, (string | number | null)[][]][] = [
    // «ونص» alone: half more of the line before (addsHalf)
    ["كسكسي صحن ونص", [["كسكسي صحن ونص", "كسكسي باللحم والخضار", 1.5, "plate"]]],
    ["شاهي كاس، ونص", [["شاهي كاس", "شاهي ليبي", 1.5, "glass"]]],
    // an amount alone in its part, after a line with none (giveAmount)
    ["كبسة دجاج، نصف طبق فقط", [["كبسة دجاج", "كبسة دجاج", 0.5, "plate"]]],
    // a weight written after a line that had its amount before it
    ["شوية فول سوداني 20g", [["شوية فول سوداني 20g", "فول سوداني", 20, "gram"]]],
  ];
  it.each(table)("«%s»", (text, expected) => {
    expect(read(text)).toEqual(expected);
  });
});
