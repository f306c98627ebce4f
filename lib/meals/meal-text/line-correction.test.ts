// A line corrected in place: what it then weighs and says, from the meal's own servings.

import { getMealByName, getMealCatalog } from "@/lib/meals/catalog";
import { bareWordDefaultsByWord } from "@/lib/meals/search";
import type { CatalogMeal, Serving } from "../types";
import { correctLine, startingAmount } from "./line-correction";
import { createMealTextParser } from "./parse-meal-text";

const parser = createMealTextParser(getMealCatalog(), { defaults: bareWordDefaultsByWord });
const line = (text: string) => {
  const item = parser.parse(text).items[0];
  if (!item) throw new Error(`«${text}» read no line`);
  return item;
};
const meal = (name: string): CatalogMeal => {
  const found = getMealByName(name);
  if (!found) throw new Error(`No meal ${name}`);
  return found;
};
const servingOf = (name: string, label: string): Serving => {
  const found = meal(name).servings?.find((s) => s.label === label);
  if (!found) throw new Error(`${name} has no serving «${label}»`);
  return found;
};

describe("a line corrected in place", () => {
  const shorba = line("طاسة شربة");
  const plate = servingOf("شربة ليبية", "صحن");

  it("starts from the amount as read, and is then exactly the parser's reading", () => {
    const start = startingAmount(shorba);
    expect(start).toEqual({ unit: { kind: "said" }, count: 1 });
    expect(correctLine(shorba, shorba.meal, start)).toBe(shorba.reading);
  });

  it("another count of the unit as read: that many of it, marked corrected", () => {
    expect(correctLine(shorba, shorba.meal, { unit: { kind: "said" }, count: 2 })).toEqual({
      how: "corrected",
      words: "صحنان",
      grams: 2 * plate.grams,
      source: "recipe",
    });
  });

  it("grams typed are the grams, as written", () => {
    expect(correctLine(shorba, shorba.meal, { unit: { kind: "gram" }, count: 300 })).toEqual({
      how: "corrected",
      words: "",
      grams: 300,
      source: "written",
    });
    // None typed yet: the line says what it lacks, in the words it read.
    expect(correctLine(shorba, shorba.meal, { unit: { kind: "gram" }, count: null })).toEqual({
      how: "said",
      words: "طاسة",
      grams: null,
      source: "none",
      missing: "no-count",
    });
    const bag = line("كيس رز");
    expect(correctLine(bag, bag.meal, startingAmount(bag))).toEqual(bag.reading);
  });

  it("one of the meal's servings: count × its grams, its own source", () => {
    const servings = shorba.meal.servings ?? [];
    servings.forEach((serving, index) => {
      expect(
        correctLine(shorba, shorba.meal, { unit: { kind: "serving", index }, count: 1.5 }),
      ).toEqual({
        how: "corrected",
        words: `1.5 × ${serving.label}`,
        grams: 1.5 * serving.grams,
        source: serving.kind,
      });
    });
  });

  it("another meal: the amount as read, weighed in that meal's servings", () => {
    const milk = line("كاس حليب");
    const lowFat = meal("حليب نصف دسم");
    const cup = servingOf("حليب نصف دسم", "كوب");
    expect(correctLine(milk, lowFat, startingAmount(milk))).toEqual({
      how: "said",
      words: "كاس",
      grams: cup.grams,
      source: "estimate",
    });
  });

  it("a unit the data lacks starts as read, weighed at last, and keeps grams on a new count", () => {
    const bag = line("كيس رز");
    expect(startingAmount(bag)).toEqual({ unit: { kind: "said" }, count: 1 });
    const two = correctLine(bag, bag.meal, { unit: { kind: "said" }, count: 2 });
    expect(two).toMatchObject({ how: "corrected", source: "estimate" });
    expect(two.grams).toBe(2 * (bag.reading.grams ?? 0));
    expect(bag.reading.grams).toBeGreaterThan(0);
  });
});
