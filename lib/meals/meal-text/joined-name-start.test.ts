import { embeddedMealTextParser } from "@/lib/meals/meal-text";

const parser = embeddedMealTextParser();
const lines = (text: string) => parser.parse(text).items.map((i) => [i.text, i.meal.name]);

describe("«ب» joined to the first word of a name said whole is that name (joinedNameStart)", () => {
  it.each<[string, string[][]]>([
    // olive oil, not olives, after a verb or alone
    ["رشيت عليها بزيت الزيتون", [["بزيت الزيتون", "زيت زيتون"]]],
    [
      "قليت البيض بزيت زيتون",
      [
        ["البيض", "بيض مسلوق"],
        ["بزيت زيتون", "زيت زيتون"],
      ],
    ],
    // after a food it makes no name with, the oil is its own line
    [
      "طماطم بزيت الزيتون",
      [
        ["طماطم", "طماطم"],
        ["بزيت الزيتون", "زيت زيتون"],
      ],
    ],
    // a name that holds the «ب» word as typed stays whole
    ["صحن بسيسة بزيت الزيتون", [["صحن بسيسة بزيت الزيتون", "بسيسة"]]],
  ])("«%s»", (text, expected) => {
    expect(lines(text)).toEqual(expected);
  });
});
