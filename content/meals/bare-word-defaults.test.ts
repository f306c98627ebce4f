// The bare-word defaults (bare-word-defaults.ts) over the real database and search: each names
// a meal, no word is already some meal's own name or alias, and the meal API's search puts the
// default first for every word and spelling of it.

import { getMealCatalog } from "@/lib/meals/catalog";
import { searchEmbeddedMeals } from "@/lib/meals/search";
import { normalizeArabic } from "@/lib/meals/normalize-arabic";
import { bareWordDefaults } from "./bare-word-defaults";

const catalog = getMealCatalog();
const names = new Set(catalog.map((m) => m.name));
const labels = new Map(
  catalog.flatMap((m) => [m.name, ...m.aliases].map((l) => [normalizeArabic(l), m.name] as const)),
);

describe("bare-word defaults", () => {
  it("each names a meal of the database", () => {
    expect(bareWordDefaults.filter((d) => !names.has(d.meal)).map((d) => d.meal)).toEqual([]);
  });

  it("no word is a meal's own name or alias, and no word has two defaults", () => {
    const words = bareWordDefaults.flatMap((d) => d.words.map(normalizeArabic));
    expect(words.filter((w) => labels.has(w)).map((w) => `${w} = ${labels.get(w)}`)).toEqual([]);
    expect(words.filter((w, i) => words.indexOf(w) !== i)).toEqual([]);
  });

  it.each(bareWordDefaults.flatMap((d) => d.words.map((w) => [w, d.meal] as const)))(
    "the search finds %s → %s first",
    (word, meal) => {
      expect(searchEmbeddedMeals(word)[0]?.name).toBe(meal);
      expect(searchEmbeddedMeals(`ال${word}`)[0]?.name).toBe(meal);
    },
  );

  // The wrong first results the issue found, now the plain forms.
  it.each([
    ["حليب", "حليب كامل الدسم"],
    ["بيض", "بيض مسلوق"],
    ["لحم", "لحم ضأن مطبوخ"],
    ["جبنة", "جبنة بيضاء"],
    ["مكرونة", "مكرونة مسلوقة"],
    ["بطاطا", "بطاطا مسلوقة"],
    ["حوت", "سمك قاروص مشوي"],
  ])("%s no longer finds a dish first: %s", (word, meal) => {
    expect(searchEmbeddedMeals(word)[0]?.name).toBe(meal);
  });

  it("a longer query searches as before", () => {
    expect(searchEmbeddedMeals("حليب مكثف")[0]?.name).toBe("حليب مكثف محلى");
    expect(searchEmbeddedMeals("بيض مقلي")[0]?.name).toBe("بيض مقلي");
  });
});
