import { getMealCatalog } from "@/lib/meals/catalog";
import { bareWordDefaultsByWord } from "@/lib/meals/search";
import { createMealTextParser } from "./parse-meal-text";

const parser = createMealTextParser(getMealCatalog(), { defaults: bareWordDefaultsByWord });
const meals = (text: string) => parser.parse(text).items.map((i) => i.meal.name);

describe("readCakeOrRing: one «كعكة» is a cake unless Libya's words are about it", () => {
  // Most common first: with coffee or a drink, then alone, then Libya's tea and counted rings.
  const table: [string, string[]][] = [
    ["نسكافيه وكعكه", ["قهوة لاتيه", "كيك إسفنجي"]],
    ["عصير برتقال وكعكة", ["عصير برتقال طازج", "كيك إسفنجي"]],
    ["كعكة", ["كيك إسفنجي"]],
    ["شاهي وكعكة", ["شاهي ليبي", "كعك ليبي"]],
    ["كليت كعكة مع الحليب", ["كعك ليبي", "حليب كامل الدسم"]],
    ["حليب وكعكتين", ["حليب كامل الدسم", "كعك ليبي"]],
    ["3 كعكات وقهوة", ["كعك ليبي", "قهوة تركية"]],
  ];
  it.each(table)("«%s»", (text, expected) => {
    expect(meals(text)).toEqual(expected);
  });

  it("weighs the cake as one piece of it", () => {
    const cake = getMealCatalog().find((m) => m.name === "كيك إسفنجي")!;
    expect(parser.parse("كعكة").items[0]!.weighing.grams).toBe(cake.servings![0]!.grams);
  });
});
