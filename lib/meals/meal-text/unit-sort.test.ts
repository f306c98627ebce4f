import { getMealCatalog } from "@/lib/meals/catalog";
import { bareWordDefaultsByWord } from "@/lib/meals/search";
import { createMealTextParser } from "./parse-meal-text";

const parser = createMealTextParser(getMealCatalog(), { defaults: bareWordDefaultsByWord });
const read = (text: string) =>
  parser.parse(text).items.map((i) => [i.meal.name, i.weighing.grams !== null] as const);

describe("a unit the meal is never served in names the sort of it that is", () => {
  const table: [string, (readonly [string, boolean])[]][] = [
    // a loaf of brown bread is the brown round loaf, weighed
    [
      "رغيف خبز أسمر مع الشوربة",
      [
        ["خبز عربي أسمر", true],
        ["شربة ليبية", true],
      ],
    ],
    ["نص رغيف خبز اسمر", [["خبز عربي أسمر", true]]],
    // a unit it is served in leaves it as it is
    ["شريحتين خبز أسمر", [["خبز أسمر", true]]],
  ];
  it.each(table)("«%s»", (text, expected) => {
    expect(read(text)).toEqual(expected);
  });

  it("never takes another food: the sort holds the meal's whole name", () => {
    expect(parser.parse("4 اسياخ كبدة مشوية").items.map((i) => i.meal.name)).toEqual(["كبدة ضأن"]);
  });
});
