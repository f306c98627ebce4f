// The dishes of more-dishes.ts as a visitor meets them: the calculator's search finds each
// first by its name and by its aliases, Arabic and Latin, and «ماذا أكلت؟» reads each in a
// sentence with its serving, alone and beside another food; and each dish that a table
// analysed carries its check.
import { getMealByName, getMealCatalog } from "@/lib/meals/catalog";
import { createMealTextParser } from "@/lib/meals/meal-text/parse-meal-text";
import { bareWordDefaultsByWord } from "@/lib/meals/search";
import { createMealSearch } from "@/lib/meals/search/meal-search";
import { moreDishes } from "./more-dishes";
import { referenceDishes } from "./reference-dishes";

const catalog = getMealCatalog();
const search = createMealSearch(catalog);
const parser = createMealTextParser(catalog, { defaults: bareWordDefaultsByWord });
const isLatin = (text: string) => /^[a-z][a-z\s'-]*$/i.test(text);

/** The dishes no reachable table analysed (README: «what we could not find»). */
const UNCHECKED = [
  "فريكة بالدجاج",
  "فريكة باللحم",
  "شيخ المحشي",
  "خيار بلبن",
  "حلاوة الجبن",
  "بلح الشام",
];

describe("the dishes added in more-dishes.ts", () => {
  it("are at least 40, each a meal of the catalog", () => {
    expect(moreDishes.length).toBeGreaterThanOrEqual(40);
    for (const dish of moreDishes) expect(getMealByName(dish.name)).toBeDefined();
  });

  it.each(moreDishes.map((d) => [d.name, d] as const))(
    "%s: found first by its name, an Arabic alias and a Latin one",
    (name, dish) => {
      const arabic = dish.aliases.find((a) => !isLatin(a));
      const latin = dish.aliases.find(isLatin);
      expect(arabic).toBeDefined();
      expect(latin).toBeDefined();
      for (const query of [name, arabic!, latin!]) {
        expect([query, search.search(query)[0]?.name]).toEqual([query, name]);
      }
    },
  );

  it.each(moreDishes.map((d) => [d.name, d] as const))(
    "%s: read by «ماذا أكلت؟» in a sentence, with its serving",
    (name, dish) => {
      const serving = getMealByName(name)!.servings![0]!;
      const alias = dish.aliases.find((a) => !isLatin(a))!;
      for (const text of [
        `تغديت ${serving.label} ${name}`,
        `${serving.label} ${alias} وكاس شاهي بالسكر`,
      ]) {
        const { items, unmatched } = parser.parse(text);
        expect([text, items[0]?.meal.name, items[0]?.weighing.grams]).toEqual([
          text,
          name,
          serving.grams,
        ]);
        expect([text, unmatched]).toEqual([text, []]);
      }
    },
  );

  it("carry a published check, each one, except the dishes no table analysed", () => {
    const checked = new Set(referenceDishes.map((r) => r.meal));
    const without = moreDishes.map((d) => d.name).filter((n) => !checked.has(n));
    expect(without).toEqual(UNCHECKED);
  });
});
