import { getMealCatalog } from "@/lib/meals/catalog";
import { bareWordDefaultsByWord } from "@/lib/meals/search";
import { createMealTextParser } from "./parse-meal-text";

const parser = createMealTextParser(getMealCatalog(), { defaults: bareWordDefaultsByWord });
const read = (text: string) => {
  const { items, unmatched } = parser.parse(text);
  return { meals: items.map((i) => i.meal.name), unmatched };
};

// How or when a food was served, said right after it, is understood: the same food, the same
// amount, and no word reported as not understood (content/meals/meal-text-words.ts,
// servedAsWords).
describe("how or when a food was served, said after it, is understood", () => {
  const table: [string, string[]][] = [
    ["كاس شاهي خفيف", ["شاهي ليبي"]],
    ["فنجان قهوة تقيلة وتمرتين", ["قهوة تركية", "تمر دقلة نور"]],
    ["كاس حليب بارد", ["حليب كامل الدسم"]],
    ["خبزة سخونة وجبنة", ["خبز فرنسي", "جبنة بيضاء"]],
    ["شربت قهوة توا", ["قهوة تركية"]],
    ["صحن رز سخون", ["رز أبيض مطبوخ"]],
  ];
  it.each(table)("«%s»", (text, meals) => {
    expect(read(text)).toEqual({ meals, unmatched: [] });
  });

  it("keeps the words where they are a name, a sweetness or alone", () => {
    expect(read("عسل طبيعي").meals).toEqual(["عسل"]);
    expect(read("قهوة سكر خفيف")).toEqual({ meals: ["قهوة تركية"], unmatched: [] });
    // said with no food before it, it says nothing understood
    expect(read("خفيف").unmatched).toEqual(["خفيف"]);
    // «هلبة» (a lot) would change the amount: the visitor is told it was not used
    expect(read("شاهي هلبة").unmatched).toEqual(["هلبة"]);
  });
});
