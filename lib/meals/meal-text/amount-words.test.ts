// Amounts around a food that were misread: a weight written after it, an hour, a plural or a
// number word of the region, and short words that are not a food one letter away.
import { getMealCatalog } from "@/lib/meals/catalog";
import { bareWordDefaultsByWord } from "@/lib/meals/search";
import { createMealTextParser } from "./parse-meal-text";

const parser = createMealTextParser(getMealCatalog(), { defaults: bareWordDefaultsByWord });
const read = (text: string) =>
  parser.parse(text).items.map((i) => [i.meal.name, i.weighing.grams] as const);

describe("a written weight after a food is its weight (isWeight)", () => {
  it.each([
    ["شوية فول سوداني 20g", [["فول سوداني", 20]]],
    ["لحم بقري مفروم 150g مطبوخ", [["لحم بقري مفروم", 150]]],
    ["رز 200 غرام", [["رز أبيض مطبوخ", 200]]],
  ] as const)("«%s»", (text, expected) => {
    expect(read(text)).toEqual(expected);
  });
});

describe("words of amount", () => {
  // USDA: a fingan of Arabic coffee 60 g (the data's), a pita 60 g (SR28 18041, «رغيف»), a glass of tea 115 g.
  it("«الساعة ٥» is an hour, not five glasses", () => {
    expect(read("سفنز مع الشاهي الساعه ٥")).toEqual([
      ["سفنز", 116],
      ["شاهي ليبي", 115],
    ]);
    // understood as an hour, not listed as words not understood
    expect(parser.parse("شاهي الساعة 5").unmatched).toEqual([]);
  });
  it("«فناجيل» is the plural of فنجان and «تنين» is two", () => {
    expect(read("قهوة عربية ٣ فناجيل")).toEqual([["قهوة عربية", 180]]);
    expect(read("خبز تنين رغيف")).toEqual([["خبز عربي", 120]]);
  });
});

describe("a short word is never a food by a typo", () => {
  // «برجر» is one letter from «بنجر» (beetroot), «كريب» near «غريبة»: foods we lack give no line.
  it.each(["برجر", "كريب", "بيتزا"])("«%s»", (word) => {
    expect(read(word)).toEqual([]);
  });
  it("a long word still is («شكشوكه» → شكشوكة)", () => {
    expect(read("شكشوكا")[0]?.[0]).toBe("شكشوكة");
  });
});

describe("spoons, brackets and the tens", () => {
  // USDA: olive oil 14 g the tablespoon (SR28 04053, as a scale shows it), sugar 4.2 g the
  // teaspoon (19335).
  it.each([
    ["رشة زيت زيتون", [["زيت زيتون", 14 / 3]]],
    ["معلقتين سكر", [["سكر أبيض", 25.2]]],
    ["صدر دجاج مشوي (١٥٠ غ)", [["صدر دجاج مشوي", 150]]],
    ["ثلاثين غرامًا من جبنة الفيتا", [["جبنة فيتا", 30]]],
    ["مئة غرام جمبري مسلوق", [["جمبري مسلوق", 100]]],
  ] as const)("«%s»", (text, expected) => {
    const got = read(text);
    expect(got.map(([meal]) => meal)).toEqual(expected.map(([meal]) => meal));
    got.forEach(([, grams], i) => expect(grams).toBeCloseTo(expected[i]![1], 6));
  });
  it("a line's words close the bracket they open", () => {
    expect(parser.parse("صدر دجاج مشوي (١٥٠ غ) مع رز").items[0]?.text).toBe(
      "صدر دجاج مشوي (١٥٠ غ)",
    );
  });
});

describe("an amount alone after a food named with none is its amount", () => {
  // the recipes' plates: chicken kabsa 399 g, bazeen 665 g; a small plate ×0.67 (USDA sizes)
  it.each([
    ["كبسة دجاج، نصف طبق فقط", [["كبسة دجاج", 399 / 2]]],
    ["شاهي، 2", [["شاهي ليبي", 2 * 115]]],
  ] as const)("«%s»", (text, expected) => {
    const got = read(text);
    expect(got.map(([meal]) => meal)).toEqual(expected.map(([meal]) => meal));
    got.forEach(([, grams], i) => expect(grams).toBeCloseTo(expected[i]![1], 6));
  });
  it("not after a food that had its amount", () => {
    expect(parser.parse("صحن كسكسي، 2").unmatched).toEqual(["2"]);
  });
});

describe("a juice we lack is no line (kindWords)", () => {
  it.each(["كاس عصير رمان", "عصير جزر", "عصير فراولة"])("«%s»", (text) => {
    expect(read(text)).toEqual([]);
    expect(parser.parse(text).unmatched).toEqual([text]);
  });
  it("a juice we have, and «عصير» alone, are read", () => {
    expect(read("عصير تفاح").map(([meal]) => meal)).toEqual(["عصير تفاح"]);
    expect(read("كاس عصير").map(([meal]) => meal)).toEqual(["عصير برتقال طازج"]);
  });
});

describe("a number between two amounts counts what follows it", () => {
  // the recipe's bowl of harira 312 g; USDA's pitted date 7.1 g
  it("«حريرة زلافة جوج تمرات» is a bowl of harira and two dates", () => {
    const got = read("حريرة زلافة جوج تمرات");
    expect(got.map(([meal]) => meal)).toEqual(["حريرة", "تمر دقلة نور"]);
    expect(got[1]![1]).toBeCloseTo(2 * 7.1, 6);
  });
  it("a dialect spelling: «مانجة» is a mango", () => {
    expect(read("مانجة").map(([meal]) => meal)).toEqual(["مانجو"]);
  });
});

describe("a dual before the noun it measures, and a stretched word", () => {
  // USDA: a slice of white toast 29 g (SR28 18069); the data's bureek piece 64 g (FNDDS egg roll).
  it.each([
    ["شريحتا توست", [["خبز توست أبيض", 2 * 29]]],
    ["قطعتا بوريك", [["بوريك", 2 * 64]]],
    ["بيضتا", [["بيض مسلوق", 2 * 50]]],
    // a masculine «صحنًا» written without its marks is one plate, not two (rice's plate:
    // 220 g, plate-portions.ts)
    ["صحنا رز", [["رز أبيض مطبوخ", 220]]],
  ] as const)("«%s»", (text, expected) => {
    expect(read(text)).toEqual(expected);
  });
  it("«كبيييير» is «كبير», stretched", () => {
    expect(read("مبكبكة صحن كبيييير")).toEqual(read("مبكبكة صحن كبير"));
    expect(read("مبكبكة صحن كبير")).not.toEqual(read("مبكبكة صحن"));
  });
});
