import { getMealCatalog } from "@/lib/meals/catalog";
import { bareWordDefaultsByWord } from "@/lib/meals/search";
import { householdEstimates } from "@/content/meals/household-units";
import { createMealTextParser } from "./parse-meal-text";

const catalog = getMealCatalog();
const parser = createMealTextParser(catalog, { defaults: bareWordDefaultsByWord });
const lines = (text: string) =>
  parser.parse(text).items.map((i) => [i.meal.name, i.weighing.grams ?? NaN] as const);
const servingGrams = (meal: string, label: string) =>
  catalog.find((m) => m.name === meal)?.servings?.find((s) => s.label === label)?.grams;

describe("an egg's size is USDA's egg of that size", () => {
  // SR28 01123: small 38 g, medium 44 g, large 50 g (01129: a large boiled egg, 50 g)
  it.each<[string, number]>([
    ["بيضة صغيرة مسلوقة", 38],
    ["زوز بيضات صغار", 2 * 38],
    ["بيضة متوسطة", 44],
    ["بيضة كبيرة", 50],
    ["بيضتين", 2 * 50],
  ])("«%s» is %d g", (text, grams) => {
    const found = lines(text);
    expect(found.map(([meal]) => meal)).toEqual(["بيض مسلوق"]);
    expect(found[0]![1]).toBeCloseTo(grams, 1);
  });
});

describe("«صوابع»: the rolled pieces of a stuffed dish, each its roll", () => {
  it.each<[string, string, number]>([
    ["5 صوابع محشي كرنب", "محشي ملفوف", 5],
    ["عشرة صوابع ورق عنب", "ورق عنب بالزيت", 10],
    ["صبعين ورق عنب", "ورق عنب بالزيت", 2],
    ["صباع محشي كرنب", "محشي ملفوف", 1],
  ])("«%s»", (text, meal, count) => {
    const roll = lines(`حبة ${meal}`)[0]![1];
    expect(lines(text)).toEqual([[meal, expect.closeTo(roll * count, 1)]]);
    // and the roll is the dish's own piece, never its plate
    expect(roll).toBeLessThan(servingGrams(meal, "صحن") ?? Infinity);
  });
});

describe("a piece cut of a food whose piece is a whole fruit is its slice", () => {
  const { pieceGramsAtMost } = householdEstimates;
  it.each<[string, number]>([
    ["قطعة دلاع", 1],
    ["زوز قطع بطيخ احمر", 2],
    ["شقفة دلاع", 1],
  ])("«%s»", (text, count) => {
    const [slice] = lines("شريحة دلاع");
    const found = lines(text);
    expect(found).toEqual([[slice![0], expect.closeTo(slice![1] * count, 1)]]);
    expect(found[0]![1] / count).toBeLessThanOrEqual(pieceGramsAtMost);
  });

  it("a piece one eats whole stays that piece", () => {
    expect(lines("قطعة كيك")).toEqual(lines("حبة كيك"));
    expect(lines("حبة تفاح")).toEqual(lines("تفاحة"));
  });
});
