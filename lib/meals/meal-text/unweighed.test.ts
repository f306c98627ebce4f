import { embeddedMealTextParser } from "@/lib/meals/meal-text";
import { weigh } from "./weigh";

// No line asks for grams: a unit the data cannot weigh for a food is weighed at last by a
// stated estimate (unweighed.ts), and weigh.ts's own answer for that unit stays null.

const parser = embeddedMealTextParser();
const first = (text: string) => parser.parse(text).items[0]!;

describe("a unit no serving or rule weighs for the food: the portion eaten with no amount said", () => {
  it("«كيس بسكويت»، «باكو بسكويت»: six biscuits, as «بسكويت» alone, not one", () => {
    const alone = first("بسكويت").weighing.grams;
    expect(alone).toBeGreaterThan(first("قطعة بسكويت").weighing.grams!);
    expect(first("كيس بسكويت").weighing).toMatchObject({ rule: "unit-as-typical", grams: alone });
    expect(first("باكو بسكويت").weighing.grams).toBe(alone);
  });

  it.each<[string, string, number]>([
    ["علبة فشار", "فشار", 1],
    ["كيس لوز", "لوز", 1],
    ["علبتين فشار", "فشار", 2],
    ["شريحتين عسل", "عسل", 2],
  ])("«%s» is %s, %d typical serving(s), an estimate", (text, name, count) => {
    const line = first(text);
    const typical = line.meal.servings![0]!;
    expect(line.meal.name).toBe(name);
    expect(weigh(line.meal, line.amount).grams).toBeNull();
    expect(line.weighing).toMatchObject({ how: "rule", rule: "unit-as-typical", serving: typical });
    expect(line.weighing.grams).toBeCloseTo(count * typical.grams);
    expect(line.reading).toMatchObject({ source: "estimate", grams: line.weighing.grams });
  });

  it("a size said sizes it, as any serving is («كيس تسالي صغير»)", () => {
    const line = first("كيس تسالي صغير");
    const typical = line.meal.servings![0]!;
    expect(line.weighing.grams).toBeCloseTo(typical.grams * 0.67);
  });
});

describe("a plural with no number: three", () => {
  it.each<[string, string]>([
    ["كاسات حليب", "حليب كامل الدسم"],
    ["حبات زيتون", "زيتون أخضر"],
    ["صحون بازين", "بازين"],
  ])("«%s» is three of one", (text, name) => {
    const line = first(text);
    const one = parser.parse(text.replace(/^\S+/, (w) => `3 ${w}`)).items[0]!;
    expect(line.meal.name).toBe(name);
    expect(line.amount.count).toBe(3);
    expect(line.weighing).toMatchObject({ how: "rule", rule: "plural-as-three" });
    expect(line.weighing.grams).toBeCloseTo(one.weighing.grams!);
    expect(line.reading.source).toBe("estimate");
  });
});

describe("millilitres of a food with no cup: a gram a millilitre", () => {
  it("«300 مل بطيخ» is 300 g, an estimate", () => {
    const line = first("300 مل بطيخ");
    expect(line.weighing).toMatchObject({ grams: 300, how: "rule", rule: "volume-as-water" });
  });
});

describe("never a line without grams", () => {
  it.each(["علبة فشار وكيس تسالي", "كاسات شاهي وتمرات", "نص لتر بطيخ وشريحتين عسل"])(
    "«%s»",
    (text) => {
      const items = parser.parse(text).items;
      expect(items.length).toBeGreaterThan(1);
      for (const item of items) expect(item.weighing.grams).toBeGreaterThan(0);
    },
  );
});
