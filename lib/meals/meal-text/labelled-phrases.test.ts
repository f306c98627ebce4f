// The parser over the labelled set of meals written as people write them
// (test/meal-text/labelled-phrases.ts): recall and precision of items, meal and grams within
// 2 %, must each stay at or above 97 % (`npm run bench:parse` prints the same figures).

import { embeddedMealTextParser } from "@/lib/meals/meal-text";
import { labelledPhrases } from "@/test/meal-text/labelled-phrases";
import { ACCURACY_TARGET, scoreMealText } from "@/test/meal-text/score";

const parser = embeddedMealTextParser();
const score = scoreMealText(labelledPhrases, (text) =>
  parser.parse(text).items.map((i) => ({ meal: i.meal.name, grams: i.weighing.grams })),
);

describe("the labelled set", () => {
  it("holds at least 150 phrases, each written once", () => {
    expect(labelledPhrases.length).toBeGreaterThanOrEqual(150);
    const texts = labelledPhrases.map((p) => p.text);
    expect(new Set(texts).size).toBe(texts.length);
  });

  it(`is read with recall and precision of at least ${ACCURACY_TARGET * 100} %`, () => {
    // On failure, the phrases not read entirely right are in the message.
    const below = score.recall < ACCURACY_TARGET || score.precision < ACCURACY_TARGET;
    expect(below ? score.misses : []).toEqual([]);
    expect(score.recall).toBeGreaterThanOrEqual(ACCURACY_TARGET);
    expect(score.precision).toBeGreaterThanOrEqual(ACCURACY_TARGET);
  });
});
