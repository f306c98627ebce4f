import type { MealEntry } from "@/content/meals/types";
import { householdIds, readHouseholdWeights } from "./household-weights";

// portions.csv: SR28 rows give an amount and a measure, FNDDS rows the measure's whole text.
const portions = [
  "dataset,source_id,seq,amount,measure,grams,food_description",
  'usda_sr28,09087,2,1,"date, pitted",7.1,"Dates, deglet noor"',
  'usda_sr28,09087,1,1,"cup, chopped",147,"Dates, deglet noor"',
  'usda_sr28,11529,1,1,cup cherry tomatoes,149,"Tomatoes, red"',
  "usda_fndds_2021_2023,58175110,1,,1 cup,160,Tabbouleh",
  "usda_fndds_2021_2023,58175110,2,,Quantity not specified,0,Tabbouleh",
].join("\n");

const describe_ = (id: string) =>
  id.endsWith("99999") || id.endsWith("88888") ? undefined : `Food ${id}`;

describe("readHouseholdWeights", () => {
  it("reads every measure in USDA's order, SR28's amount in the text, sorted by id, an empty list when none", () => {
    expect(
      readHouseholdWeights(
        portions,
        ["sr28:11529", "sr28:09087", "sr28:01293", "fndds:58175110"],
        describe_,
      ),
    ).toEqual([
      {
        id: "fndds:58175110",
        food: "Food fndds:58175110",
        weights: [{ grams: 160, description: "1 cup" }],
      },
      { id: "sr28:01293", food: "Food sr28:01293", weights: [] },
      {
        id: "sr28:09087",
        food: "Food sr28:09087",
        weights: [
          { grams: 147, description: "1 cup, chopped" },
          { grams: 7.1, description: "1 date, pitted" },
        ],
      },
      {
        id: "sr28:11529",
        food: "Food sr28:11529",
        weights: [{ grams: 149, description: "1 cup cherry tomatoes" }],
      },
    ]);
  });

  it("lists every id missing from foods.csv", () => {
    expect(() => readHouseholdWeights(portions, ["sr28:99999", "sr28:88888"], describe_)).toThrow(
      /sr28:88888\n {2}sr28:99999/,
    );
  });

  it("rejects a weight that is not a number", () => {
    const bad = `${portions}\nusda_sr28,01001,1,1,cup,abc,Butter`;
    expect(() => readHouseholdWeights(bad, ["sr28:01001"], describe_)).toThrow(/malformed/);
  });
});

describe("householdIds", () => {
  it("takes single SR28 rows, listed FNDDS rows, borrowed rows and units, not recipe ingredients", () => {
    const entries: MealEntry[] = [
      { name: "أ", aliases: ["a"], category: "dates-fruit", usda: "sr28:09087" },
      {
        name: "ب",
        aliases: ["b"],
        category: "vegetables",
        usda: "fndds:74101000",
        householdFrom: "sr28:11529",
      },
      { name: "ج", aliases: ["c"], category: "levant", usda: "fndds:58175110", noServing: "none" },
      {
        name: "ه",
        aliases: ["e"],
        category: "levant",
        usda: "fndds:53441110",
        measures: ["1 piece"],
      },
      {
        name: "د",
        aliases: ["d"],
        category: "libyan",
        basis: "اختبار",
        serving: { label: "صحن" },
        recipe: [{ usda: "sr28:01001", grams: 10 }],
        borrowedUnits: [{ from: "fndds:53441210", measure: "1 piece", why: "اختبار" }],
      },
    ];
    expect([...householdIds(entries)].sort()).toEqual([
      "fndds:53441110",
      "fndds:53441210",
      "sr28:09087",
      "sr28:11529",
    ]);
  });
});
