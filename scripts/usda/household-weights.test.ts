import type { MealEntry } from "@/content/meals/types";
import { householdIds, readHouseholdWeights } from "./household-weights";

// ABBREV.txt records: 53 `^`-separated fields, text in `~`; the household weights are
// fields 49-52 (GmWt_1, GmWt_Desc1, GmWt_2, GmWt_Desc2), then Refuse_Pct.
function record(ndb: string, gm1: string, desc1: string, gm2: string, desc2: string): string {
  const nutrients = Array.from({ length: 46 }, () => "1");
  return [`~${ndb}~`, "~FOOD~", ...nutrients, gm1, `~${desc1}~`, gm2, `~${desc2}~`, "0"].join("^");
}

const abbrev = [
  record("09087", "147", "1 cup, chopped", "7.1", "1 date, pitted"),
  record("11529", "149", "1 cup,  cherry tomatoes", "", ""),
  record("01293", "", "", "", ""),
].join("\r\n");

const describe_ = (id: string) => `Food ${id}`;

describe("readHouseholdWeights", () => {
  it("reads both weights, USDA's text unchanged, sorted by id, an empty list when none", () => {
    expect(
      readHouseholdWeights(abbrev, ["sr28:11529", "sr28:09087", "sr28:01293"], describe_),
    ).toEqual([
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
        weights: [{ grams: 149, description: "1 cup,  cherry tomatoes" }],
      },
    ]);
  });

  it("lists every id missing from the file", () => {
    expect(() => readHouseholdWeights(abbrev, ["sr28:99999", "sr28:88888"], describe_)).toThrow(
      /sr28:88888\n {2}sr28:99999/,
    );
  });

  it("rejects a record with the wrong number of fields or a weight without grams", () => {
    expect(() => readHouseholdWeights("~01001~^1^2", ["sr28:01001"], describe_)).toThrow(
      /3 fields/,
    );
    const bad = record("01001", "", "1 cup", "", "");
    expect(() => readHouseholdWeights(bad, ["sr28:01001"], describe_)).toThrow(/malformed/);
  });
});

describe("householdIds", () => {
  it("takes single SR28 rows and borrowed rows, not FNDDS rows or recipe ingredients", () => {
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
        name: "د",
        aliases: ["d"],
        category: "libyan",
        basis: "اختبار",
        serving: { label: "صحن" },
        recipe: [{ usda: "sr28:01001", grams: 10 }],
      },
    ];
    expect([...householdIds(entries)].sort()).toEqual(["sr28:09087", "sr28:11529"]);
  });
});
