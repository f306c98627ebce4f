import { embeddedMealTextParser } from "@/lib/meals/meal-text";

const parser = embeddedMealTextParser();
const meals = (text: string) => parser.parse(text).items.map((i) => i.meal.name);

// Everyday foods said in English beside Arabic are read as their Arabic words
// (content/meals/spellings.ts); a Latin name of two words is still found whole first.
describe("everyday foods said in English", () => {
  const table: [string, string[]][] = [
    ["chicken w rice", ["دجاج مسلوق", "رز أبيض مطبوخ"]],
    ["2 eggs w bread", ["بيض مسلوق", "خبز عربي"]],
    ["شوية cheese مع bread", ["جبنة بيضاء", "خبز عربي"]],
    ["rice pudding", ["رز بلبن"]],
    ["brown rice", ["رز بني مطبوخ"]],
  ];
  it.each(table)("«%s»", (text, expected) => {
    expect(meals(text)).toEqual(expected);
  });
});
