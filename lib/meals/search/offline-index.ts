import type { Meal, NutrientAmount, Serving } from "../types";

// The compact index of the embedded meals the calculator searches when the network fails
// (GET /api/v1/meals/offline-index, a static file the service worker keeps on the device).
// Every meal with its aliases, values and servings, in arrays rather than objects and with
// each nutrient's name and unit written once, so it stays under 70 KB gzipped (65.4 KB for
// 380 meals; 55.9 KB for 337, when the public Meal shape of all meals was 86 KB). Left out,
// as the offline view can do without them: the USDA ids and the source note, and the basis
// of a serving that is USDA's or the recipe's own (an estimate keeps its basis, as
// GET /api/v1/meals/names does).
// Pure, without React or server code: the server writes it, the browser and the worker read it.

type EncodedServing = [label: string, grams: number, kind: Serving["kind"], basis?: string];
type EncodedMeal = [
  name: string,
  aliases: readonly string[],
  calories: number,
  protein: number,
  fat: number,
  carbohydrates: number,
  fiber: number | null,
  sugars: number | null,
  /** Pairs of (index into `nutrients`, amount). */
  minerals: number[],
  vitamins: number[],
  servings: EncodedServing[],
  page: string | null,
  /** Added sugar g/100 g (null: unknown), and 1 when it is a lower bound. The GI is left out. */
  addedSugars?: number | null,
  addedSugarsAtLeast?: 0 | 1,
];

export interface OfflineMealIndex {
  version: 1;
  /** "name|unit" of every nutrient, written once. */
  nutrients: string[];
  meals: EncodedMeal[];
}

/** A meal of the index: the public shape with the aliases the search also matches. */
export interface OfflineMeal extends Meal {
  aliases: readonly string[];
}

export function encodeOfflineMealIndex(meals: readonly OfflineMeal[]): OfflineMealIndex {
  const nutrients: string[] = [];
  const positions = new Map<string, number>();
  const pairs = (list: readonly NutrientAmount[]) =>
    list.flatMap(({ name, unitOfMeasure, amount }) => {
      const key = `${name}|${unitOfMeasure}`;
      let at = positions.get(key);
      if (at === undefined) {
        at = nutrients.push(key) - 1;
        positions.set(key, at);
      }
      return [at, amount];
    });
  return {
    version: 1,
    nutrients,
    meals: meals.map((m) => [
      m.name,
      m.aliases,
      m.calories,
      m.protein,
      m.fat,
      m.carbohydrates,
      m.fiber ?? null,
      m.sugars ?? null,
      pairs(m.minerals),
      pairs(m.vitamins),
      (m.servings ?? []).map((s): EncodedServing =>
        s.kind === "estimate" ? [s.label, s.grams, s.kind, s.basis] : [s.label, s.grams, s.kind],
      ),
      m.page ?? null,
      m.addedSugars ?? null,
      m.addedSugarsAtLeast ? 1 : 0,
    ]),
  };
}

export function decodeOfflineMealIndex(index: OfflineMealIndex): OfflineMeal[] {
  const amounts = (flat: readonly number[]): NutrientAmount[] => {
    const list: NutrientAmount[] = [];
    for (let i = 0; i + 1 < flat.length; i += 2) {
      const [name = "", unitOfMeasure = ""] = (index.nutrients[flat[i] ?? -1] ?? "").split("|");
      list.push({ name, unitOfMeasure, amount: flat[i + 1] ?? 0 });
    }
    return list;
  };
  return index.meals.map(
    ([name, aliases, calories, protein, fat, carbohydrates, fiber, sugars, ...rest]) => {
      const [minerals, vitamins, servings, page, addedSugars, addedSugarsAtLeast] = rest;
      const meal: OfflineMeal = {
        name,
        aliases,
        calories,
        protein,
        fat,
        carbohydrates,
        minerals: amounts(minerals),
        vitamins: amounts(vitamins),
      };
      if (fiber !== null) meal.fiber = fiber;
      if (sugars !== null) meal.sugars = sugars;
      if (servings.length) {
        meal.servings = servings.map(([label, grams, kind, basis = ""]) => ({
          label,
          grams,
          kind,
          basis,
        }));
      }
      if (page !== null) meal.page = page;
      if (typeof addedSugars === "number") meal.addedSugars = addedSugars;
      if (addedSugarsAtLeast === 1) meal.addedSugarsAtLeast = true;
      return meal;
    },
  );
}

/** Where the index is served (app/api/v1/meals/offline-index/route.ts). */
export const OFFLINE_INDEX_URL = "/api/v1/meals/offline-index";

/** The meal whose page is `path` ("/calculator/bazeen"), if the index has one. */
export function offlineMealByPage(index: OfflineMealIndex, path: string): string | null {
  return index.meals.find((meal) => meal[11] === path)?.[0] ?? null;
}
