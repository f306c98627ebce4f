import { getMealCatalog } from "@/lib/meals/catalog";
import { bareWordDefaultsByWord } from "@/lib/meals/search";
import { partialWords } from "@/content/meals/meal-text-words";
import { createMealTextParser } from "./parse-meal-text";

const parser = createMealTextParser(getMealCatalog(), { defaults: bareWordDefaultsByWord });
const lines = (text: string) =>
  parser.parse(text).items.map((i) => [i.meal.name, i.weighing.grams ?? NaN] as const);
/** The grams of the one line a phrase alone gives. */
const gramsOf = (text: string) => {
  const found = lines(text);
  expect(found).toHaveLength(1);
  return found[0]![1];
};

describe("a share of a food named before scales its line, and names no new food", () => {
  // [sentence, the phrase whose line is scaled, by how much, the lines read in order]
  it.each<[string, string, number, number]>([
    // a fraction with a pronoun: the food just named
    ["كسكسي بالبصلة، كليت نصه بس", "كسكسي بالبصلة", 1 / 2, 1],
    ["صحن بازين كليت ربعو", "صحن بازين", 1 / 4, 1],
    ["٢ سفنز وكليت تلتهم", "٢ سفنز", 1 / 3, 1],
    // a share of the vessel it came in
    ["طاسة شربة، شربت نص الطاسة", "طاسة شربة", 1 / 2, 1],
    ["كاس عصير برتقال، نص الكاس", "كاس عصير برتقال", 1 / 2, 1],
    // «a little of it»: a little, as «شوية» is of any food
    ["مبطن كليت منه شوية", "مبطن", 1 / 2, 1],
    ["مكرونة ما كليتش منها غير شويه", "مكرونة", 1 / 2, 1],
    // not finished, the food named again or not: read once, at an estimated half
    ["طاجين، ما كملتهاش", "طاجين", partialWords.notFinished.value, 1],
    // «وما»: the joining «و» before «ما» ends the food before, as any «و» does
    ["كليت رز وما كملتوش", "رز", partialWords.notFinished.value, 1],
    ["مكرونة وما كليتش منها غير شويه", "مكرونة", 1 / 2, 1],
  ])("«%s»", (text, phrase, share, count) => {
    const found = lines(text);
    expect(found).toHaveLength(count);
    expect(found[0]![1]).toBeCloseTo(gramsOf(phrase) * share, 1);
  });

  it("«ما كملتش الرز» after rice is that rice, once, at half; the other foods stay whole", () => {
    const found = lines("عصبان ورز وسلطة خضرة، ما كملتش الرز");
    expect(found.map(([meal]) => meal)).toEqual(
      lines("عصبان ورز وسلطة خضرة").map(([meal]) => meal),
    );
    const whole = lines("عصبان ورز وسلطة خضرة");
    expect(found[0]![1]).toBeCloseTo(whole[0]![1], 1);
    expect(found[1]![1]).toBeCloseTo(whole[1]![1] / 2, 1);
    expect(found[2]![1]).toBeCloseTo(whole[2]![1], 1);
  });

  it("«وما كملتش الرز» after a plate of another food leaves that plate to its food", () => {
    const sentence = "كسكسي صحن وما كملتش الرز";
    const found = lines(sentence);
    expect(found.map(([meal]) => meal)).toEqual(["كسكسي باللحم والخضار", "رز أبيض مطبوخ"]);
    expect(found[0]![1]).toBeCloseTo(gramsOf("كسكسي صحن"), 1);
    expect(found[1]![1]).toBeCloseTo(gramsOf("رز") / 2, 1);
    const read = parser.parse(sentence);
    expect(read.unmatched).toEqual([]);
    expect(read.items[1]!.said).toEqual({ how: "said", words: "ما كملتش", unit: "صحن" });
  });

  it("«ما كملتش» before the food's first mention is a share of that food's line", () => {
    const found = lines("ما كملتش الرز وكليت تفاحة");
    expect(found.map(([meal]) => meal)).toEqual(["رز أبيض مطبوخ", "تفاح"]);
    expect(found[0]![1]).toBeCloseTo(gramsOf("رز") / 2, 1);
    expect(found[1]![1]).toBeCloseTo(gramsOf("تفاحة"), 1);
  });

  it.each<[string, string]>([
    // a vessel with the article before a food is that food's amount, not a share of another
    ["نص الصحن رز", "نص صحن رز"],
    // «شويه» is «شوية», a little word, never «شوي» with a pronoun
    ["شويه لوز", "شوية لوز"],
  ])("«%s» is read as «%s»", (text, same) => {
    expect(lines(text)).toEqual(lines(same));
  });

  it("«تلته» before a plural counts it, and is no third of the food before", () => {
    expect(lines("رز، تلته تمرات")[0]).toEqual(lines("رز")[0]);
  });

  it("the line says the share's words with the amount", () => {
    const [item] = parser.parse("شاورما دجاج كليت نصها").items;
    expect(item?.reading.words).toBe("نصها");
  });

  // The count scaled is of the amount's own unit, which the line's unit field shows: the
  // share's words are the line's quote only.
  it.each<[string, number, string, string]>([
    // none said: one of the serving it was weighed by
    ["مكرونة مبكبكة وما كملتش", 0.5, "ما كملتش", "صحن"],
    // said: the words as typed
    ["طاسة شوربة عدس كليت نصها", 0.5, "طاسة نصها", "طاسة"],
    // said as a count of pieces: one piece, not «three pieces» halved
    ["تلاتة سفنز ما كملتهمش", 1.5, "تلاتة ما كملتهمش", "قطعة"],
  ])("«%s»: %d × its unit, quoted as «%s», of «%s»", (text, count, words, unit) => {
    const [item] = parser.parse(text).items;
    expect(item?.amount.count).toBe(count);
    expect(item?.reading.words).toBe(words);
    expect(item?.reading.unit).toBe(unit);
  });
});

describe("an amount said was shared: its share", () => {
  // [sentence, the amount said alone, the share]
  it.each<[string, string, number]>([
    ["لتر بيبسي تقاسمناها مع خويا", "لتر بيبسي", 1 / 2],
    ["2 لتر عصير برتقال قسمناها على 4", "2 لتر عصير برتقال", 1 / 4],
    ["صحن كسكسي، تقاسمناه انا وخويا", "صحن كسكسي", 1 / 2],
    ["صحن بازين قسمناه على تلاتة", "صحن بازين", 1 / 3],
  ])("«%s»", (text, said, share) => {
    const found = lines(text);
    expect(found).toHaveLength(1);
    expect(found[0]![1]).toBeCloseTo(gramsOf(said) * share, 1);
  });

  it("a food named with no amount is already one person's portion: sharing leaves it", () => {
    expect(lines("كسكسي تقاسمناه")).toEqual(lines("كسكسي"));
  });
});
