import { getMealCatalog } from "@/lib/meals/catalog";
import { bareWordDefaultsByWord } from "@/lib/meals/search";
import { createMealTextParser } from "./parse-meal-text";

const parser = createMealTextParser(getMealCatalog(), { defaults: bareWordDefaultsByWord });
const meals = (text: string) => parser.parse(text).items.map((i) => i.meal.name);
const unmatched = (text: string) => parser.parse(text).unmatched;

describe("the tray or pot a meal was shared out of is no dish", () => {
  const table: [string, string[]][] = [
    ["فطرت بسبوسة، قسمت الصينية على ٨", ["بسبوسة"]],
    ["بقلاوة، قسمنا الصينية بيناتنا ٥", ["بقلاوة"]],
    ["مقلوبة، وزعنا الطنجرة على ٥", ["مقلوبة"]],
    ["كنافة الصينية على ٤ وشربت شاهي", ["كنافة", "شاهي ليبي"]],
  ];
  it.each(table)("«%s»", (text, expected) => {
    expect(meals(text)).toEqual(expected);
    expect(unmatched(text)).toEqual([]);
  });

  it("keeps the dish a tray word names with its food, or alone with no sharing", () => {
    expect(meals("صينية كفتة")).toEqual(["كفتة بالطحينة"]);
    expect(meals("قسمنا صينية كفتة على ٤")).toEqual(["كفتة بالطحينة"]);
  });
});
