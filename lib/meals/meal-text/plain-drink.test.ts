import { getMealCatalog } from "@/lib/meals/catalog";
import { bareWordDefaultsByWord } from "@/lib/meals/search";
import { createMealTextParser } from "./parse-meal-text";

const parser = createMealTextParser(getMealCatalog(), { defaults: bareWordDefaultsByWord });
const read = (text: string) => parser.parse(text);
const meals = (text: string) => read(text).items.map((i) => i.meal.name);

describe("readPlainDrinks: a drink said «سادة» is drunk with no sugar", () => {
  // Most common first: Egypt's coffee, then tea and the other spellings.
  const table: [string, string[]][] = [
    ["قهوة سادة", ["قهوة عربية"]],
    ["فنجان قهوة تركي سادة", ["قهوة عربية"]],
    ["قهوة عربي ساده مع كعك بالتمر", ["قهوة عربية", "كعك بالتمر"]],
    ["كوباية شاي سادة وبسكويت", ["شاهي بدون سكر", "بسكويت بالزبدة"]],
    ["العشية شاهي ليبي سادا", ["شاهي بدون سكر"]],
  ];
  it.each(table)("«%s»", (text, expected) => {
    const { items, unmatched } = read(text);
    expect(items.map((i) => i.meal.name)).toEqual(expected);
    expect(unmatched).toEqual([]);
  });

  it("adds no sugar line and takes the sweet glass's sugar out of its weight", () => {
    const sweet = read("كاس شاهي ليبي").items[0]!;
    const plain = read("كاس شاهي ليبي سادة").items[0]!;
    expect(plain.meal.name).toBe("شاهي بدون سكر");
    expect(plain.weighing.grams).toBeLessThan(sweet.weighing.grams!);
    expect(meals("كاس شاهي ليبي سادة")).not.toContain("سكر أبيض");
  });

  it("leaves a drink not said plain as it is served", () => {
    expect(meals("قهوة تركي وتمرتين")).toEqual(["قهوة تركية", "تمر دقلة نور"]);
  });
});
