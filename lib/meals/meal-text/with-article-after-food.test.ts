import { getMealCatalog } from "@/lib/meals/catalog";
import { bareWordDefaultsByWord } from "@/lib/meals/search";
import { createMealTextParser } from "./parse-meal-text";

const parser = createMealTextParser(getMealCatalog(), { defaults: bareWordDefaultsByWord });
const read = (text: string) => {
  const { items, unmatched } = parser.parse(text);
  return { meals: items.map((i) => i.meal.name), unmatched };
};

describe("«ب» joined to a food after a food is «بال…» (withArticleAfterFood)", () => {
  it.each<[string, string[]]>([
    // «برب» is «بالرب»: the asida named with its rub, one line
    ["طاسة عصيدة برب", ["عصيدة"]],
    ["عصيده برب والسمن في العيد", ["عصيدة"]],
    // bread with date syrup: the bread and the syrup
    ["رغيف خبز برب", ["خبز عربي", "رب التمر"]],
    // a dish written with «ب» joined to its meat
    ["صحن كسكسي بلحم", ["كسكسي باللحم والخضار"]],
  ])("«%s»", (text, meals) => {
    expect(read(text)).toEqual({ meals, unmatched: [] });
  });

  it.each<[string, string]>([
    // a name written with «ب» joined stays that name
    ["خبزة برب وزيت الصبح", "رب وزيت"],
    ["طاسة رز بلبن", "رز بلبن"],
    ["كاس شاي بسكر", "شاهي بالسكر"],
  ])("keeps «%s» the name typed", (text, meal) => {
    expect(read(text).meals).toEqual([meal]);
  });

  // USDA FNDDS 92101900 (latte) and the karak of our recipes: the meals named with milk
  it.each<[string, string]>([
    ["كوباية قهوة بلبن الصبح", "قهوة لاتيه"],
    ["نسكافيه بحليب وبسكويت", "قهوة لاتيه"],
    ["كاس شاهي بحليب", "شاهي كرك"],
    ["شاي بحليب وسكر", "شاهي كرك"],
  ])("reads «%s» as the drink made with milk", (text, meal) => {
    expect(read(text).meals[0]).toBe(meal);
  });
});
