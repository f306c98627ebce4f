import { getMealByName, getMealCatalog } from "@/lib/meals/catalog";
import { bareWordDefaultsByWord } from "@/lib/meals/search";
import { fillings } from "@/content/meals/fillings";
import { createMealTextParser } from "./parse-meal-text";

const parser = createMealTextParser(getMealCatalog(), { defaults: bareWordDefaultsByWord });
const weighed = (text: string) =>
  parser.parse(text).items.map((i) => [i.meal.name, i.weighing.grams]);

describe("a filling inside a bread is weighed as a filling", () => {
  it("each filling names a meal and one of its servings, with why", () => {
    for (const entry of fillings) {
      expect(getMealByName(entry.meal)?.servings?.some((s) => s.label === entry.serving)).toBe(
        true,
      );
      expect(entry.why.length).toBeGreaterThan(10);
    }
  });

  // USDA: a can of tuna in oil 171 g (SR28 15119), a large boiled egg 50 g (01129), a
  // frankfurter 48 g (07945); the data's small French loaf 152 g.
  const table: [string, [string, number][]][] = [
    [
      "خبزة بالتن",
      [
        ["خبز فرنسي", 152],
        ["تونة معلبة بالزيت", 171 / 3],
      ],
    ],
    [
      "خبزة بالتن والبيضة المسلوقة",
      [
        ["خبز فرنسي", 152],
        ["تونة معلبة بالزيت", 171 / 3],
        ["بيض مسلوق", 50],
      ],
    ],
    [
      "خبزة بالمقانق",
      [
        ["خبز فرنسي", 152],
        ["نقانق بقري", 2 * 48],
      ],
    ],
    // a food after the bread that is not «بال…» is no filling: its own serving
    [
      "خبزة وتن",
      [
        ["خبز فرنسي", 152],
        ["تونة معلبة بالزيت", 171],
      ],
    ],
    // an amount said is the amount said
    [
      "خبزة بعلبة تن",
      [
        ["خبز فرنسي", 152],
        ["تونة معلبة بالزيت", 171],
      ],
    ],
  ];
  it.each(table)("«%s»", (text, expected) => {
    const got = weighed(text);
    expect(got.map(([m]) => m)).toEqual(expected.map(([m]) => m));
    got.forEach(([, grams], i) => expect(grams).toBeCloseTo(expected[i]![1], 6));
  });
});
