import { embeddedMealTextParser } from "@/lib/meals/meal-text";
import { dishModifierTo } from "./dish-modifier";
import { tokenize } from "./tokens";

const parser = embeddedMealTextParser();
const read = (text: string) => {
  const { items, unmatched } = parser.parse(text);
  return { meals: items.map((i) => i.meal.name), unmatched };
};

describe("a «بال…» word after a dish we lack belongs to that dish (dishModifierTo)", () => {
  it.each<[string, string[], string[]]>([
    // the lamb of a pea stew is in the stew, not a line of meat beside it
    ["تغدينا مرقة بسلة باللحمة مع رز", ["رز أبيض مطبوخ"], ["مرقة بسلة باللحمة"]],
    // an oat soup cooked with chicken, then dates: the dates stay
    ["شربة شوفان بالدجاج وثلاث تمرات", ["تمر دقلة نور"], ["شربة شوفان بالدجاج"]],
    // two «بال…» words in a row both belong to the dish
    ["سلطة تن بالخس بالليمون وتفاحة", ["تفاح"], ["سلطة تن بالخس بالليمون"]],
    // a staple eaten beside the dish is its own line
    ["سلطة تونة بالخبز", ["خبز عربي"], ["سلطة تونة"]],
  ])("«%s»", (text, meals, unmatched) => {
    expect(read(text)).toEqual({ meals, unmatched });
  });

  it("stops at the first word that is not «بال…», and at a number", () => {
    const tokens = tokenize("مرقة بسلة باللحمة خبز");
    expect(dishModifierTo(tokens, 1)).toBe(2);
    expect(dishModifierTo(tokenize("مرقة بسلة ٢ بالخبز"), 1)).toBe(1);
    expect(dishModifierTo(tokenize("مرقة بسلة مع لحمة"), 1)).toBe(1);
  });
});
