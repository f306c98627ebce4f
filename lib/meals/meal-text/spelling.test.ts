import { getMealCatalog } from "@/lib/meals/catalog";
import { bareWordDefaultsByWord } from "@/lib/meals/search";
import { createMealTextParser } from "./parse-meal-text";
import { arabiziSpellings, regionalSpellings } from "./spelling";

const parser = createMealTextParser(getMealCatalog(), { defaults: bareWordDefaultsByWord });
const meals = (text: string) => parser.parse(text).items.map((i) => i.meal.name);
const grams = (text: string) => parser.parse(text).items.map((i) => i.weighing.grams);

describe("arabiziSpellings: a Latin word's Arabic letters, the likeliest first", () => {
  const table: [string, string][] = [
    // a digit joined to letters is the letter its shape recalls
    ["7lib", "حليب"],
    ["m9li", "مقلي"],
    ["sh3ir", "شعير"],
    ["5obza", "خبزه"],
    // a short vowel inside is not written; a last «a» is «ة»
    ["khobza", "خبزه"],
    ["jben", "جبن"],
  ];
  it.each(table)("«%s» → %s first", (word, arabic) => {
    expect(arabiziSpellings(word)[0]).toBe(arabic);
  });
  it("tries the long vowel and the emphatic letters too («tamrat», «3asir», «batata»)", () => {
    expect(arabiziSpellings("tamrat")).toContain("تمرات");
    expect(arabiziSpellings("3asir")).toContain("عصير");
    expect(arabiziSpellings("batata")).toContain("بطاطا");
  });
  it("reads a whole word the letters miss from its table", () => {
    expect(arabiziSpellings("djaj")).toEqual(["دجاج"]);
  });
});

describe("regionalSpellings: «چ» and «گ» written each way", () => {
  it("offers ج, ش and ك for «چ», ق first for «گ»", () => {
    expect(regionalSpellings("چاي")).toEqual(["جاي", "شاي", "كاي"]);
    expect(regionalSpellings("مرگ")[0]).toBe("مرق");
  });
});

describe("a sentence in Arabizi is read as in Arabic letters", () => {
  const table: [string, string[]][] = [
    ["kas 7lib w 2 tmrat", ["حليب كامل الدسم", "تمر دقلة نور"]],
    ["s7n roz w djej mechwi", ["رز أبيض مطبوخ", "دجاج مشوي بالجلد"]],
    ["l7am w khobz", ["لحم ضأن مطبوخ", "خبز عربي"]],
    ["zitoun w 9ahwa", ["زيتون أخضر", "قهوة تركية"]],
    ["3 bid m9li", ["بيض مقلي"]],
    ["ftour: jben w 3asir borte9an", ["جبنة بيضاء", "عصير برتقال طازج"]],
    // «b» apart is «ب» joined: «nescafe b 7lib» is «نسكافيه بالحليب»
    ["nescafe b 7lib", ["قهوة لاتيه"]],
    // the article apart («l») is no litre; an English word for a food is its Arabic
    ["f l khedma juice tofe7", ["عصير تفاح"]],
    // Arabic and Arabizi in one sentence
    ["عشاء: shorba w 2 khobzat", ["شربة ليبية", "خبز فرنسي"]],
  ];
  it.each(table)("«%s»", (text, expected) => {
    expect(meals(text)).toEqual(expected);
  });

  it("keeps a Latin name of the data as written («falafel», «shawarma djaj»)", () => {
    expect(meals("falafel w hummus")).toEqual(["فلافل", "حمص بالطحينة"]);
    expect(meals("shawarma djaj")).toEqual(["شاورما دجاج"]);
    expect(meals("fatayer sbanekh")).toEqual(["فطاير سبانخ"]);
  });

  it("keeps a number before a unit («200g», «2kg») and a number alone an amount", () => {
    expect(grams("200g djaj")).toEqual([200]);
    expect(grams("2kg lham")).toEqual([2000]);
    expect(parser.parse("2 khobzat").items.map((i) => i.amount.count)).toEqual([2]);
  });

  it("leaves a Latin word it cannot read as typed, reported", () => {
    expect(parser.parse("indomie").unmatched).toEqual(["indomie"]);
    // «fter» is breakfast, not «فطر» (mushrooms)
    expect(meals("fter 7lib")).toEqual(["حليب كامل الدسم"]);
  });

  it("reads no English word as Arabizi («then» is no tuna, «work» no chicken thigh)", () => {
    expect(meals("tea then work")).toEqual(["شاهي بدون سكر"]);
    expect(meals("is 7lib")).toEqual(["حليب كامل الدسم"]);
  });
});

describe("Iraq's and the Gulf's letters and words for foods we have", () => {
  const table: [string, string[]][] = [
    ["چاي وكيك", ["شاهي بالسكر", "كيك إسفنجي"]],
    ["گهوة وتمرتين", ["قهوة تركية", "تمر دقلة نور"]],
    ["كليچة بالتمر", ["كعك بالتمر"]],
    ["صحن تمن ومرگ فاصوليا", ["رز أبيض مطبوخ", "مرقة فاصوليا"]],
    ["مرق باميا", ["بامية باللحمة"]],
    ["صمونتين وقيمر وعسل", ["خبز فرنسي", "قشطة", "عسل"]],
    ["عدسية بالعيش", ["عدس مطبوخ", "خبز عربي"]],
    ["شية ضان بالشطة", ["لحم ضأن مشوي"]],
    ["تشريب لحم", ["ثريد"]],
    ["كباب عراقي وتمن", ["كباب مشوي", "رز أبيض مطبوخ"]],
  ];
  it.each(table)("«%s»", (text, expected) => {
    expect(meals(text)).toEqual(expected);
  });
});

describe("a food with «ب» or «ف» joined still names the food", () => {
  const table: [string, string[]][] = [
    ["تسحرت بتمرتين وكاس لبن", ["تمر دقلة نور", "لبن"]],
    ["تعشيت بشربة وخبزة", ["شربة ليبية", "خبز فرنسي"]],
    ["فطرت بزبادي وموزة", ["زبادي", "موز"]],
    ["فطرت بكاس حليب", ["حليب كامل الدسم"]],
    ["سحور عيش بي روب", ["خبز عربي", "زبادي"]],
    // «ف» (in) holds a food in a loaf or a vessel
    ["تن فخبزة", ["تونة معلبة بالزيت", "خبز فرنسي"]],
    ["خبز بتن", ["خبز عربي", "تونة معلبة بالزيت"]],
    // a word of a name written with «ب» is that name's («شاي بسكر», «بسيسة بزيت الزيتون»)
    ["شاي بسكر", ["شاهي بالسكر"]],
    ["بسيسة بزيت الزيتون", ["بسيسة"]],
    ["حمص بطحينة", ["حمص بالطحينة"]],
    // «فريش» (fresh) is no «ف» before ribs; «ببيضتين» after a dish of eggs counts its eggs
    ["عصير برتقال فريش", ["عصير برتقال طازج"]],
    ["شكشوكة ببيضتين", ["شكشوكة"]],
  ];
  it.each(table)("«%s»", (text, expected) => {
    expect(meals(text)).toEqual(expected);
  });
});

describe("the Tunisian café's and bakery's words for foods we have", () => {
  const table: [string, string[]][] = [
    ["كابوسان وكرواسون", ["قهوة مكياطة", "كرواسون"]],
    ["زوز اكسبراس", ["قهوة إسبريسو"]],
    ["بمبالوني وكاس تاي بالنعناع", ["دونات", "شاهي أخضر بالنعناع"]],
    ["سلاطة مشوية وخبز طابونة", ["سلطة مشوية", "خبز تنور"]],
  ];
  it.each(table)("«%s»", (text, expected) => {
    expect(meals(text)).toEqual(expected);
  });
});

describe("an English word said for a unit in Arabizi", () => {
  it("reads «slices» as the slices it says («toast 3 slices»)", () => {
    expect(parser.parse("toast 3 slices w jben").items.map((i) => i.amount)).toEqual([
      { count: 3, unit: "slice" },
      expect.objectContaining({ unit: "slice" }),
    ]);
  });
});
