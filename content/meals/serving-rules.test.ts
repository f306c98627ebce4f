// The serving rules of content/meals/README.md («Servings as a person eats them»), held over
// every meal of the database: each rule names its figure, and a meal that breaks one is listed
// in the failure with what it has.

import { getMealCatalog } from "@/lib/meals/catalog";
import { scaleGrams } from "@/lib/meals/catalog/servings";
import { embeddedMealTextParser, mealTextNames } from "@/lib/meals/meal-text/answer";
import { servingUnitOf } from "@/lib/meals/meal-text/serving-unit";
import { weigh } from "@/lib/meals/meal-text/weigh";
import { getMealPageData, mealPages } from "@/lib/meals/pages";
import { decodeOfflineMealIndex, encodeOfflineMealIndex } from "@/lib/meals/search/offline-index";
import type { CatalogMeal, Serving } from "@/lib/meals/types";
import { countNouns } from "./household-units";
import { mealEntries } from "./index";
import { platePortions } from "./plate-portions";
import { unsaidAmounts } from "./unsaid-amounts";

const catalog = getMealCatalog();
const kcal = (meal: CatalogMeal, grams: number) => (meal.calories * grams) / 100;
const typicalOf = (meal: CatalogMeal) => meal.servings?.[0] as Serving;
/** A plain staple's plate (plate-portions.ts), the one that stands for its typical serving. */
const plateOf = (meal: CatalogMeal) => {
  const entry = platePortions.find((p) => p.meal === meal.name);
  const serving = entry && meal.servings?.find((s) => s.label === entry.serving);
  return serving ? entry!.grams : undefined;
};
/** The five cuisines' dishes, served as a plate, a sandwich, a piece as the recipe says. */
const DISH_GROUPS = new Set(["libyan", "levant", "egypt", "gulf", "maghreb"]);

/** «حصة (85 غ)»: USDA's cooked portion of meat or fish, its grams written in the label. */
const GRAMS_PORTION = /^حصة \((\d+) غ\)$/;

describe("a) the typical serving is what one person eats at one sitting", () => {
  it("is a unit a person names (a piece, a glass, a plate…), never a batch «حصة» or an ounce", () => {
    const bad = catalog.flatMap((meal) => {
      const typical = typicalOf(meal);
      const { unit } = servingUnitOf(typical.label);
      const grams = GRAMS_PORTION.exec(typical.label);
      const named = unit !== null && unit !== "portion" && unit !== "ounce";
      return named || (grams && Number(grams[1]) === typical.grams)
        ? []
        : [`${meal.name}: ${typical.label} ${typical.grams} g`];
    });
    expect(bad).toEqual([]);
  });

  it("of a dense food (200 kcal per 100 g or more) is no whole cup, glass or plate, unless that weighs under 50 g", () => {
    // A cup of sesame, dry lentils or semolina is what a recipe measures, not what one eats;
    // a cup of corn flakes or popcorn is mostly air (28 g, 8 g). A can as sold (sardines) and
    // half a cup (ice cream) are one person's.
    const bad = catalog.flatMap((meal) => {
      if (DISH_GROUPS.has(meal.category)) return [];
      const typical = typicalOf(meal);
      const { unit } = servingUnitOf(typical.label);
      const { amount } = servingUnitOf(typical.label);
      const bulky = (unit === "cup" || unit === "glass" || unit === "plate") && amount >= 1;
      return bulky && meal.calories >= 200 && typical.grams >= 50
        ? [
            `${meal.name}: ${typical.label} ${typical.grams} g, ${Math.round(meal.calories)} kcal/100 g`,
          ]
        : [];
    });
    expect(bad).toEqual([]);
  });

  it("of a single food gives at most 500 kcal (half a chicken, six slices of cheese are not one)", () => {
    const bad = catalog.flatMap((meal) => {
      if (DISH_GROUPS.has(meal.category)) return [];
      const typical = typicalOf(meal);
      const energy = kcal(meal, typical.grams);
      return energy > 500 ? [`${meal.name}: ${typical.label} ${Math.round(energy)} kcal`] : [];
    });
    expect(bad).toEqual([]);
  });

  it("as a piece of a dense sweet (350 kcal and 10 g sugars per 100 g or more) gives at most 300 kcal", () => {
    // A piece of baklava or kunafa from a tray, not a plate of it (USDA's US baklava piece is
    // 80 g, 352 kcal). A bread (a manousheh, 392 kcal) is a meal, not a sweet.
    const sweet = (meal: CatalogMeal) =>
      meal.calories >= 350 &&
      (meal.category === "sweets" || (meal.sugars ?? 0) >= 10 || (meal.addedSugars ?? 0) >= 10);
    expect(sweet(catalog.find((m) => m.name === "بقلاوة")!)).toBe(true);
    const bad = catalog.flatMap((meal) => {
      const typical = typicalOf(meal);
      const energy = kcal(meal, typical.grams);
      return servingUnitOf(typical.label).unit === "piece" && sweet(meal) && energy > 300
        ? [`${meal.name}: ${typical.label} ${typical.grams} g, ${Math.round(energy)} kcal`]
        : [];
    });
    expect(bad).toEqual([]);
  });

  it("of a recipe written as a batch is one of its units, with a reason", () => {
    const bad = mealEntries.flatMap((entry) => {
      if ("usda" in entry || entry.serving.batch === undefined) return [];
      const typical = typicalOf(catalog.find((m) => m.name === entry.name)!);
      return entry.serving.batch.trim() === "" || typical.kind !== "estimate"
        ? [`${entry.name}: ${typical.label}`]
        : [];
    });
    expect(bad).toEqual([]);
  });
});

describe("b) one weight per unit per meal, read alike everywhere", () => {
  /**
   * The unit a label weighs, its size and its words («كوب مقطع» is not «كوب كرات», «قطعة» not
   * «مكعب»): one weight each. A fraction or number and the parentheses are left out, so «نصف
   * كوب» weighs the same cup as «كوب», and «كوب (240 مل)» too.
   */
  function unitKey(label: string): string | null {
    const { unit, size } = servingUnitOf(label);
    if (unit === null || unit === "portion" || unit === "ounce") return null;
    const words = label
      .replace(/\([^)]*\)/g, " ")
      .split(/\s+/)
      .filter(
        (w) => w !== "" && !/^(نصف|ثلث|ربع|\d+|صغير|صغيرة|متوسط|متوسطة|كبير|كبيرة|عادية)$/.test(w),
      )
      .join(" ");
    return `${unit}|${size ?? "medium"}|${words}`;
  }

  it("no two servings of a meal weigh the same unit differently (beyond their rounding to whole grams)", () => {
    const bad: string[] = [];
    for (const meal of catalog) {
      const seen = new Map<string, { serving: Serving; perUnit: number; slack: number }>();
      for (const serving of meal.servings ?? []) {
        const key = unitKey(serving.label);
        if (key === null) continue;
        const { amount } = servingUnitOf(serving.label);
        const perUnit = serving.grams / amount;
        const slack = 0.5 / amount;
        const other = seen.get(key);
        if (other && Math.abs(other.perUnit - perUnit) > other.slack + slack + 1e-9) {
          bad.push(
            `${meal.name}: ${other.serving.label} ${other.serving.grams} g ≠ ${serving.label} ${serving.grams} g`,
          );
        }
        if (!other) seen.set(key, { serving, perUnit, slack });
      }
    }
    expect(bad).toEqual([]);
  });

  it("the parser («ماذا أكلت؟») weighs a meal named alone as its typical serving (a staple's plate), and one of each unit as that serving", () => {
    const bad: string[] = [];
    for (const meal of catalog) {
      const typical = typicalOf(meal);
      const alone = weigh(meal, { count: 1, unit: null });
      const expected = plateOf(meal) ?? typical.grams;
      if (Math.abs((alone.grams ?? NaN) - expected) > 1e-9 * expected)
        bad.push(`${meal.name}: alone ${alone.grams} ≠ ${expected}`);
      // Each serving as a person says it: its amount of its unit, its size, the food's count
      // noun when the label names one («نصف دجاجة»). The first of each unit and size answers;
      // another of the same words may differ by its rounding to whole grams.
      const asked = new Set<string>();
      for (const serving of meal.servings ?? []) {
        const { unit, size, amount } = servingUnitOf(serving.label);
        if (unit === null || unit === "portion" || unit === "ounce") continue;
        // A fraction of the food's count noun («نصف دجاجة»): said with that noun.
        const words = serving.label.replace(/[()]/g, " ").split(/\s+/);
        const noun =
          amount !== 1 ? countNouns.find((n) => words.includes(n.word))?.word : undefined;
        const twin = meal.servings!.some(
          (s) => s !== serving && unitKey(s.label) === unitKey(serving.label),
        );
        const slack = twin ? 0.5 + 1e-9 : 1e-9 * serving.grams;
        // Said without a size, the unit is its first serving; with one, that size's first.
        for (const said of [undefined, size]) {
          const key = `${unit}|${said ?? "any"}|${noun ?? ""}`;
          if (
            (said === undefined && size !== undefined && asked.has(`${unit}|any|${noun ?? ""}`)) ||
            asked.has(key)
          )
            continue;
          asked.add(key);
          if (said === undefined && size !== undefined) continue;
          const got = weigh(meal, {
            count: amount,
            unit,
            ...(said ? { size: said } : {}),
            ...(noun ? { noun } : {}),
          });
          if (got.grams === null || Math.abs(got.grams - serving.grams) > slack)
            bad.push(`${meal.name}: «${serving.label}» ${serving.grams} g, parser ${got.grams}`);
        }
      }
    }
    expect(bad).toEqual([]);
  });

  it("the parser's text weighs a meal's name alone as the page's typical serving, a staple's plate, or the nutritionist's count of one of its servings", () => {
    // content/meals/unsaid-amounts.ts: «جبنة» with bread is two slices, olives six.
    const parser = embeddedMealTextParser();
    const bad = catalog.flatMap((meal) => {
      const item = parser.parse(meal.name).items[0];
      if (item?.meal.name !== meal.name) return [];
      const unsaid = unsaidAmounts.find((u) => u.meal === meal.name);
      const serving = unsaid
        ? meal.servings?.find((s) => s.label === unsaid.serving)
        : typicalOf(meal);
      const expected = unsaid
        ? unsaid.count * (serving?.grams ?? NaN)
        : (plateOf(meal) ?? serving?.grams ?? NaN);
      return Math.abs((item.weighing.grams ?? NaN) - expected) > 1e-9 * expected
        ? [`${meal.name}: ${item.weighing.grams} ≠ ${expected}`]
        : [];
    });
    expect(bad).toEqual([]);
  });

  it("the meal page, its share card and Recipe data, the parser's list and the offline index carry the catalog's servings", () => {
    const bad: string[] = [];
    const names = new Map(mealTextNames().map((m) => [m.name, m]));
    const offline = new Map(
      decodeOfflineMealIndex(encodeOfflineMealIndex(catalog)).map((m) => [m.name, m]),
    );
    const weights = (list: readonly Serving[] | undefined) =>
      JSON.stringify((list ?? []).map((s) => [s.label, s.grams, s.kind]));
    for (const meal of catalog) {
      if (weights(names.get(meal.name)?.servings) !== weights(meal.servings))
        bad.push(`${meal.name}: parser list`);
      if (weights(offline.get(meal.name)?.servings) !== weights(meal.servings))
        bad.push(`${meal.name}: offline index`);
    }
    for (const ref of mealPages) {
      const page = getMealPageData(ref.slug)!;
      const meal = catalog.find((m) => m.name === ref.mealName)!;
      if (weights(page.serving ? [page.serving] : []) !== weights(meal.servings?.slice(0, 1)))
        bad.push(`${ref.mealName}: page`);
    }
    expect(bad).toEqual([]);
    expect(mealPages.length).toBeGreaterThan(100);
  });
});

describe("c) no ounce or US can where a gram or a household unit serves", () => {
  it("no serving is labelled in ounces, fluid ounces or the US 355 ml can", () => {
    const bad = catalog.flatMap((meal) =>
      (meal.servings ?? [])
        .filter((s) => /أونص|355/.test(s.label) || servingUnitOf(s.label).unit === "ounce")
        .map((s) => `${meal.name}: ${s.label}`),
    );
    expect(bad).toEqual([]);
  });
});

describe("d) sugars never above carbohydrates", () => {
  it("holds for every meal (USDA's analysed sugars capped at its carbohydrate by difference)", () => {
    const bad = catalog.flatMap((meal) =>
      meal.sugars !== undefined && meal.sugars > meal.carbohydrates
        ? [`${meal.name}: sugars ${meal.sugars} > carbohydrate ${meal.carbohydrates}`]
        : [],
    );
    expect(bad).toEqual([]);
    // Added sugar is a part of the sugars.
    expect(
      catalog.filter((m) => m.addedSugars !== undefined && m.addedSugars > (m.sugars ?? 0) + 1e-9),
    ).toEqual([]);
  });
});

describe("e) serving weights as a kitchen scale shows them", () => {
  it("whole grams from 10 g up, a tenth of a gram below", () => {
    const bad = catalog.flatMap((meal) =>
      (meal.servings ?? [])
        .filter((s) => s.grams !== scaleGrams(s.grams))
        .map((s) => `${meal.name}: ${s.label} ${s.grams} g`),
    );
    expect(bad).toEqual([]);
    expect(
      catalog.some((m) => m.servings?.some((s) => s.grams < 10 && !Number.isInteger(s.grams))),
    ).toBe(true);
  });
});
