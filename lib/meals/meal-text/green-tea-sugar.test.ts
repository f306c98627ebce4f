import { embeddedMealTextParser } from "@/lib/meals/meal-text";

// Green tea with mint is served sweet (content/meals/drink-sugar-words.ts): said without sugar
// it is the plain glass of tea, not the sweet one.
const parser = embeddedMealTextParser();
const meals = (text: string) => parser.parse(text).items.map((i) => i.meal.name);

describe("green tea said without sugar is the plain glass (sweetenedDrinks)", () => {
  it.each<[string, string[]]>([
    ["بعد الغدا كاس شاي أخضر من غير سكر", ["شاهي بدون سكر"]],
    ["أتاي بلا سكر مع كعبتين مسمن", ["شاهي بدون سكر", "مسمن"]],
    ["تاي أخضر بالنعناع بدون سكر", ["شاهي بدون سكر"]],
    // said with nothing, or with its sugar, it stays the sweet glass
    ["كاس أتاي بالنعناع", ["شاهي أخضر بالنعناع"]],
    ["شاي أخضر بالسكر في العشية", ["شاهي أخضر بالنعناع"]],
  ])("«%s»", (text, expected) => {
    expect(meals(text)).toEqual(expected);
  });
});
