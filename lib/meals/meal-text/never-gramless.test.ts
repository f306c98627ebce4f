import { householdEstimates } from "@/content/meals/household-units";
import { getMealCatalog } from "@/lib/meals/catalog";
import { bareWordDefaultsByWord } from "@/lib/meals/search";
import { createMealTextParser } from "./parse-meal-text";
import { weigh } from "./weigh";
import { plateShares } from "@/content/meals/plate-shares";

// Every unit a person names gives grams for a food it can measure: a vessel or a piece the
// meal's data lacks is weighed by a stated estimate (weigh.ts), never a line asking for grams.

const parser = createMealTextParser(getMealCatalog(), { defaults: bareWordDefaultsByWord });
const lines = (text: string) => parser.parse(text).items;

describe("a glass, cup or box of a dish served only by the plate", () => {
  const table: [string, string][] = [
    ["كاسة فول بالكمون", "cup-of-dish"],
    ["كوباية كشري", "cup-of-dish"],
    ["كاس مرق بامية", "cup-of-dish"],
    ["علبة كشري تيك اواي", "can-as-plate"],
    ["علبتين مبكبكة", "can-as-plate"],
  ];
  it.each(table)("«%s» has grams, by %s", (text, rule) => {
    const [line] = lines(text);
    expect(line?.weighing).toMatchObject({ how: "rule", rule });
    expect(line?.weighing.grams).toBeGreaterThan(0);
  });

  const plate = { label: "صحن", grams: 400, kind: "recipe" as const, basis: "" };
  const small = { label: "صحن", grams: 180, kind: "recipe" as const, basis: "" };
  it("holds a cup of the dish, never more than its plate", () => {
    const glass = { count: 2, unit: "glass" as const };
    expect(weigh({ servings: [plate] }, glass).grams).toBe(2 * householdEstimates.cupOfDish.grams);
    expect(weigh({ servings: [small] }, glass).grams).toBe(2 * 180);
  });

  it("weighs a box as the plate, and leaves a drink's own glass alone", () => {
    expect(weigh({ servings: [plate] }, { count: 1, unit: "can" }).grams).toBe(400);
    const glass = { label: "كأس", grams: 250, kind: "usda" as const, basis: "" };
    expect(weigh({ servings: [plate, glass] }, { count: 1, unit: "glass" })).toMatchObject({
      how: "serving",
      grams: 250,
    });
  });
});

describe("a piece of a bread weighed only by the loaf is a loaf", () => {
  it.each(["حتة رقاق", "حبتين خبز تنور", "قطعة خبز رقاق كبيرة"])("«%s»", (text) => {
    const [line] = lines(text);
    expect(line?.weighing).toMatchObject({ how: "rule", rule: "piece-as-loaf" });
  });

  it("counts loaves", () => {
    const loaf = { label: "رغيف", grams: 31, kind: "recipe" as const, basis: "" };
    expect(weigh({ servings: [loaf] }, { count: 2, unit: "piece" }).grams).toBe(62);
  });
});

describe("a sandwich whose filling has no filling amount: one piece of it", () => {
  const table: string[] = [
    "ساندوتش كبدة مشوية",
    "سندوتشين كفتة",
    "ساندوتش مبكبكة وعصير",
    "2 ساندوتش كبدة",
  ];
  it.each(table)("«%s» is a bread and a weighed filling", (text) => {
    const found = lines(text);
    expect(found.length).toBeGreaterThanOrEqual(2);
    expect(found[0]?.meal.name.startsWith("خبز")).toBe(true);
    expect(found.every((l) => l.weighing.grams !== null)).toBe(true);
  });

  it("fills two sandwiches with two pieces", () => {
    const [, one] = lines("ساندوتش كبدة");
    const [, two] = lines("2 ساندوتش كبدة");
    expect(two?.weighing.grams).toBeCloseTo(2 * (one?.weighing.grams ?? 0));
  });
});

describe("a share of the bird a dish's plate holds a share of is that many plates", () => {
  const plateOf = (name: string) =>
    getMealCatalog()
      .find((m) => m.name === name)
      ?.servings?.find((s) => s.label === "صحن")?.grams ?? NaN;

  it("names dishes the catalog serves by the plate", () => {
    for (const { meal } of plateShares) expect(plateOf(meal)).toBeGreaterThan(0);
  });

  const table: [string, string, number][] = [
    ["نص دجاجة مندي", "مندي دجاج", 0.5],
    ["تغديت مندي دجاج ربع دجاجة", "مندي دجاج", 0.25],
    ["كبسة دجاج نص دجاجة", "كبسة دجاج", 0.5],
    ["جاج بالفرن دجاجة كاملة", "دجاج بالفرن", 1],
  ];
  it.each(table)("«%s»", (text, meal, share) => {
    const entry = plateShares.find((s) => s.meal === meal);
    const [line] = lines(text);
    expect(line?.meal.name).toBe(meal);
    expect(line?.weighing).toMatchObject({ how: "rule", rule: "share-of-plate" });
    expect(line?.weighing.grams).toBeCloseTo((share / (entry?.share ?? NaN)) * plateOf(meal));
  });

  it("leaves a piece of the dish, no bird named, a third of its plate", () => {
    expect(lines("قطعة مندي")[0]?.weighing).toMatchObject({ rule: "piece-of-plate" });
  });
});

describe("a sandwich of a spread, and a slice of a food served by the piece", () => {
  it.each(["ساندوتش نوتيلا", "سندوتش حلاوة طحينية"])(
    "«%s»: two tablespoons in the loaf",
    (text) => {
      const [bread, spread] = lines(text);
      expect(bread?.meal.name.startsWith("خبز")).toBe(true);
      expect(spread?.amount).toMatchObject({ count: 2, unit: "tbsp" });
      expect(spread?.weighing.grams).toBeGreaterThan(0);
    },
  );

  it.each(["شريحة كيك", "شريحتين لحم ضاني"])("«%s» is its piece", (text) => {
    expect(lines(text)[0]?.weighing).toMatchObject({ how: "rule", rule: "slice-as-piece" });
  });

  it("weighs a slice as the piece, and never as the whole a share is of", () => {
    const piece = { label: "قطعة", grams: 38, kind: "usda" as const, basis: "" };
    expect(weigh({ servings: [piece] }, { count: 2, unit: "slice" }).grams).toBe(76);
    const quarter = {
      label: "ربع دجاجة (بلا عظم)",
      grams: 150,
      kind: "estimate" as const,
      basis: "",
    };
    expect(weigh({ servings: [quarter] }, { count: 1, unit: "slice" }).grams).toBeNull();
  });
});
