import { embeddedMealTextParser } from "@/lib/meals/meal-text";

const parser = embeddedMealTextParser();
const read = (text: string) => {
  const { items, unmatched } = parser.parse(text);
  return {
    items: items.map((i) => [i.meal.name, i.amount.count, i.amount.unit, i.amount.size] as const),
    unmatched,
  };
};

type Line = readonly [string, number | null, string | null, string | undefined];

// An amount after its food stays the food's when a clause of what was not eaten follows it.
describe("an amount before a clause of what was not eaten (isNotEatenClause)", () => {
  it.each<[string, Line[]]>([
    ["مكرونة صحن ما كليتش الخبز", [["مكرونة مسلوقة", 1, "plate", undefined]]],
    ["بازين صحن كبير ما كليتش اللحم", [["بازين", 1, "plate", "large"]]],
    [
      "شربة طاسة ما شربتش العصير وكليت تفاحة",
      [
        ["شربة ليبية", 1, "plate", undefined],
        ["تفاح", 1, "piece", undefined],
      ],
    ],
  ])("«%s»", (text, items) => {
    expect(read(text)).toEqual({ items, unmatched: [] });
  });
});
