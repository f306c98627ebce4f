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

// An amount said in English («half plate»، «bowl كبير») is read as its Arabic words
// (content/meals/spellings.ts, arabiziWords), and a hedge before an amount («يمكن»، «ربما»)
// is a filler (meal-text-words.ts), so the amount stays the amount of the food before it.
describe("amounts said in English or hedged", () => {
  it.each<[string, Line[]]>([
    ["العشا كسكسي، كليت half plate", [["كسكسي باللحم والخضار", 0.5, "plate", undefined]]],
    ["شربة فريك bowl كبير", [["شربة فريك", 1, "plate", "large"]]],
    ["بازين صحن small", [["بازين", 1, "plate", "small"]]],
    ["كسكسي، half plate only", [["كسكسي باللحم والخضار", 0.5, "plate", undefined]]],
    ["تغديت بازين، يمكن نص صحن", [["بازين", 0.5, "plate", undefined]]],
    ["مبكبكة، ربما ربع صحن", [["مبكبكة", 0.25, "plate", undefined]]],
  ])("«%s»", (text, items) => {
    expect(read(text)).toEqual({ items, unmatched: [] });
  });

  it("takes the hedged amount after «not much of it» as what was eaten (not-all-eaten.ts)", () => {
    const { items, notEaten, unmatched } = parser.parse("عصيدة، ما كليتش منها برشا، يمكن نص صحن");
    expect(items.map((i) => [i.meal.name, i.amount.count, i.amount.unit])).toEqual([
      ["عصيدة", 0.5, "plate"],
    ]);
    expect(notEaten).toEqual([]);
    expect(unmatched).toEqual([]);
  });
});
