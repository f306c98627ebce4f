import { getMealCatalog } from "@/lib/meals/catalog";
import { bareWordDefaultsByWord } from "@/lib/meals/search";
import { splitTerms } from "../normalize-arabic";
import { createFoodMatcher } from "./food-matcher";
import { createMealTextParser } from "./parse-meal-text";

describe("a word one letter from a known word is read as its typo only when that is safe", () => {
  const meals = [
    { name: "كرفس", aliases: ["كرافس"] },
    { name: "جبنة كرافت" },
    { name: "شوكولاتة", aliases: ["شكولاطة"] },
    { name: "كورن فليكس" },
    { name: "بازين" },
  ];
  const matcher = createFoodMatcher(meals);
  const meal = (text: string) => {
    const found = matcher.match(splitTerms(text));
    return found === undefined ? null : meals[found.meal]!.name;
  };
  // [typed words, the meal read (null: none)]
  it.each<[string, string | null]>([
    // one known word one letter away: its typo
    ["بازبن", "بازين"],
    // two known words one letter away, of two different foods: neither
    ["كرافز", null],
    // two spellings of one food, both one letter away: that food
    ["شوكولاطة", "شوكولاتة"],
    // a four-letter word with a letter added at its end is another word
    ["كورني", null],
    // the same word with a letter slipped inside it is still its typo
    ["كوررن", "كورن فليكس"],
    // an exact word is never read as a typo of another
    ["كرافس", "كرفس"],
  ])("%s → %s", (text, expected) => {
    expect(meal(text)).toBe(expected);
  });
});

describe("in a sentence", () => {
  const parser = createMealTextParser(getMealCatalog(), { defaults: bareWordDefaultsByWord });
  it.each<[string, string[]]>([
    ["ايس كريم كورنيه", ["آيس كريم"]],
    ["كاس حليب بالشوكولاطة", ["حليب بالشوكولاتة"]],
  ])("%s → %j", (text, expected) => {
    expect(parser.parse(text).items.map((i) => i.meal.name)).toEqual(expected);
  });
});
