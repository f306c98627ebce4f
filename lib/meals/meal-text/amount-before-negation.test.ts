import { getMealCatalog } from "@/lib/meals/catalog";
import { bareWordDefaultsByWord } from "@/lib/meals/search";
import { createMealTextParser } from "./parse-meal-text";

const parser = createMealTextParser(getMealCatalog(), { defaults: bareWordDefaultsByWord });
const read = (text: string) => {
  const { items, notEaten } = parser.parse(text);
  return { lines: items.map((i) => [i.meal.name, i.weighing.grams] as const), notEaten };
};

// An amount after its food stays the food's when words said not eaten follow it: the same
// lines as with the sentence ending at the amount, the negated words reported as left out.
describe("an amount before a negation is still its food's", () => {
  const table: [string, string, string][] = [
    ["عصيدة صحن صغير ما كليتش برشا", "عصيدة صحن صغير", "ما كليتش برشا"],
    ["كسكسي صحنين ما كليتش اللحم", "كسكسي صحنين", "ما كليتش اللحم"],
    ["شاهي كاسين ما شربتش القهوة", "شاهي كاسين", "ما شربتش القهوة"],
    ["مكرونة طبق ما كلتش السلطة", "مكرونة طبق", "ما كلتش السلطة"],
  ];
  it.each(table)("«%s»", (text, ending, negated) => {
    const got = read(text);
    expect(got.lines).toEqual(read(ending).lines);
    expect(got.lines.every(([, grams]) => grams !== null)).toBe(true);
    expect(got.notEaten).toEqual([negated]);
  });

  it("the negated food takes no amount and gives no line", () => {
    expect(read("رز صحن ما كليتش الخبز").lines.map(([meal]) => meal)).toEqual(
      read("رز صحن").lines.map(([meal]) => meal),
    );
  });
});
