import { getMealCatalog } from "@/lib/meals/catalog";
import { bareWordDefaultsByWord } from "@/lib/meals/search";
import { createMealTextParser } from "./parse-meal-text";

const parser = createMealTextParser(getMealCatalog(), { defaults: bareWordDefaultsByWord });

describe("isJoinedPlace: «فال…» is «في ال…», a place understood and dropped", () => {
  // Most common first: the oven, then where the meal was eaten.
  const table: [string, string[]][] = [
    ["كفتة فالفرن", ["كباب مشوي"]],
    ["مبطن فالفرن وسلطة", ["مبطن", "سلطة عربية"]],
    ["مكياطة فالقهوة وكرواسون", ["قهوة مكياطة", "كرواسون"]],
    ["كسكسي صحن فالعرس", ["كسكسي باللحم والخضار"]],
    ["فالليل زبادي واحد", ["زبادي"]],
    ["كاسين شاهي فالخدمة", ["شاهي ليبي"]],
  ];
  it.each(table)("«%s»", (text, expected) => {
    const { items, unmatched } = parser.parse(text);
    expect(items.map((i) => i.meal.name)).toEqual(expected);
    expect(unmatched).toEqual([]);
  });

  it("leaves a word that names a meal, and a whole name holding the place", () => {
    expect(parser.parse("فالافل وحمص").items.map((i) => i.meal.name)[0]).toBe("فلافل");
    expect(parser.parse("حوت فالفران").items.map((i) => i.meal.name)).toEqual(["طاجين حوت"]);
  });
});
