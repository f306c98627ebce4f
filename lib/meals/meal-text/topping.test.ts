import { getMealCatalog } from "@/lib/meals/catalog";
import { bareWordDefaultsByWord } from "@/lib/meals/search";
import { createMealTextParser } from "./parse-meal-text";

const catalog = getMealCatalog();
const parser = createMealTextParser(catalog, { defaults: bareWordDefaultsByWord });
const read = (text: string) =>
  parser.parse(text).items.map((i) => [i.meal.name, Math.round(i.weighing.grams ?? -1)] as const);
const sliceOf = (meal: string) =>
  Math.round(
    catalog.find((m) => m.name === meal)?.servings?.find((s) => s.label === "شريحة جبن")?.grams ??
      NaN,
  );

describe("cheese put on a dish is a slice of its own, not lost in the dish", () => {
  const table: [string, string, string][] = [
    ["فطرت فول بالجبنة وخبزة", "فول مدمس", "جبنة بيضاء"],
    ["صحن فول بالزيت والجبنة", "فول مدمس", "جبنة بيضاء"],
    ["شكشوكة بالجبن", "شكشوكة", "جبنة بيضاء"],
    ["مسمن بالفرماج وكاس شاهي", "مسمن", "جبنة مطبوخة"],
    ["ملوي زوز بالفرماج", "مسمن", "جبنة مطبوخة"],
    // Arabizi: the rule reads the words as respelled (sentence-words.ts), «bel» as «بال».
    ["shakshouka bel fromage", "شكشوكة", "جبنة مطبوخة"],
  ];
  it.each(table)("«%s»", (text, dish, cheese) => {
    const lines = read(text);
    expect(lines.map(([meal]) => meal)).toContain(dish);
    expect(lines).toContainEqual([cheese, sliceOf(cheese)]);
  });

  it("leaves a dish whose name holds the cheese as one line", () => {
    expect(read("فطير بالجبنة").map(([meal]) => meal)).toEqual(["مناقيش جبنة"]);
  });
});

describe("an egg or tuna put on a dish is its own line, unless the dish's recipe holds it", () => {
  const egg = "بيض مسلوق";
  const tuna = "تونة معلبة بالزيت";
  const table: [string, string[]][] = [
    // one egg (SR28 01129, a large egg), a third of a can: what a loaf is filled with
    ["صحن فول بالبيض", ["فول مدمس", egg]],
    ["لبلابي بالتن", ["لبلابي", tuna]],
    ["صحن فول بالبيض والجبنة", ["فول مدمس", egg, "جبنة بيضاء"]],
    // joined by «و» to a topping before it
    ["لبلابي بالبيض والتن", ["لبلابي", egg, tuna]],
    // the recipe weighs the eggs or the tuna already: one line
    ["بازين بالبيض", ["بازين"]],
    ["شكشوكة بالبيض", ["شكشوكة"]],
    ["سلطة مشوية بالتن", ["سلطة مشوية"]],
    // a name of the dish says it
    ["بريك بالتن", ["بريك تونسي"]],
  ];
  it.each(table)("«%s»", (text, meals) => {
    expect(read(text).map(([meal]) => meal)).toEqual(meals);
  });

  it("weighs the topping as a filling, not as a serving of its own", () => {
    expect(read("لبلابي بالتن")[1]).toEqual([tuna, 57]);
    expect(read("صحن فول بالبيض")[1]).toEqual([egg, 50]);
  });
});
