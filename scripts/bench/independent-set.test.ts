import { getMealByName } from "@/lib/meals/catalog";
import { heldBackSentences } from "@/test/meal-text/held-back-set";
import { independentSentences } from "@/test/meal-text/independent-set";
import { secondSetSentences } from "@/test/meal-text/second-set";
import { thirdSetSentences } from "@/test/meal-text/third-set";
import { fourthSetSentences } from "@/test/meal-text/fourth-set";
import { fifthSetSentences } from "@/test/meal-text/fifth-set";
import { scoreSentences } from "@/test/meal-text/independent-set/score-sentences";

describe.each([
  ["the independent set", independentSentences, 300],
  ["the held-back set", heldBackSentences, 150],
  ["the second set", secondSetSentences, 150],
  ["the third set", thirdSetSentences, 150],
  ["the fourth set", fourthSetSentences, 150],
  ["the fifth set", fifthSetSentences, 150],
])("%s", (_, sentences, atLeast) => {
  it("names only meals the database has, with ranges a scale can read", () => {
    expect(sentences.length).toBeGreaterThanOrEqual(atLeast);
    for (const s of sentences) {
      expect(s.items.length).toBeGreaterThan(0);
      for (const i of s.items) {
        if (i.meal !== null)
          expect([i.meal, getMealByName(i.meal) !== undefined]).toEqual([i.meal, true]);
        expect(i.grams[0]).toBeGreaterThan(0);
        expect(i.grams[1]).toBeGreaterThanOrEqual(i.grams[0]);
      }
    }
  });
});

describe("scoreSentences", () => {
  const set = [
    {
      writer: "w",
      text: "كاس شاهي وخبزة",
      items: [
        { meal: "شاهي ليبي", eaten: "tea", grams: [100, 130] as [number, number] },
        { meal: "خبز فرنسي", eaten: "bread", grams: [80, 160] as [number, number] },
        { meal: null, eaten: "a food we lack", grams: [10, 20] as [number, number] },
      ],
    },
  ];

  it("counts a sentence fully right only with every food, every amount in range, nothing more", () => {
    const all = scoreSentences(set, () => [
      { meal: "شاهي ليبي", grams: 115 },
      { meal: "خبز فرنسي", grams: 152 },
    ]);
    expect(all).toMatchObject({ meant: 2, found: 2, right: 2, amountsRight: 2, fullyRight: 1 });

    const wrongAmount = scoreSentences(set, () => [
      { meal: "شاهي ليبي", grams: 237 },
      { meal: "خبز فرنسي", grams: 152 },
    ]);
    expect(wrongAmount).toMatchObject({ right: 2, amountsRight: 1, fullyRight: 0, amounts: 0.5 });

    const invented = scoreSentences(set, () => [
      { meal: "شاهي ليبي", grams: 115 },
      { meal: "خبز فرنسي", grams: 152 },
      { meal: "زبدة", grams: 5 },
    ]);
    expect(invented).toMatchObject({ right: 2, found: 3, fullyRight: 0 });
    expect(invented.precision).toBeCloseTo(2 / 3, 10);
    expect(invented.misses).toHaveLength(1);
  });
});
