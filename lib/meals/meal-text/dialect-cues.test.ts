import { getMealCatalog } from "@/lib/meals/catalog";
import { bareWordDefaultsByWord } from "@/lib/meals/search";
import { createMealTextParser } from "./parse-meal-text";

const parser = createMealTextParser(getMealCatalog(), { defaults: bareWordDefaultsByWord });
const meals = (text: string) => parser.parse(text).items.map((i) => i.meal.name);
const grams = (text: string) => parser.parse(text).items.map((i) => i.weighing.grams);

// «لبن» by Egypt's and Sudan's cup is their milk; by Libya's glass, or named longer, it stays
// the buttermilk (readMilkByTheCup).
describe("«لبن» by the «كباية» is milk", () => {
  const table: [string, string[]][] = [
    ["كوباية لبن مع بسكويت", ["حليب كامل الدسم", "بسكويت بالزبدة"]],
    ["فطرت عيش وكبايتين لبن", ["خبز عربي", "حليب كامل الدسم"]],
    ["لبن كباية قبل النوم", ["حليب كامل الدسم"]],
    // Libya's glass and cup: buttermilk
    ["كاس لبن مع تمرات", ["لبن", "تمر دقلة نور"]],
    ["كوب لبن", ["لبن"]],
    // named longer, it is what the name says
    ["كباية لبن رايب", ["لبن"]],
    ["كوباية شاي بلبن", ["شاهي كرك"]],
  ];
  it.each(table)("«%s»", (text, expected) => {
    expect(meals(text)).toEqual(expected);
  });

  it("weighs the cup of milk as milk's own cup", () => {
    expect(grams("كوباية لبن")).toEqual(grams("كوب حليب"));
  });
});

// A bare «قهوة» beside the sweets served with the Gulf's coffee is Arabic coffee; elsewhere it
// stays the Turkish coffee of Libya and the Levant, and a coffee named stays named
// (readGulfCoffee).
describe("«قهوة» beside a Gulf sweet is Arabic coffee", () => {
  const table: [string, string[]][] = [
    ["لقيمات صحن صغير والقهوة", ["لقيمات", "قهوة عربية"]],
    ["قهوة فنجانين مع بلاليط", ["قهوة عربية", "بلاليط"]],
    ["بثيث وقهوة بدون سكر", ["بثيث", "قهوة عربية"]],
    ["قهوة وكعك", ["قهوة تركية", "كعك ليبي"]],
    ["خبيص مع قهوة تركية", ["خبيص", "قهوة تركية"]],
  ];
  it.each(table)("«%s»", (text, expected) => {
    expect(meals(text)).toEqual(expected);
  });
});

// A bare cheese filling a Libyan loaf is the processed cheese of the triangles; named white,
// beside the bread, or in Iraq's «صمونة», it stays the white cheese (readLoafCheese).
describe("the cheese in a Libyan loaf is processed cheese", () => {
  const table: [string, string[]][] = [
    ["كسكروت جبنة وكاس حليب", ["خبز فرنسي", "جبنة مطبوخة", "حليب كامل الدسم"]],
    ["خبزتين بالجبن للصغار", ["خبز فرنسي", "جبنة مطبوخة"]],
    ["نص خبزة بالتن والجبنة", ["خبز فرنسي", "تونة معلبة بالزيت", "جبنة مطبوخة"]],
    ["خبزة بالجبنة البيضاء", ["خبز فرنسي", "جبنة بيضاء"]],
    ["خبزة وجبنة وزيتون", ["خبز فرنسي", "جبنة بيضاء", "زيتون أخضر"]],
    ["صمونة بالجبن", ["خبز فرنسي", "جبنة بيضاء"]],
  ];
  it.each(table)("«%s»", (text, expected) => {
    expect(meals(text)).toEqual(expected);
  });

  it("weighs it as the processed cheese's own filling", () => {
    expect(grams("كسكروت جبنة")[1]).toEqual(grams("كسكروت جبنة مثلثات")[1]);
  });
});
