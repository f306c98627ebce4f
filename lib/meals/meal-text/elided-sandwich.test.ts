import { getMealCatalog } from "@/lib/meals/catalog";
import { bareWordDefaultsByWord } from "@/lib/meals/search";
import { createMealTextParser } from "./parse-meal-text";

const parser = createMealTextParser(getMealCatalog(), { defaults: bareWordDefaultsByWord });
const weighed = (text: string) =>
  parser.parse(text).items.map((i) => [i.meal.name, i.weighing.grams] as const);

// The round loaf 60 g (SR28 18041's large pita), taameya three 17 g discs a sandwich
// (content/meals/fillings.ts), SR28 16138's disc 17 g; a long loaf's sandwich half the data's
// 152 g small baguette; FNDDS 41901030's falafel sandwich 215 g.
describe("a bare number after counted sandwiches counts sandwiches", () => {
  const table: [string, [string, number][]][] = [
    [
      "اتنين ساندوتش فول وواحد طعمية",
      [
        ["خبز عربي", 180],
        ["فول مدمس", 0],
        ["طعمية", 51],
      ],
    ],
    [
      "سندوتش فول و٣ طعمية",
      [
        ["خبز عربي", 240],
        ["فول مدمس", 0],
        ["طعمية", 153],
      ],
    ],
    // another bread: a line of its own
    [
      "ساندوتش طعمية وواحد مرتديلا",
      [
        ["خبز عربي", 60],
        ["طعمية", 0],
        ["خبز فرنسي", 76],
        ["مرتديلا بقري", 0],
      ],
    ],
    [
      "ساندويتش فول وواحد فلافل",
      [
        ["خبز عربي", 60],
        ["فول مدمس", 0],
        ["سندويش فلافل", 215],
      ],
    ],
    // a count noun of its own: discs, not sandwiches
    [
      "ساندوتش فول وقرصين طعمية",
      [
        ["خبز عربي", 60],
        ["فول مدمس", 0],
        ["طعمية", 34],
      ],
    ],
    // no sandwich before: the number counts the food itself
    [
      "كوباية شاي وواحد طعمية",
      [
        ["شاهي بالسكر", 0],
        ["طعمية", 17],
      ],
    ],
  ];
  it.each(table)("«%s»", (text, expected) => {
    const got = weighed(text);
    expect(got.map(([meal]) => meal)).toEqual(expected.map(([meal]) => meal));
    // the lines this rule makes; 0 stands for a line it leaves as the other rules weigh it
    expected.forEach(([, grams], i) => {
      if (grams > 0) expect(got[i]![1]).toBeCloseTo(grams, 6);
    });
  });
});
