import { embeddedMealTextParser } from "@/lib/meals/meal-text";

const parser = embeddedMealTextParser();
const read = (text: string) => {
  const { items, unmatched } = parser.parse(text);
  return { items: items.map((i) => [i.text, i.meal.name]), unmatched };
};

describe("a flavour or a food inside a dish joins its line (joinsLineBefore)", () => {
  // [sentence, the lines read (their words, meal), the words left not understood]
  const table: [string, string[][], string[]][] = [
    ["زبادي بالفراولة", [["زبادي بالفراولة", "زبادي"]], []],
    // a food joined «وال…» after a «بال…» one is inside the dish too
    ["بريك بالبيض والتن", [["بريك بالبيض والتن", "بريك تونسي"]], []],
  ];
  it.each(table)("«%s»", (text, items, unmatched) => {
    expect(read(text)).toEqual({ items, unmatched });
  });
});
