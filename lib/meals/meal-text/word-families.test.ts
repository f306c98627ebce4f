import { getMealCatalog } from "@/lib/meals/catalog";
import { bareWordDefaultsByWord } from "@/lib/meals/search";
import { createMealTextParser } from "./parse-meal-text";

const parser = createMealTextParser(getMealCatalog(), { defaults: bareWordDefaultsByWord });
const meals = (text: string) => parser.parse(text).items.map((i) => i.meal.name);
const grams = (text: string) => parser.parse(text).items.map((i) => i.weighing.grams);

// Words of Sudan, Egypt, Iraq and Libya for foods we have (aliases in content/meals), each
// with why beside its alias.
describe("a dialect's word for a food we have names that food", () => {
  const table: [string, string[]][] = [
    // dried figs said «يابس», as «كرموس يابس» is
    ["حفنة تين يابس", ["تين مجفف"]],
    // Egypt's and Sudan's «تسالي»: sunflower seeds
    ["تسالي وشاي", ["بذور دوار الشمس", "شاهي بالسكر"]],
    // Iraq's «لبلبي» is boiled chickpeas; Tunisia's soup keeps its own name
    ["ماعون لبلبي", ["حمص مسلوق"]],
    ["صحن لبلابي", ["لبلابي"]],
    // «تكة» alone: lamb tikka
    ["تكة وتمن", ["تكة لحم", "رز أبيض مطبوخ"]],
    // Egypt's «حاجة ساقعة»: a soft drink
    ["كشري وحاجة ساقعة", ["كشري", "مشروب غازي"]],
    // the village hen's eggs are eggs, cooked as said
    ["بيض عربي مقلي ٢ وخبزة", ["بيض مقلي", "خبز فرنسي"]],
    ["٣ بيض عربي", ["بيض مسلوق"]],
  ];
  it.each(table)("«%s»", (text, expected) => {
    expect(meals(text)).toEqual(expected);
  });
});

describe("«كانز»: a soft drink's can, weighed as «علبة»", () => {
  it.each([
    ["كانز بيبسي", "علبة بيبسي"],
    ["٢ كانز سفن اب", "٢ علب سفن اب"],
  ])("«%s» weighs as «%s»", (said, can) => {
    expect(meals(said)).toEqual(["مشروب غازي"]);
    expect(grams(said)).toEqual(grams(can));
  });
});

// Sudan's «ملاح», the stew eaten with kisra, named by what it is cooked of: a stew we lack,
// never its meat or its okra alone.
describe("«ملاح» is a stew we lack, with what it is cooked of", () => {
  const table: [string, string[]][] = [
    ["ملاح بامية مع عصيدة", ["عصيدة"]],
    ["رز وملاح دجاج", ["رز أبيض مطبوخ"]],
  ];
  it.each(table)("«%s»", (text, expected) => {
    expect(meals(text)).toEqual(expected);
  });
});
