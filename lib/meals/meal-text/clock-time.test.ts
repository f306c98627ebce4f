import { getMealCatalog } from "@/lib/meals/catalog";
import { bareWordDefaultsByWord } from "@/lib/meals/search";
import { createMealTextParser } from "./parse-meal-text";

const parser = createMealTextParser(getMealCatalog(), { defaults: bareWordDefaultsByWord });
const read = (text: string) => {
  const { items, unmatched } = parser.parse(text);
  return { items: items.map((i) => [i.meal.name, i.weighing.grams] as const), unmatched };
};

// USDA: a medium egg 50 g (SR28 01129), a glass of whole milk 244 g (01211), a date 7.1 g (09421).
// The hour is understood (no word reported as not understood), as a time of day is.
describe("a clock time is never an amount (clockTimeTo)", () => {
  it.each<[string, (readonly [string, number | null])[], string[]]>([
    // an hour in words before a food: not ten eggs
    ["الساعه عشره فطرت بيضتين", [["بيض مسلوق", 100]], []],
    // after a food: not six glasses of milk
    ["كاس حليب على الساعة ستة", [["حليب كامل الدسم", 244]], []],
    // hours and minutes, in digits
    ["الساعة 7:45 كليت تمرتين", [["تمر دقلة نور", 14.2]], []],
    // a share of the hour joined by «و», or taken off with «الا»
    ["الساعه ٤ ونص شربت كاس حليب", [["حليب كامل الدسم", 244]], []],
    ["الساعة خمسة الا ربع كليت بيضة", [["بيض مسلوق", 50]], []],
    // «في» before the hour is no place: not seven dates and three more
    ["في الساعة 7 فطرت 3 تمرات", [["تمر دقلة نور", 21.3]], []],
    // the formal ordinals
    ["في الساعة التاسعة تناولت كوب حليب", [["حليب كامل الدسم", 244]], []],
    ["الساعة الثانية عشرة بيضة وحدة", [["بيض مسلوق", 50]], []],
  ])("«%s»", (text, items, unmatched) => {
    const found = read(text);
    expect(found.unmatched).toEqual(unmatched);
    expect(found.items.map(([meal]) => meal)).toEqual(items.map(([meal]) => meal));
    found.items.forEach(([, grams], k) => expect(grams).toBeCloseTo(items[k]![1] as number, 1));
  });

  it("leaves a little of a food after the hour to that food", () => {
    expect(read("الساعة تلاتة وشوية تمر").unmatched).toEqual([]);
    expect(read("الساعة تلاتة وشوية تمر").items).toHaveLength(1);
  });
});
