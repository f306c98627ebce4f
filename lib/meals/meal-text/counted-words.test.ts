import { getMealCatalog } from "@/lib/meals/catalog";
import { bareWordDefaultsByWord } from "@/lib/meals/search";
import { createMealTextParser } from "./parse-meal-text";
import { USDA_CUP_ML } from "./weigh";

const parser = createMealTextParser(getMealCatalog(), { defaults: bareWordDefaultsByWord });
const read = (text: string) =>
  parser.parse(text).items.map((i) => [i.text, i.meal.name, i.weighing.grams] as const);

// USDA weights the rows below rest on: a fillet of sea bass 101 g (SR28 15092), a butter
// cookie 5 g (SR28 18155), a green olive 2.7 g (SR28 09195); a doughnut hole 13 g (SR28
// 18255) for لقيمات and a miniature churro 15 g (FNDDS 53520200) for شباكية.
const FILLET = 101;
// a whole fish counted is its two fillets (content/meals/everyday-foods.ts)
const FISH = 2 * FILLET;
const COOKIE = 5;
const OLIVE = 2.7;

describe("the dual or plural of a bare everyday word counts its default", () => {
  const table: [string, [string, string, number][]][] = [
    ["تغديت حوتتين", [["حوتتين", "سمك قاروص مشوي", 2 * FISH]]],
    ["حوتتين مشويات", [["حوتتين مشويات", "سمك قاروص مشوي", 2 * FISH]]],
    ["4 حوتات", [["4 حوتات", "سمك قاروص مشوي", 4 * FISH]]],
    ["بسكويتتين مع الشاهي", [["بسكويتتين", "بسكويت بالزبدة", 2 * COOKIE], expect.anything()]],
    // «و» joined to the dual is «and»
    ["قهوة وبسكويتتان", [expect.anything(), ["بسكويتتان", "بسكويت بالزبدة", 2 * COOKIE]]],
    ["٣ بسكويتات", [["٣ بسكويتات", "بسكويت بالزبدة", 3 * COOKIE]]],
  ];
  it.each(table)("«%s»", (text, expected) => {
    expect(read(text)).toEqual(expected);
  });

  it("after a dish of that food, counts the dish, not a second food", () => {
    expect(read("سمك بلطي مقلي سمكتين ورز").map(([, meal]) => meal)).toEqual([
      "سمك بلطي مقلي",
      "رز أبيض مطبوخ",
    ]);
    const [fish] = parser.parse("سمك بلطي مقلي سمكتين").items;
    expect(fish?.amount).toMatchObject({ count: 2, unit: "piece" });
  });

  it("leaves a word whose stem is no food alone", () => {
    // «مشويات» ends as a plural, but «مشوي» names no food
    expect(read("مشويات").map(([, meal]) => meal)).not.toContain("سمك قاروص مشوي");
  });
});

describe("«شوية» of a food eaten by the piece is a few pieces, not half of one", () => {
  const table: [string, string, number][] = [
    ["شوية زيتون", "زيتون أخضر", 6 * OLIVE],
    ["شويه زيتون", "زيتون أخضر", 6 * OLIVE],
    ["شوية شباكية", "شباكية", 4 * 15],
    // five pitted dates of 7.1 g (SR28 09087), as dates named alone (unsaid-amounts.ts)
    ["شوي تمر", "تمر دقلة نور", 5 * 7.1],
    // a food not eaten by the piece: still half its serving
    ["شوية فول مسلوق", "فول مسلوق", 170 / 2],
    // «نص» is a measured half, even of a piece
    ["نص زيتونة", "زيتون أخضر", OLIVE / 2],
  ];
  it.each(table)("«%s»", (text, meal, grams) => {
    const [line] = read(text);
    expect(line?.[1]).toBe(meal);
    expect(line?.[2]).toBeCloseTo(grams, 6);
  });
});

describe("sweets said with no amount are a sitting's pieces, not one", () => {
  const table: [string, string, number][] = [
    ["بسكويت", "بسكويت بالزبدة", 6 * COOKIE],
    ["لقيمات", "لقيمات", 8 * 13],
    ["شباكية", "شباكية", 4 * 15],
    // an amount said stays the amount
    ["4 لقيمات", "لقيمات", 4 * 13],
  ];
  it.each(table)("«%s»", (text, meal, grams) => {
    const [line] = read(text);
    expect(line?.[1]).toBe(meal);
    expect(line?.[2]).toBeCloseTo(grams, 6);
  });
});

describe("«فول» alone is the cooked dish, فول مدمس", () => {
  it.each(["فول", "صحن فول", "فول وخبزة"])("«%s»", (text) => {
    expect(read(text)[0]?.[1]).toBe("فول مدمس");
  });
  it("keeps the beans named as beans", () => {
    expect(read("فول مسلوق")[0]?.[1]).toBe("فول مسلوق");
    expect(read("فول سوداني")[0]?.[1]).toBe("فول سوداني");
  });
});

describe("«استكانة» is a small tea glass of about 100 ml, not a mug", () => {
  // the recipe cup of شاهي بالسكر: 250 g for USDA's cup of 236.588 ml
  const perMl = 250 / USDA_CUP_ML;
  const table: [string, string, number][] = [
    ["استكانة شاي", "شاهي بالسكر", 100 * perMl],
    ["٣ استكانات شاي", "شاهي بالسكر", 300 * perMl],
    ["شاي استكانتين", "شاهي بالسكر", 200 * perMl],
    // a tea weighed by its own glass only: the small glass it is (the size rule's 0.67)
    ["استكانة شاهي", "شاهي ليبي", 115 * 0.67],
  ];
  it.each(table)("«%s»", (text, meal, grams) => {
    const [line] = read(text);
    expect(line?.[1]).toBe(meal);
    expect(line?.[2]).toBeCloseTo(grams, 6);
  });
});

describe("coffee said plainly is the Turkish coffee of a Libyan or Levantine cup", () => {
  const table: [string, string][] = [
    ["قهوة", "قهوة تركية"],
    ["فنجان قهوة", "قهوة تركية"],
    // «قهوة عربي», as Libya says it, is the same coffee; the Gulf's «قهوة عربية» is its own
    ["قهوة عربي", "قهوة تركية"],
    ["قهوة عربية", "قهوة عربية"],
    // without its sugar: plain brewed coffee
    ["قهوة بلا سكر", "قهوة عربية"],
  ];
  it.each(table)("«%s»", (text, meal) => {
    expect(read(text).map(([, name]) => name)).toEqual([meal]);
  });
});
