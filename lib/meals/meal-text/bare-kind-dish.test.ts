import { embeddedMealTextParser } from "@/lib/meals/meal-text";

const parser = embeddedMealTextParser();
const read = (text: string) => {
  const { items, unmatched } = parser.parse(text);
  return { items: items.map((i) => [i.text, i.meal.name]), unmatched };
};

describe("a bare kind word before a dish of it was the dish's (isDishOfBareWord)", () => {
  // [sentence, the lines read (their words, meal), the words left not understood]
  const table: [string, string[][], string[]][] = [
    ["بيض شكشوكة", [["بيض شكشوكة", "شكشوكة"]], []],
    // the run's plate is the dish's, not a plate of plain pasta beside it
    ["صحن مقرونة مبكبكة", [["صحن مقرونة مبكبكة", "مبكبكة"]], []],
  ];
  it.each(table)("«%s»", (text, items, unmatched) => {
    expect(read(text)).toEqual({ items, unmatched });
  });
});
