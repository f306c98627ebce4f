import { getMealCatalog } from "@/lib/meals/catalog";
import { bareWordDefaultsByWord } from "@/lib/meals/search";
import { createFoodMatcher } from "./food-matcher";
import { groupsOf, itemRuns, segmentsOf } from "./groups";
import { createPartsReader } from "./parts";
import { tokenize } from "./tokens";

const meals = getMealCatalog();
const { readParts } = createPartsReader(
  createFoodMatcher(meals, bareWordDefaultsByWord),
  bareWordDefaultsByWord,
);
const groupsIn = (text: string) =>
  segmentsOf(readParts(tokenize(text), new Set())).map((segment) =>
    groupsOf(segment).map((g) => `${g.kind}:${g.parts.length}`),
  );

describe("parts are cut at breaks into segments, and each segment into runs", () => {
  // [sentence, per segment: each run's kind and how many parts it holds]
  const table: [string, string[][]][] = [
    // a unit then the food's words: one amount run, one food run
    ["صحنين كسكسي", [["amount:1", "food:1"]]],
    // «و» breaks the sentence: two segments; «خبزة» is a count noun, its own amount
    ["كاس حليب وخبزة", [["amount:1", "food:1"], ["amount:1"]]],
    // a number and its unit are one amount
    ["2 كاس شاهي", [["amount:2", "food:1"]]],
    // a second unit starts a new amount («تمرات 3» would stay one)
    ["صحن كسكسي كاس لبن", [["amount:1", "food:1", "amount:1", "food:1"]]],
    // a number between a unit and a count noun counts what follows it
    ["حريرة زلافة جوج تمرات", [["food:1", "amount:1", "amount:2"]]],
    // «ونص» after a count noun starts the next one's amount
    ["بيضتين ونص خبزة", [["amount:1", "amount:2"]]],
    // «صحن ونص كسكسي» stays one and a half plates
    ["صحن ونص كسكسي", [["amount:2", "food:1"]]],
    // a filler («فطرت») is dropped, a two-word name is one run of two food words
    ["فطرت حليب نصف دسم", [["food:3"]]],
  ];
  it.each(table)("«%s»", (text, expected) => {
    expect(groupsIn(text)).toEqual(expected);
  });
});

describe("an item's runs: an amount before its food, or after it when it is the food's", () => {
  const matcher = createFoodMatcher(meals, bareWordDefaultsByWord);
  const items = (text: string) => {
    const out: string[] = [];
    for (const segment of segmentsOf(readParts(tokenize(text), new Set()))) {
      const groups = groupsOf(segment);
      for (let g = 0; g < groups.length; g++) {
        const runs = itemRuns(groups, g, {
          names: (words) => matcher.match(words) !== undefined,
          countsDish: () => false,
        });
        out.push(`${runs.amount ? "amount" : ""}${runs.food ? "+food" : ""}`);
        g = runs.last;
      }
    }
    return out;
  };
  const table: [string, string[]][] = [
    ["صحنين كسكسي", ["amount+food"]],
    // nothing after: the amount after the food is the food's
    ["كسكسي صحنين", ["amount+food"]],
    // the next food has its own amount after it, too
    ["كسكسي صحنين شاهي كاسين", ["amount+food", "amount+food"]],
    // the amount is the next food's: a food follows it with no amount after
    ["كسكسي صحنين شاهي", ["+food", "amount+food"]],
    // a count noun after a food starts an item of its own
    ["شاهي بيضتين", ["+food", "amount"]],
  ];
  it.each(table)("«%s»", (text, expected) => {
    expect(items(text)).toEqual(expected);
  });
});
