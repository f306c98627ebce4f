import { embeddedMealTextParser } from "@/lib/meals/meal-text";

const parser = embeddedMealTextParser();
const read = (text: string) =>
  parser.parse(text).items.map((i) => ({
    text: i.text,
    meal: i.meal.name,
    count: i.amount.count,
    unit: i.amount.unit,
    said: i.said.how === "said" ? i.said.words : i.said.how,
  }));

describe("an amount alone after a line named with none is that line's (isAmountOfLineBefore)", () => {
  // [sentence, the line read: its text, meal, count, unit, its amount's words]
  const table: [string, [string, string, number, string | null, string]][] = [
    ["مقلوبة، صحنين", ["مقلوبة", "مقلوبة", 2, "plate", "صحنين"]],
    ["فول، ربع صحن فقط", ["فول", "فول مدمس", 0.25, "plate", "ربع صحن"]],
    // a count noun of the food the line is: two of the grilled fish, not two other fish
    ["سمك مشوي، سمكتين", ["سمك مشوي", "سمك قاروص مشوي", 2, "piece", "سمكتين"]],
  ];
  it.each(table)("«%s»", (text, [line, meal, count, unit, said]) => {
    expect(read(text)).toEqual([{ text: line, meal, count, unit, said }]);
  });

  it("a line with no amount before another keeps its own: «شاي وقهوة، كاسين» is two of coffee", () => {
    expect(read("شاي وقهوة، كاسين").map((l) => [l.meal, l.count, l.unit])).toEqual([
      ["شاهي بالسكر", 1, null],
      ["قهوة تركية", 2, "glass"],
    ]);
  });
});

it("a weight after a line that had its amount before is its weight (isWeightOfLineBefore)", () => {
  expect(read("حفنة لوز 30 غ")).toEqual([
    { text: "حفنة لوز 30 غ", meal: "لوز", count: 30, unit: "gram", said: "30 غ" },
  ]);
});
