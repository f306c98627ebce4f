import { embeddedMealTextParser } from "@/lib/meals/meal-text";

const parser = embeddedMealTextParser();
const read = (text: string) => {
  const { items, unmatched } = parser.parse(text);
  return { items: items.map((i) => [i.text, i.meal.name]), unmatched };
};

describe("what a dish is served with, said «مع» right after it, is in it (joinsDishSaidWith)", () => {
  // [sentence, the lines read (their words, meal), the words left not understood]
  const table: [string, string[][], string[]][] = [
    [
      "فول مدمس مع زيت زيتون وخبز",
      [
        ["فول مدمس مع زيت زيتون", "فول مدمس"],
        ["خبز", "خبز عربي"],
      ],
      [],
    ],
  ];
  it.each(table)("«%s»", (text, items, unmatched) => {
    expect(read(text)).toEqual({ items, unmatched });
  });
});
