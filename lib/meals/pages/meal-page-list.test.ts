import { mealGroups } from "@/content/meals/groups";
import type { MealEntry } from "@/content/meals/types";
import { getMealCatalog } from "../catalog";
import { mealPageByName, mealPageBySlug, mealPages, slugify, slugsFor } from "./meal-page-list";

describe("the meal pages", () => {
  it("are one per catalog entry, in the catalog's order", () => {
    expect(mealPages.map((p) => p.mealName)).toEqual(getMealCatalog().map((m) => m.name));
  });

  it("have unique, URL-safe Latin slugs", () => {
    const slugs = mealPages.map((p) => p.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  // A changed line here is a renamed page: old links and search results would break. Update
  // the snapshot only for a deliberate rename (and then think about a redirect).
  it("keep their slugs (every slug, pinned)", () => {
    expect(Object.fromEntries(mealPages.map((p) => [p.mealName, p.slug]))).toMatchSnapshot();
  });

  it("are found by slug and by name", () => {
    for (const page of mealPages) {
      expect(mealPageBySlug(page.slug)).toBe(page);
      expect(mealPageByName(page.mealName)).toBe(page);
    }
    expect(mealPageBySlug("no-such-meal")).toBeUndefined();
  });

  it("sample a recipe and a single food (where the group has one) from every group", () => {
    for (const { id } of mealGroups) {
      const sampled = mealPages.filter((p) => p.group === id && p.sample);
      expect(sampled.length).toBeGreaterThanOrEqual(1);
      expect(sampled.length).toBeLessThanOrEqual(2);
    }
  });
});

describe("slugsFor", () => {
  const entry = (name: string, aliases: string[]): MealEntry => ({
    name,
    aliases,
    category: "libyan",
    usda: "sr28:01001",
  });

  it("takes the first Latin alias, lower-cased, other characters as single dashes", () => {
    expect(slugify("  Shorba Libiya (lamb) ")).toBe("shorba-libiya-lamb");
    const slugs = slugsFor([entry("بازين", ["بازين بالعصبان", "Bazin", "bazeen"])]);
    expect(slugs.get("بازين")).toBe("bazin");
  });

  it("moves to the next Latin alias, then a number, when a slug is taken", () => {
    const slugs = slugsFor([
      entry("أ", ["couscous"]),
      entry("ب", ["couscous", "kuskusi"]),
      entry("ج", ["couscous"]),
    ]);
    expect([...slugs.values()]).toEqual(["couscous", "kuskusi", "couscous-2"]);
  });

  it("refuses an entry without a Latin alias", () => {
    expect(() => slugsFor([entry("بازين", ["بازين"])])).toThrow(/no Latin alias/);
  });
});
