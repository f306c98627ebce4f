import { embeddedMealTextParser } from "@/lib/meals/meal-text";
import { isNegatedVerb } from "./negated-verb";
import { fold } from "./words";

const parser = embeddedMealTextParser();
const read = (text: string) => {
  const { items, notEaten } = parser.parse(text);
  return { items: items.map((i) => i.meal.name), notEaten };
};

describe("a negated verb is read by its parts, every person and pronoun", () => {
  it.each([
    "كليتش",
    "ماكلتش",
    "مكلتش",
    "ماكليتهوش",
    "كليتهاش",
    "ماشربتهاش",
    "حطيتش",
    "ماحطيتش",
    "فطرتش",
    "مافطرتش",
    "تسحرتش",
    "تعشيتش",
    "ماناكلش",
    "وماكلتش",
    "شربتوش",
  ])("«%s» is a negated verb of eating", (word) => {
    expect(isNegatedVerb(fold(word))).toBe(true);
  });
  it.each(["كليت", "شربت", "كشكش", "مش", "قمش", "فرش", "ريش", "كلش", "حشيش"])(
    "«%s» is not",
    (word) => {
      expect(isNegatedVerb(fold(word))).toBe(false);
    },
  );
});

describe("sentences with those verbs: what they govern is not eaten", () => {
  const table: [string, string[], string[]][] = [
    ["كليت خبزة وما حطيتش عليها زبدة", ["خبز فرنسي"], ["ما حطيتش عليها زبدة"]],
    ["ما فطرتش على التمر، فطرت على شربة", ["شربة ليبية"], ["ما فطرتش على التمر"]],
    ["المكرونة ما كليتهوش، كليت سلطة", ["سلطة عربية"], ["المكرونة ما كليتهوش"]],
    ["ما تعشيتش بالرز، تعشيت بعدس", ["عدس مطبوخ"], ["ما تعشيتش بالرز"]],
    // «ما» written apart before a verb with no «ش», then a food with no article
    ["ما أكلت خبز اليوم، بس صحن فول", ["فول مدمس"], ["ما أكلت خبز"]],
  ];
  it.each(table)("«%s»", (text, items, notEaten) => {
    expect(read(text)).toEqual({ items, notEaten });
  });
});
