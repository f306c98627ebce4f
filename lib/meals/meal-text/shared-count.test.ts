import { getMealCatalog } from "@/lib/meals/catalog";
import { bareWordDefaultsByWord } from "@/lib/meals/search";
import { householdEstimates } from "@/content/meals/household-units";
import { createMealTextParser } from "./parse-meal-text";
import { tokenize } from "./tokens";

const parser = createMealTextParser(getMealCatalog(), { defaults: bareWordDefaultsByWord });
const lines = (text: string) =>
  parser.parse(text).items.map((i) => [i.meal.name, i.weighing.grams] as const);

describe("a number that divides is no count", () => {
  // [sentence, the same foods said with no number]
  it.each<[string, string]>([
    ["بسبوسة، قسمتها على ٦", "بسبوسة"],
    ["طاجين، قسمناه على خمسة وكليت معاهم", "طاجين"],
    ["بيتزا بيناتنا ٤ وكاس عصير برتقال", "كاس عصير برتقال"],
    ["مقروض بينا 3، شاهي", "مقروض، شاهي"],
  ])("«%s» is «%s»", (text, same) => {
    expect(lines(text)).toEqual(lines(same));
  });

  it.each<[string, string]>([
    // «على» before a number that counts the food after it: «فطرت على ٣ تمرات»
    ["فطرت على ٣ تمرات", "٣ تمرات"],
    ["افطرت ع 2 بيضات", "2 بيضات"],
  ])("«%s» still counts, as «%s»", (text, same) => {
    expect(lines(text)).toEqual(lines(same));
  });
});

describe("a digit inside a word written in Latin letters is a letter, not a number", () => {
  const numbersIn = (text: string) =>
    tokenize(text).flatMap((t) => (t.kind === "number" ? [t.value] : []));
  it.each<[string, number[]]>([
    // Arabizi: 7 is ح, 9 ق, 3 ع, 5 خ
    ["klit s7n kamel", []],
    ["bid m9li w 3asir", []],
    ["9aba7i 7lib", []],
    ["5obz w tofe7", []],
    // amounts written in Latin letters stay amounts
    ["200ml", [200]],
    ["5kg", [5]],
    ["pizza x2", [2]],
    ["2 slices", [2]],
    ["3 tamrat", [3]],
  ])("«%s»", (text, numbers) => {
    expect(numbersIn(text)).toEqual(numbers);
  });

  it("«klit s7n kamel» multiplies no plate", () => {
    expect(lines("مبكبكة klit s7n kamel")).toEqual(lines("مبكبكة"));
  });
});

describe("more plates than one person eats at a sitting count the people served", () => {
  const { platesAtOneSitting } = householdEstimates;
  it.each<[string, string]>([
    ["6 صحون كسكسي", "صحن كسكسي"],
    ["عشرة صحون رز", "صحن رز"],
    ["٨ بازين", "بازين"],
  ])("«%s» is «%s»", (text, one) => {
    expect(lines(text)).toEqual(lines(one));
  });

  it(`up to ${platesAtOneSitting} plates are that many`, () => {
    const [plate] = lines("صحن رز");
    expect(lines(`${platesAtOneSitting} صحون رز`)).toEqual([
      [plate![0], expect.closeTo(plate![1]! * platesAtOneSitting, 1)],
    ]);
  });

  it("a count of pieces is no plate: «8 تمرات» stays eight dates", () => {
    const [date] = lines("تمرة");
    expect(lines("8 تمرات")).toEqual([[date![0], expect.closeTo(date![1]! * 8, 1)]]);
  });
});
