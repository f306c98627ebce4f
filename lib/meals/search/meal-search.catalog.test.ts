import { getMealCatalog } from "@/lib/meals/catalog";
import { normalizeArabic } from "../normalize-arabic";
import { createMealSearch } from "./meal-search";

// The search over the real meal database. Skipped, and reported so, while the catalog is empty.

const catalog = getMealCatalog();
const describeWithCatalog = catalog.length ? describe : describe.skip;

describeWithCatalog("meal search over the meal database", () => {
  const search = createMealSearch(catalog);
  const labelsOf = (meal: (typeof catalog)[number]) => [
    meal.name,
    ...((meal as { aliases?: readonly string[] }).aliases ?? []),
  ];

  it("gives no two meals the same name or alias once normalised", () => {
    const owners = new Map<string, string>();
    const clashes: string[] = [];
    for (const meal of catalog) {
      for (const key of new Set(labelsOf(meal).map(normalizeArabic))) {
        const owner = owners.get(key);
        if (owner && owner !== meal.name) clashes.push(`${key}: ${owner} / ${meal.name}`);
        owners.set(key, meal.name);
      }
    }
    expect(clashes).toEqual([]);
  });

  it("finds every meal first by its name and by each of its aliases", () => {
    const misses: string[] = [];
    for (const meal of catalog) {
      for (const label of labelsOf(meal)) {
        const first = search.search(label)[0]?.name;
        if (first !== meal.name)
          misses.push(`${label} → ${first ?? "nothing"} (want ${meal.name})`);
      }
    }
    expect(misses).toEqual([]);
  });

  it("finds every meal by its name with the article, diacritics and teh marbuta as heh", () => {
    const misses: string[] = [];
    for (const meal of catalog) {
      const variant = `ال${meal.name}`.replace(/ة/g, "ه").replace(/ا/, "اَ");
      if (!search.search(variant).some((m) => m.name === meal.name)) misses.push(variant);
    }
    expect(misses).toEqual([]);
  });
});
