import { embeddedMealTextParser } from "@/lib/meals/meal-text";

// The Gulf's rice dishes hold their rice (content/meals/meal-text-words.ts `ownIngredientWords`):
// rice said with one is the dish's own, not a second plate.
const parser = embeddedMealTextParser();
const meals = (text: string) => parser.parse(text).items.map((i) => i.meal.name);

describe("rice said with a rice dish is the dish's own rice", () => {
  it.each<[string, string[]]>([
    ["تعشيت مندي لحم مع الرز واللبن", ["مندي لحم", "لبن"]],
    ["برياني دجاج بالرز البسمتي", ["برياني دجاج"]],
    ["كبسة لحم صحن مع رز وسلطة خضرا", ["كبسة لحم", "سلطة عربية"]],
    // a plate of rice said on its own is still its own line
    ["كبسة دجاج وصحن رز أبيض", ["كبسة دجاج", "رز أبيض مطبوخ"]],
  ])("«%s»", (text, expected) => {
    expect(meals(text)).toEqual(expected);
  });
});
