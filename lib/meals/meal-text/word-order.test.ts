import { getMealCatalog } from "@/lib/meals/catalog";
import { bareWordDefaultsByWord } from "@/lib/meals/search";
import { createMealTextParser } from "./parse-meal-text";

const parser = createMealTextParser(getMealCatalog(), { defaults: bareWordDefaultsByWord });
const read = (text: string) => parser.parse(text).items.map((i) => [i.text, i.meal.name]);

describe("the head comes first: a name whose words are in the order typed ranks first", () => {
  // [sentence, the lines read (quoted words, meal)]
  const table: [string, string[][]][] = [
    // a typo in the second word still keeps the head: chocolate milk, not a chocolate bar
    ["كوب حليب بالشكولاتة", [["كوب حليب بالشكولاتة", "حليب بالشوكولاتة"]]],
    ["طاسة حليب بالشوكولاطه", [["طاسة حليب بالشوكولاطه", "حليب بالشوكولاتة"]]],
    // the other order is the other food
    ["لوح شكولاتة بالحليب", [["لوح شكولاتة بالحليب", "شوكولاتة بالحليب"]]],
    ["قطعة شوكولاتة بالحليب", [["قطعة شوكولاتة بالحليب", "شوكولاتة بالحليب"]]],
  ];
  it.each(table)("«%s»", (text, items) => {
    expect(read(text)).toEqual(items);
  });
});
