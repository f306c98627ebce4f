// Foods visitors named that the site lacked (issues 29 and 30), each one USDA row served by a
// portion of its own, and kunafa, served by the piece of the FNDDS row that names it: each is
// found first by the calculator's search under the names people write, read by «ماذا أكلت؟»
// with that serving, and given a meal page.
import { getMealByName, getMealCatalog } from "@/lib/meals/catalog";
import { createMealTextParser } from "@/lib/meals/meal-text/parse-meal-text";
import { mealPageByName } from "@/lib/meals/pages/meal-page-list";
import { bareWordDefaultsByWord } from "@/lib/meals/search";
import { createMealSearch } from "@/lib/meals/search/meal-search";

const catalog = getMealCatalog();
const search = createMealSearch(catalog);
const parser = createMealTextParser(catalog, { defaults: bareWordDefaultsByWord });

// [meal, its typical serving's label, grams and kind, the USDA row and measure its basis names]
const servings: [string, string, number, string, string][] = [
  // SR28 18096's slice of an 18 oz cake; its 1/12 of a full cake (138 g) is above a piece of a
  // dense sweet
  ["كيكة شوكولاتة", "قطعة (جزء من 8 من كعكة صغيرة)", 64, "usda", "1 piece (1/8 of 18 oz cake)"],
  ["كرواسون بالشوكولاتة", "كرواسون", 57, "usda", "51166200: 1 croissant"],
  ["حليب ماعز", "كوب", 244, "usda", "SR28 01106: 1 cup"],
  // FNDDS 53441110, baklava and by its other names kadayif: its piece, not its cubic inch
  ["كنافة", "قطعة", 80, "estimate", "53441110 (Baklava): 1 piece"],
];

describe("foods visitors named, served from USDA portions", () => {
  it.each(servings)("%s: a typical %s of %d g (%s)", (name, label, grams, kind, basis) => {
    const typical = getMealByName(name)?.servings?.[0];
    expect(typical).toMatchObject({ label, grams, kind });
    expect(typical?.basis).toContain(basis);
  });

  it.each(servings.map(([name]) => [name]))("%s: has its meal page", (name) => {
    expect(mealPageByName(name)?.slug).toMatch(/^[a-z0-9-]+$/);
  });
});

describe("foods visitors named, found by the words they wrote", () => {
  const queries: [string, string][] = [
    ["كيكة شوكولاتة", "كيكة شوكولاتة"],
    ["كيك بالشوكولاطة", "كيكة شوكولاتة"],
    ["كيكه بالشوكولاته", "كيكة شوكولاتة"],
    ["chocolate cake", "كيكة شوكولاتة"],
    ["كرواسون شوكولاتة", "كرواسون بالشوكولاتة"],
    ["كرواسان بالشوكولاتة", "كرواسون بالشوكولاتة"],
    ["pain au chocolat", "كرواسون بالشوكولاتة"],
    ["حليب ماعز", "حليب ماعز"],
    ["حليب معزة", "حليب ماعز"],
    ["goat milk", "حليب ماعز"],
  ];
  it.each(queries)("the search puts %s's meal first (%s)", (query, name) => {
    expect(search.search(query)[0]?.name).toBe(name);
  });

  const sentences: [string, [string, number][]][] = [
    [
      "فطرت قطعة كيك بالشوكولاطة مع كاس حليب معزة",
      [
        ["كيكة شوكولاتة", 64],
        ["حليب ماعز", 244],
      ],
    ],
    ["كيكة شوكولا في عيد ميلاد خوي", [["كيكة شوكولاتة", 64]]],
    ["زوز كرواسون شوكولاتة من المخبزة", [["كرواسون بالشوكولاتة", 2 * 57]]],
    ["نص كوب حليب ماعز دافي", [["حليب ماعز", 244 / 2]]],
    ["شقفتين كنافة نابلسية بعد العشا", [["كنافة", 2 * 80]]],
  ];
  it.each(sentences)("«ماذا أكلت؟» reads %s", (text, expected) => {
    const got = parser.parse(text).items.map((i) => [i.meal.name, i.weighing.grams]);
    expect(got).toEqual(expected);
  });
});
