import { getMealByName, getMealCatalog } from "@/lib/meals/catalog";
import { bareWordDefaultsByWord } from "@/lib/meals/search";
import { unsaidAmounts } from "@/content/meals/unsaid-amounts";
import { createMealTextParser } from "./parse-meal-text";

const parser = createMealTextParser(getMealCatalog(), { defaults: bareWordDefaultsByWord });
const weighed = (text: string) =>
  parser.parse(text).items.map((i) => [i.meal.name, i.weighing.grams]);

describe("a food named with no amount is what a nutritionist takes for it", () => {
  it("each entry names a meal and one of its servings, with why", () => {
    for (const entry of unsaidAmounts) {
      const meal = getMealByName(entry.meal);
      expect(meal?.servings?.some((s) => s.label === entry.serving)).toBe(true);
      expect(entry.why.length).toBeGreaterThan(10);
    }
  });

  // USDA: a slice of cheese 28 g (SR28 01009), an olive 2.7 g (09195), half a boiled chicken
  // 334 g (05010), a tablespoon of tahini 15 g (12166); the data's tablespoon of lebneh 14.5 g.
  const table: [string, [string, number][]][] = [
    [
      "جبنة وزيتون",
      [
        ["جبنة بيضاء", 2 * 28],
        ["زيتون أخضر", 6 * 2.7],
      ],
    ],
    ["دجاج", [["دجاج مسلوق", 334 / 2]]],
    ["لبنة", [["لبنة", 3 * 15]]],
    ["طحينة", [["طحينة", 2 * 15]]],
    // halva with bread: USDA's ounce of halavah (SR28 19117), two tablespoons; one if said
    [
      "حلاوة وخبز",
      [
        ["حلاوة طحينية", 2 * 15],
        ["خبز عربي", 60],
      ],
    ],
    ["ملعقة حلاوة", [["حلاوة طحينية", 15]]],
    // USDA SR28 09087: a pitted date 7.1 g; dates named alone are five of them
    ["تمر", [["تمر دقلة نور", 5 * 7.1]]],
    [
      "كاس حليب وتمر",
      [
        ["حليب كامل الدسم", 244],
        ["تمر دقلة نور", 5 * 7.1],
      ],
    ],
    ["تمرة", [["تمر دقلة نور", 7.1]]],
    // FNDDS 32130010: an omelette's egg 55 g, an omelette of no stated size 110 g
    ["عجة", [["عجة", 2 * 55]]],
    ["عجة 3 بيضات", [["عجة", 3 * 55]]],
    // FNDDS 71401010: a cup of fries 60 g
    ["بطاطا مقلية", [["بطاطا مقلية", 2 * 60]]],
    ["كوب بطاطا مقلية", [["بطاطا مقلية", 60]]],
    // a salad is a side salad: of chopped tomato and cucumber, 0.7 of its 202 g recipe plate
    // (FNDDS's cup of cucumber salad 159 g); a tabbouleh or fattoush half its plate (221 g, 216 g)
    [
      "دجاج مشوي وسلطة",
      [
        ["دجاج مشوي بالجلد", 150],
        ["سلطة عربية", 202 * 0.7],
      ],
    ],
    [
      "كفتة بالصينية ورز وسلطة خضرة",
      [
        ["كفتة بالطحينة", 251],
        ["رز أبيض مطبوخ", 220],
        ["سلطة عربية", 202 * 0.7],
      ],
    ],
    ["تبولة", [["تبولة", 221 / 2]]],
    ["فتوش", [["فتوش", 216 / 2]]],
    ["صحن سلطة", [["سلطة عربية", 202]]],
    // FNDDS 14201010: cottage cheese of no stated amount 105 g, half its 210 g cup
    ["جبنة قريش", [["جبنة قريش", 210 / 2]]],
    ["كوب جبنة قريش", [["جبنة قريش", 210]]],
    // an amount said is the amount said
    ["شريحة جبنة", [["جبنة بيضاء", 28]]],
    ["زيتونة", [["زيتون أخضر", 2.7]]],
    // a food with no entry: its typical serving
    ["كاس شاهي", [["شاهي ليبي", 115]]],
    // a little of a food served as a quarter chicken is half that quarter, not half the bird
    // (FNDDS's half chicken: stewed 334 g, roasted 300 g), joined by «و» or not
    ["شوية دجاج", [["دجاج مسلوق", 334 / 4]]],
    [
      "رز وشوية دجاج مشوي",
      [
        ["رز أبيض مطبوخ", 220],
        ["دجاج مشوي بالجلد", 300 / 4],
      ],
    ],
  ];
  it.each(table)("«%s»", (text, expected) => {
    const got = weighed(text);
    expect(got.map(([m]) => m)).toEqual(expected.map(([m]) => m));
    got.forEach(([, grams], i) => expect(grams).toBeCloseTo(expected[i]![1], 6));
  });
});
