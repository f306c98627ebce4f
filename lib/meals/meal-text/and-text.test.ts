import { getMealCatalog } from "@/lib/meals/catalog";
import { bareWordDefaultsByWord } from "@/lib/meals/search";
import { createMealTextParser } from "./parse-meal-text";

const parser = createMealTextParser(getMealCatalog(), { defaults: bareWordDefaultsByWord });
const texts = (text: string) => parser.parse(text).items.map((i) => i.text);

describe("a line's quoted words never start with the joining «و»", () => {
  const table: [string, string[]][] = [
    ["خبز والجبنة", ["خبز", "الجبنة"]],
    ["خبزة بالتن والبيضة", ["خبزة", "بالتن", "البيضة"]],
    ["شربة ونص خبزة", ["شربة", "نص خبزة"]],
    ["شربة و نص خبزة", ["شربة", "نص خبزة"]],
    ["حوت مقلي وشوية رز", ["حوت مقلي", "شوية رز"]],
    // «و» that is the word's own letter stays
    ["ورق عنب", ["ورق عنب"]],
    ["رز وواحد موز", ["رز", "واحد موز"]],
  ];
  it.each(table)("«%s»", (text, expected) => {
    expect(texts(text)).toEqual(expected);
  });
});
