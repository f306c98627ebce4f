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

describe("a food right after a bread's word, no «بال…» and no «و», is its filling", () => {
  // The same USDA rows as above; white cheese a 28 g slice (the data's «شريحة جبن»), the
  // round loaf 60 g, a third of a plate of ful (content/meals/fillings.ts).
  const table: [string, [string, number][]][] = [
    [
      "كسكروت تن",
      [
        ["خبز فرنسي", 152],
        ["تونة معلبة بالزيت", 171 / 3],
      ],
    ],
    // the foods joined to it with «و» are in the same loaf
    [
      "خبزة تن وبيض",
      [
        ["خبز فرنسي", 152],
        ["تونة معلبة بالزيت", 171 / 3],
        ["بيض مسلوق", 50],
      ],
    ],
    [
      "رغيف عيش فول",
      [
        ["خبز عربي", 60],
        ["فول مدمس", 230 / 3],
      ],
    ],
    // the bread's own amount does not go to the filling (the loaf's cheese: dialect-cues.ts)
    [
      "نص خبزة جبنة",
      [
        ["خبز فرنسي", 76],
        ["جبنة مطبوخة", 28],
      ],
    ],
    // a food with an amount of its own after the bread is its own serving
    [
      "خبزة علبة تن",
      [
        ["خبز فرنسي", 152],
        ["تونة معلبة بالزيت", 171],
      ],
    ],
    // a bread's own name of two words is one bread
    ["خبزة تنور", [["خبز تنور", 60]]],
  ];
  it.each(table)("«%s»", (text, expected) => {
    const got = weighed(text);
    expect(got.map(([m]) => m)).toEqual(expected.map(([m]) => m));
    got.forEach(([, grams], i) => expect(grams).toBeCloseTo(expected[i]![1], 6));
  });
});

describe("a food said «في» (in) a bread is its filling; an amount said before «في» stays its own", () => {
  // Taameya's disc 17 g (the data's «قرص» serving), three in a loaf; the rest as above.
  const table: [string, [string, number][]][] = [
    [
      "فول في عيش",
      [
        ["فول مدمس", 230 / 3],
        ["خبز عربي", 60],
      ],
    ],
    [
      "تن ف خبزة",
      [
        ["تونة معلبة بالزيت", 171 / 3],
        ["خبز فرنسي", 152],
      ],
    ],
    [
      "طعمية 5 حبات في عيش",
      [
        ["طعمية", 5 * 17],
        ["خبز عربي", 60],
      ],
    ],
    // a food with no filling weight keeps its own serving
    [
      "بيض مقلي في خبزة",
      [
        ["بيض مقلي", 46],
        ["خبز فرنسي", 152],
      ],
    ],
  ];
  it.each(table)("«%s»", (text, expected) => {
    const got = weighed(text);
    expect(got.map(([m]) => m)).toEqual(expected.map(([m]) => m));
    got.forEach(([, grams], i) => expect(grams).toBeCloseTo(expected[i]![1], 6));
  });
});

it("a sandwich said «في» a bread has that bread once («سندوتش فول في عيش»)", () => {
  expect(weighed("سندوتش فول في عيش").map(([m]) => m)).toEqual(["خبز عربي", "فول مدمس"]);
});

it("a sandwich said after its filling and «في» a bread has one bread («كبدة اسكندراني سندوتش في عيش»)", () => {
  expect(weighed("كبدة اسكندراني سندوتش في عيش").map(([m]) => m)).toEqual([
    "خبز فرنسي",
    "كبدة إسكندراني",
  ]);
});
