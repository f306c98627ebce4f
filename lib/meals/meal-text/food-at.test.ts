import { embeddedMealTextParser } from "@/lib/meals/meal-text";

const parser = embeddedMealTextParser();
const read = (text: string) => {
  const { items, unmatched } = parser.parse(text);
  return { items: items.map((i) => [i.text, i.meal.name]), unmatched };
};

describe("words that name no food we have are set aside, not read as another (foodAt)", () => {
  // [sentence, the lines read (their words, meal), the words left not understood]
  const table: [string, string[][], string[]][] = [
    // a sort we lack, not the bare noun's usual sort
    ["بطاطا حلوة", [], ["بطاطا حلوة"]],
    // a juice we lack, not orange juice and a pomegranate
    ["عصير رمان", [], ["عصير رمان"]],
    // a word that only starts longer names, before a food of its own: the food is meant
    ["اصابع موز", [["موز", "موز"]], ["اصابع"]],
  ];
  it.each(table)("«%s»", (text, items, unmatched) => {
    expect(read(text)).toEqual({ items, unmatched });
  });
});
