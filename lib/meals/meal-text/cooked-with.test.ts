import { getMealCatalog } from "@/lib/meals/catalog";
import { bareWordDefaultsByWord } from "@/lib/meals/search";
import { createMealTextParser } from "./parse-meal-text";

const parser = createMealTextParser(getMealCatalog(), { defaults: bareWordDefaultsByWord });
const read = (text: string) =>
  parser.parse(text).items.map((i) => [i.meal.name, i.weighing.grams] as const);

// A large fried egg 46 g (SR28 01128).
const FRIED_EGG = 46;

describe("eggs said with a food cooked into them are a pan of fried eggs, not boiled", () => {
  const table: [string, (readonly [string, number])[]][] = [
    // a food we lack: the eggs alone, two of them
    ["العشا بيض بالبسطرمة", [["بيض مقلي", 2 * FRIED_EGG]]],
    // an amount said stays the amount
    ["3 بيضات بالبسطرمة", [["بيض مقلي", 3 * FRIED_EGG]]],
    // a food we have: its own line beside the eggs
    [
      "بيض باللحم",
      [
        ["بيض مقلي", 2 * FRIED_EGG],
        ["لحم ضأن مطبوخ", 85],
      ],
    ],
  ];
  it.each(table)("«%s»", (text, expected) => {
    expect(read(text)).toEqual(expected);
  });

  it("leaves eggs said alone, or with a food beside them, boiled", () => {
    expect(read("بيض")[0]?.[0]).toBe("بيض مسلوق");
    expect(read("بيض وخبز")[0]?.[0]).toBe("بيض مسلوق");
    expect(read("بيض مع خبز")[0]?.[0]).toBe("بيض مسلوق");
  });

  it("leaves a dish named with the eggs its own", () => {
    expect(read("بيض بالطماطم").map(([meal]) => meal)).toEqual(["بيض بالطماطم"]);
    expect(read("شكشوكة بالبيض").map(([meal]) => meal)).toEqual(["شكشوكة"]);
  });
});

describe("eggs fried: a frying word after their amount, or cooked with a fried food", () => {
  const table: [string, (readonly [string, number])[]][] = [
    // the frying word after the amount
    ["فطرت بيض اتنين مقلي", [["بيض مقلي", 2 * FRIED_EGG]]],
    ["بيض ٣ مقليين", [["بيض مقلي", 3 * FRIED_EGG]]],
    // «مع البيض»، «بالبيض» after a food fried in the pan: the pan's eggs, two of them
    [
      "فلفل مقلي مع البيض",
      [
        ["فلفل أخضر", 120],
        ["بيض مقلي", 2 * FRIED_EGG],
      ],
    ],
    [
      "بطاطا مقلية بالبيض",
      [
        ["بطاطا مقلية", 120],
        ["بيض مقلي", 2 * FRIED_EGG],
      ],
    ],
  ];
  it.each(table)("«%s»", (text, expected) => {
    expect(read(text)).toEqual(expected);
  });

  it("leaves eggs boiled when said so, or only beside a fried food", () => {
    expect(read("بطاطا مقلية وبيض مسلوق").map(([meal]) => meal)).toEqual([
      "بطاطا مقلية",
      "بيض مسلوق",
    ]);
    expect(read("بطاطا مقلية مع بيض مسلوق")[1]?.[0]).toBe("بيض مسلوق");
    expect(read("بطاطا مقلية وبيض")[1]?.[0]).toBe("بيض مسلوق");
    expect(read("بيض اتنين وخبز")[0]?.[0]).toBe("بيض مسلوق");
  });

  // Arabizi: the frying word and the eggs as the reader respelled them.
  const arabizi: [string, string][] = [
    ["bid 2 m9li", "بيض 2 مقلي"],
    ["filfil m9li m3a bid", "فلفل مقلي مع البيض"],
    ["بطاطا m9lia بالبيض", "بطاطا مقلية بالبيض"],
  ];
  it.each(arabizi)("«%s» reads as «%s»", (typed, arabic) => {
    expect(read(typed).map(([meal]) => meal)).toContain("بيض مقلي");
    expect(read(typed)).toEqual(read(arabic));
  });
});
