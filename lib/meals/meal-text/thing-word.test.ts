import { getMealCatalog } from "@/lib/meals/catalog";
import { bareWordDefaultsByWord } from "@/lib/meals/search";
import { createMealTextParser } from "./parse-meal-text";

const parser = createMealTextParser(getMealCatalog(), { defaults: bareWordDefaultsByWord });
const meals = (text: string) => parser.parse(text).items.map((i) => i.meal.name);

// «حاجة» (a thing) names no food alone (content/meals/meal-text-words.ts, notFoodWords); Egypt's
// «حاجة ساقعة» (something cold) is a soft drink, read whole.
describe("«حاجة» alone is no food", () => {
  it.each<[string, string[]]>([
    ["كليت حاجة خفيفة", []],
    ["حاجه بسيطة وكاس شاهي", ["شاهي ليبي"]],
    ["شربت حاجة ساقعة", ["مشروب غازي"]],
  ])("«%s»", (text, expected) => {
    expect(meals(text)).toEqual(expected);
  });
});
