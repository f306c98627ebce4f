import { getMealCatalog } from "@/lib/meals/catalog";
import { bareWordDefaultsByWord } from "@/lib/meals/search";
import { createMealTextParser } from "./parse-meal-text";

const parser = createMealTextParser(getMealCatalog(), { defaults: bareWordDefaultsByWord });
const lines = (text: string) =>
  parser.parse(text).items.map((i) => [i.meal.name, i.weighing.grams ?? NaN] as const);

describe("the plural and dual of a household vessel is its count of that vessel", () => {
  // [sentence, the same food in one vessel, how many]
  it.each<[string, string, number]>([
    // «كواس»: the Libyan plural of «كاس»
    ["تلاث كواس شاهي", "كاس شاهي", 3],
    ["حليب زوز كواس", "كاس حليب", 2],
    ["كاسين عصير برتقال", "كاس عصير برتقال", 2],
    // «كبابي»، «كبايات»: plurals of «كباية», a cup
    ["٣ كبابي حليب", "كباية حليب", 3],
    ["4 كبايات قهوة بالحليب", "كباية قهوة بالحليب", 4],
    // «ماعون»: the Iraqi and Gulf plate, its dual and its plural «مواعين»
    ["ماعون رز", "صحن رز", 1],
    ["ماعونين مكرونة", "صحن مكرونة", 2],
    ["جوج مواعين كسكسي", "صحن كسكسي", 2],
    ["تلاتة صحنات بازين", "صحن بازين", 3],
    ["تلاتة صحون شربة", "صحن شربة", 3],
    // the Iraqi «استكان» and its dual «استكانين»
    ["استكان شاي", "استكانة شاي", 1],
    ["استكانين شاي", "استكانة شاي", 2],
    ["5 استكانات شاي", "استكانة شاي", 5],
    ["زوز طاسات شربة", "طاسة شربة", 2],
    ["فنجانين قهوة تركية", "فنجان قهوة تركية", 2],
  ])("«%s» is %s × %d", (text, one, count) => {
    const [single] = lines(one);
    const found = lines(text);
    expect(found).toHaveLength(1);
    expect(found[0]![0]).toBe(single![0]);
    expect(found[0]![1]).toBeCloseTo(single![1] * count, 1);
  });
});
