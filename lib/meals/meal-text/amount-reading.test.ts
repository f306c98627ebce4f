// How a line says it understood its amount: the words as typed, the grams, and where they come
// from, over the real meal database; and the phrase the line shows for each kind.

import { getMealByName, getMealCatalog } from "@/lib/meals/catalog";
import { bareWordDefaultsByWord } from "@/lib/meals/search";
import type { Serving } from "../types";
import { amountReadingText, sourceOf, unitAsReadWords, type AmountReading } from "./amount-reading";
import { createMealTextParser } from "./parse-meal-text";
import type { Weighing } from "./weigh";

const parser = createMealTextParser(getMealCatalog(), { defaults: bareWordDefaultsByWord });
const readings = (text: string) =>
  parser.parse(text).items.map((i) => [i.meal.name, i.reading] as const);

function serving(meal: string, label: string): Serving {
  const found = getMealByName(meal)?.servings?.find((s) => s.label === label);
  if (!found) throw new Error(`${meal} has no serving «${label}»`);
  return found;
}

describe("where a line's grams come from", () => {
  const usda: Serving = { label: "كوب", grams: 244, kind: "usda", basis: "SR28" };
  const recipe: Serving = { label: "صحن", grams: 393, kind: "recipe", basis: "" };
  const estimate: Serving = { label: "حبة", grams: 60, kind: "estimate", basis: "why" };
  it.each<[string, Weighing, ReturnType<typeof sourceOf>]>([
    ["grams as written", { grams: 200, how: "weight" }, "written"],
    ["a USDA serving", { grams: 244, how: "serving", serving: usda, perUnit: 244 }, "usda"],
    ["the recipe's plate", { grams: 393, how: "serving", serving: recipe, perUnit: 393 }, "recipe"],
    [
      "an estimated serving",
      { grams: 60, how: "serving", serving: estimate, perUnit: 60 },
      "estimate",
    ],
    [
      "a glass read as the food's cup: a rule, so an estimate",
      { grams: 244, how: "rule", rule: "glass-as-cup", serving: usda, perUnit: 244 },
      "estimate",
    ],
    [
      "a ladle: an estimate",
      { grams: 131, how: "rule", rule: "ladle", serving: recipe, perUnit: 131 },
      "estimate",
    ],
    [
      "millilitres through USDA's cup: arithmetic on that cup",
      { grams: 258, how: "rule", rule: "volume", serving: usda, perUnit: 1.03 },
      "usda",
    ],
    [
      "a glass less its sugar: still the glass's serving",
      { grams: 100, how: "rule", rule: "less-sugar", serving: recipe, perUnit: 100 },
      "recipe",
    ],
    ["no weight", { grams: null, how: "unknown", why: "no-weight" }, "none"],
  ])("%s", (_, weighing, source) => {
    expect(sourceOf(weighing)).toBe(source);
  });
});

describe("what the parser says of each amount", () => {
  it("a negation, a filling and a Libyan amount: none said, inside the bread, a bowl", () => {
    const coffee = serving("قهوة عربية", "فنجان صغير (60 مل)");
    // The filling: a third of USDA's can of tuna in oil (content/meals/fillings.ts).
    const can = serving("تونة معلبة بالزيت", "علبة");
    const loaf = getMealByName("خبز فرنسي")?.servings?.[0] as Serving;
    // «طاسة» is a bowl, served as a plate (content/meals/household-units.ts).
    const plate = serving("شربة ليبية", "صحن");
    expect(readings("قهوة بلا سكر وخبزة بالتن وطاسة شربة")).toEqual([
      ["قهوة عربية", { how: "unsaid", words: "فنجان", grams: coffee.grams, source: coffee.kind }],
      ["خبز فرنسي", { how: "said", words: "خبزة", grams: loaf.grams, source: loaf.kind }],
      [
        "تونة معلبة بالزيت",
        { how: "filling", words: "ثلث علبة", grams: can.grams / 3, source: "usda" },
      ],
      ["شربة ليبية", { how: "said", words: "طاسة", grams: plate.grams, source: "recipe" }],
    ]);
  });

  it("quotes the amount as typed, «ونص» included, wherever it stands", () => {
    const plate = serving("كسكسي باللحم والخضار", "صحن").grams;
    for (const text of ["كسكسي صحن ونص", "صحن ونص كسكسي"]) {
      expect(readings(text)).toEqual([
        [
          "كسكسي باللحم والخضار",
          { how: "said", words: "صحن ونص", grams: 1.5 * plate, source: "recipe" },
        ],
      ]);
    }
  });

  it("grams written are the visitor's; a glass of milk is its USDA cup, by our rule", () => {
    const [rice, milk] = readings("200 غرام رز وكاس حليب");
    expect(rice?.[1]).toEqual({ how: "said", words: "200 غرام", grams: 200, source: "written" });
    const cup = serving("حليب كامل الدسم", "كوب");
    expect(cup.kind).toBe("usda");
    expect(milk?.[1]).toEqual({ how: "said", words: "كاس", grams: cup.grams, source: "estimate" });
  });

  it("a food with no amount said is its nutritionist's portion, in that portion's words", () => {
    const slice = serving("جبنة بيضاء", "شريحة جبن");
    expect(readings("جبنة")).toEqual([
      [
        "جبنة بيضاء",
        { how: "unsaid", words: "شريحتان", grams: 2 * slice.grams, source: slice.kind },
      ],
    ]);
  });

  it("weighs a plural with no number and a unit the data lacks by a stated estimate", () => {
    const glass = serving("شاهي ليبي", "كأس");
    expect(readings("كاسات شاهي")[0]?.[1]).toEqual({
      how: "said",
      words: "كاسات",
      unit: undefined,
      grams: 3 * glass.grams,
      source: "estimate",
    });
    // A bag of rice is the portion eaten when no amount is said: «رز» alone, a plate.
    const plate = readings("رز")[0]?.[1].grams;
    expect(plate).toBeGreaterThan(0);
    expect(readings("كيس رز")[0]?.[1]).toEqual({
      how: "said",
      words: "كيس",
      grams: plate,
      source: "estimate",
    });
  });

  it("a drink without its sugar keeps its glass's source; spoons of sugar are written back", () => {
    const glass = serving("شاهي ليبي", "كأس");
    const teaspoon = serving("سكر أبيض", "ملعقة صغيرة");
    const [tea, sugar] = readings("كاس شاهي بزوز ملاعق سكر");
    expect(tea?.[0]).toBe("شاهي بدون سكر");
    expect(tea?.[1]).toMatchObject({ how: "said", words: "كاس", source: glass.kind });
    expect(tea?.[1].grams).toBeLessThan(glass.grams);
    expect(sugar?.[1]).toEqual({
      how: "said",
      words: "ملعقتان صغيرتان",
      grams: 2 * teaspoon.grams,
      source: "usda",
    });
  });
});

describe("the phrase a line shows", () => {
  it.each<[AmountReading, string]>([
    [{ how: "said", words: "طاسة", grams: 250, source: "estimate" }, "طاسة ≈ 250 غ، تقدير"],
    [{ how: "said", words: "كاس", grams: 240, source: "usda" }, "كاس ≈ 240 غ، حصة USDA"],
    [{ how: "said", words: "صحنين", grams: 1132, source: "recipe" }, "صحنين ≈ 1,132 غ، حسب الوصفة"],
    [{ how: "said", words: "200 غرام", grams: 200, source: "written" }, "200 غ، كما كتبت"],
    [
      { how: "unsaid", words: "حصة عادية", grams: 30, source: "estimate" },
      "بلا كمية: حصة عادية ≈ 30 غ، تقدير",
    ],
    [
      { how: "filling", words: "ثلث علبة", grams: 57, source: "usda" },
      "حشوة: ثلث علبة ≈ 57 غ، حصة USDA",
    ],
    [
      { how: "corrected", words: "2 × كوب", grams: 488, source: "usda" },
      "بعد التعديل: 2 × كوب ≈ 488 غ، حصة USDA",
    ],
    // Below ten grams, a tenth: two teaspoons of sugar are 8.4 g, not 8.
    [{ how: "said", words: "ملعقتان", grams: 8.4, source: "usda" }, "ملعقتان ≈ 8.4 غ، حصة USDA"],
    [
      { how: "said", words: "كيس", grams: null, source: "none", missing: "no-weight" },
      "كيس: لا نعرف وزنها؛ اكتب الكمية بالغرام",
    ],
    [
      { how: "said", words: "كاسات", grams: null, source: "none", missing: "no-count" },
      "كاسات: كم؟ اكتب العدد أو الغرامات",
    ],
  ])("%j", (reading, phrase) => {
    expect(amountReadingText(reading)).toBe(phrase);
  });
});

describe("the words of a line's unit field: one of what its count counts", () => {
  const unitWords = (text: string) => parser.parse(text).items.map((i) => unitAsReadWords(i));
  it.each<[string, string[]]>([
    // a count of one: the amount as read
    ["كاس شاهي", ["كاس"]],
    // two plates: «2» beside «صحن»
    ["صحنين كسكسي", ["صحن"]],
    // half a loaf said: «0.5» beside «رغيف»
    ["نص رغيف", ["رغيف"]],
  ])("«%s»", (text, words) => {
    expect(unitWords(text)).toEqual(words);
  });

  it("never gives a half of a half: a filling's half plate, a sandwich's half loaf", () => {
    const [bread, liver] = unitWords("ساندوتش كبدة");
    expect(liver).toBe("صحن");
    expect(bread).not.toBe("ساندوتش");
    expect(bread).not.toMatch(/نصف|نص/);
  });
});
