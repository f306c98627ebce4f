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
