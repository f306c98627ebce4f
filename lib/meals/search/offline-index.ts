import { OIL_FACTOR } from "@/lib/nutrition/oil";
import type { Meal, MealOil, NutrientAmount, NutrientProfile, Serving } from "../types";

// The compact index of the embedded meals the calculator searches when the network fails
// (GET /api/v1/meals/offline-index, a static file the service worker keeps on the device).
// Every meal with its aliases, values and servings, in arrays rather than objects and with
// each nutrient's name and unit written once, so it stays under 80 KB gzipped (75.9 KB for
// 380 meals with their oil versions; 55.9 KB for 337, when the public Meal shape of all meals
// was 86 KB). Left out,
// as the offline view can do without them: the USDA ids and the source note, and the basis
// of a serving that is USDA's or the recipe's own (an estimate keeps its basis, as
// GET /api/v1/meals/names does).
// Pure, without React or server code: the server writes it, the browser and the worker read it.

type EncodedServing = [label: string, grams: number, kind: Serving["kind"], basis?: string];
/** A version of the dish with less or more oil, as the meal's own values are written. */
type EncodedProfile = [
  calories: number,
  protein: number,
  fat: number,
  carbohydrates: number,
  fiber: number | null,
  sugars: number | null,
  minerals: number[],
  vitamins: number[],
  addedSugars: number | null,
  addedSugarsAtLeast: 0 | 1,
];
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
  oil?: EncodedOil | null,
];

/**
 * The oil choice (lib/nutrition/oil.ts): the fat's grams in the recipe's serving and the index
 * of the fat's own values in `fats`: the versions are the dish and that fat mixed (mixOil),
 * with the values the mix misses (an ingredient that does not know a nutrient) written beside
 * it; or, should that still not read back exactly, the two versions written out.
 */
type EncodedOil =
  | [grams: number, fat: number, fixes?: OilFix[]]
  | [grams: number, less: EncodedProfile, more: EncodedProfile];
/** A value the mix misses: its key (see flatten), «أقل»'s and «أكثر»'s (null: unknown). */
type OilFix = [key: string, less: number | null, more: number | null];

export interface OfflineMealIndex {
  version: 1;
  /** "name|unit" of every nutrient, written once. */
  nutrients: string[];
  meals: EncodedMeal[];
  /** The added fats' values per 100 g (oil, butter, ghee, mixes of them), each written once. */
  fats?: EncodedProfile[];
}

/** A meal of the index: the public shape with the aliases the search also matches. */
export interface OfflineMeal extends Meal {
  aliases: readonly string[];
  /** On the way in only: the recipe's added fat alone, per 100 g. */
  addedFat?: NutrientProfile;
}

/**
 * A dish of `total` grams holding `fatGrams` of a fat, with that fat times `factor`: every
 * value is the weighted mean of the dish and the fat added or taken away. It equals the recipe
 * computed anew whenever every ingredient knows every value (compute-nutrients.ts's weighting);
 * the encoder checks that it does before relying on it.
 */
function mixOil(
  dish: NutrientProfile,
  fat: NutrientProfile,
  total: number,
  fatGrams: number,
  factor: number,
): NutrientProfile {
  const delta = (factor - 1) * fatGrams;
  const mix = (v: number, f: number) => (v * total + f * delta) / (total + delta);
  const list = (mine: readonly NutrientAmount[], its: readonly NutrientAmount[]) =>
    mine.map((n) => {
      const f = its.find((o) => o.name === n.name && o.unitOfMeasure === n.unitOfMeasure);
      return { ...n, amount: mix(n.amount, f ? f.amount : Number.NaN) };
    });
  const p: NutrientProfile = {
    calories: mix(dish.calories, fat.calories),
    protein: mix(dish.protein, fat.protein),
    fat: mix(dish.fat, fat.fat),
    carbohydrates: mix(dish.carbohydrates, fat.carbohydrates),
    minerals: list(dish.minerals, fat.minerals),
    vitamins: list(dish.vitamins, fat.vitamins),
  };
  if (dish.fiber !== undefined) p.fiber = mix(dish.fiber, fat.fiber ?? Number.NaN);
  if (dish.sugars !== undefined) p.sugars = mix(dish.sugars, fat.sugars ?? Number.NaN);
  if (dish.addedSugars !== undefined) {
    // Fat holds no added sugar; never above the sugars, as the catalog keeps it.
    const added = mix(dish.addedSugars, 0);
    p.addedSugars = p.sugars === undefined ? added : Math.min(added, p.sugars);
  }
  if (dish.addedSugarsAtLeast) p.addedSugarsAtLeast = true;
  return p;
}

const MACRO_KEYS = [
  "calories",
  "protein",
  "fat",
  "carbohydrates",
  "fiber",
  "sugars",
  "addedSugars",
] as const;

/** A profile's values by key: the macro's name, or "m"/"v" and the nutrient's key. */
function flatten(
  p: NutrientProfile,
  keyOf: (list: "m" | "v", n: NutrientAmount) => string,
): Map<string, number> {
  const map = new Map<string, number>();
  for (const k of MACRO_KEYS) if (p[k] !== undefined) map.set(k, p[k]);
  for (const n of p.minerals) map.set(keyOf("m", n), n.amount);
  for (const n of p.vitamins) map.set(keyOf("v", n), n.amount);
  return map;
}

/** The same value to a billionth, or both unknown. */
function close(x: number | undefined, y: number | undefined): boolean {
  return (
    x === y ||
    (x !== undefined && y !== undefined && Math.abs(x - y) <= 1e-9 * Math.max(1, Math.abs(y)))
  );
}

/** Whether two profiles hold the same values (to a billionth) and the same nutrients. */
function sameProfile(a: NutrientProfile, b: NutrientProfile): boolean {
  const sameList = (x: readonly NutrientAmount[], y: readonly NutrientAmount[]) =>
    x.length === y.length &&
    x.every((n, i) => n.name === y[i]!.name && close(n.amount, y[i]!.amount));
  return (
    MACRO_KEYS.every((k) => close(a[k], b[k])) &&
    a.addedSugarsAtLeast === b.addedSugarsAtLeast &&
    sameList(a.minerals, b.minerals) &&
    sameList(a.vitamins, b.vitamins)
  );
}

/** The weight of the serving the recipe describes, which the fat's grams are a part of. */
function recipeServingGrams(meal: Meal): number | undefined {
  return meal.servings?.find((s) => s.kind === "recipe")?.grams;
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
  const profile = (p: NutrientProfile): EncodedProfile => [
    p.calories,
    p.protein,
    p.fat,
    p.carbohydrates,
    p.fiber ?? null,
    p.sugars ?? null,
    pairs(p.minerals),
    pairs(p.vitamins),
    p.addedSugars ?? null,
    p.addedSugarsAtLeast ? 1 : 0,
  ];
  const fats: EncodedProfile[] = [];
  const fatAt = new Map<string, number>();
  const keyOf = (list: "m" | "v", n: NutrientAmount) => `${list}${pairs([n])[0]}`;
  const flat = (p: NutrientProfile) => flatten(p, keyOf);
  const fullOil = ({ grams, less, more }: MealOil): EncodedOil => [
    grams,
    profile(less),
    profile(more),
  ];
  const oilOf = (m: OfflineMeal): EncodedOil | null => {
    if (!m.oil) return null;
    const total = recipeServingGrams(m);
    if (!m.addedFat || total === undefined) return fullOil(m.oil);
    const { grams, less, more } = m.oil;
    const encodedFat = profile(m.addedFat);
    const key = JSON.stringify(encodedFat);
    let at = fatAt.get(key);
    if (at === undefined) {
      at = fats.push(encodedFat) - 1;
      fatAt.set(key, at);
    }
    // Where mixing misses the recipe's value (an ingredient that does not know a nutrient), the
    // recipe's own values are written beside it.
    const exact = [flat(less), flat(more)];
    const mixed = [OIL_FACTOR.less, OIL_FACTOR.more].map((f) =>
      flat(mixOil(m, m.addedFat!, total, grams, f)),
    );
    const keys = new Set([...exact[0]!.keys(), ...exact[1]!.keys(), ...mixed[0]!.keys()]);
    const fixes: OilFix[] = [];
    for (const k of keys) {
      const differs = [0, 1].some((i) => !close(mixed[i]!.get(k), exact[i]!.get(k)));
      if (differs) fixes.push([k, exact[0]!.get(k) ?? null, exact[1]!.get(k) ?? null]);
    }
    return fixes.length ? [grams, at, fixes] : [grams, at];
  };
  const index: OfflineMealIndex = {
    version: 1,
    nutrients,
    fats,
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
      oilOf(m),
    ]),
  };
  // Checked once, on the server: a meal the browser would not read back exactly gets its two
  // versions written out.
  decodeOfflineMealIndex(index).forEach((decoded, i) => {
    const oil = meals[i]!.oil;
    if (
      oil &&
      !(
        decoded.oil &&
        sameProfile(decoded.oil.less, oil.less) &&
        sameProfile(decoded.oil.more, oil.more)
      )
    ) {
      index.meals[i]![14] = fullOil(oil);
    }
  });
  return index;
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
  const profile = ([
    calories,
    protein,
    fat,
    carbohydrates,
    fiber,
    sugars,
    minerals,
    vitamins,
    addedSugars,
    atLeast,
  ]: EncodedProfile): NutrientProfile => {
    const p: NutrientProfile = {
      calories,
      protein,
      fat,
      carbohydrates,
      minerals: amounts(minerals),
      vitamins: amounts(vitamins),
    };
    if (fiber !== null) p.fiber = fiber;
    if (sugars !== null) p.sugars = sugars;
    if (addedSugars !== null) p.addedSugars = addedSugars;
    if (atLeast === 1) p.addedSugarsAtLeast = true;
    return p;
  };
  const fix = (p: NutrientProfile, fixes: readonly OilFix[], at: 1 | 2): NutrientProfile => {
    for (const f of fixes) {
      const [key, value] = [f[0], f[at]];
      const macro = MACRO_KEYS.find((k) => k === key);
      if (macro) {
        if (value === null) delete p[macro];
        else p[macro] = value;
        continue;
      }
      const list = key.startsWith("m") ? p.minerals : p.vitamins;
      const [name = "", unitOfMeasure = ""] = (index.nutrients[Number(key.slice(1))] ?? "").split(
        "|",
      );
      const i = list.findIndex((n) => n.name === name);
      if (value === null) {
        if (i >= 0) list.splice(i, 1);
      } else if (i >= 0) list[i] = { ...list[i]!, amount: value };
      else list.push({ name, unitOfMeasure, amount: value });
    }
    return p;
  };
  const decodeOil = (meal: Meal, oil: EncodedOil): MealOil => {
    if (oil.length === 3 && Array.isArray(oil[1])) {
      return { grams: oil[0], less: profile(oil[1]), more: profile(oil[2] as EncodedProfile) };
    }
    const [grams, at, fixes = []] = oil as [number, number, OilFix[]?];
    const fat = profile(index.fats?.[at] ?? [0, 0, 0, 0, null, null, [], [], null, 0]);
    const total = recipeServingGrams(meal) ?? 0;
    return {
      grams,
      less: fix(mixOil(meal, fat, total, grams, OIL_FACTOR.less), fixes, 1),
      more: fix(mixOil(meal, fat, total, grams, OIL_FACTOR.more), fixes, 2),
    };
  };
  return index.meals.map(
    ([name, aliases, calories, protein, fat, carbohydrates, fiber, sugars, ...rest]) => {
      const [minerals, vitamins, servings, page, addedSugars, addedSugarsAtLeast, oil] = rest;
      // The meal's own values are a profile laid out around its servings and page.
      const meal: OfflineMeal = {
        name,
        aliases,
        ...profile([
          calories,
          protein,
          fat,
          carbohydrates,
          fiber,
          sugars,
          minerals,
          vitamins,
          typeof addedSugars === "number" ? addedSugars : null,
          addedSugarsAtLeast === 1 ? 1 : 0,
        ]),
      };
      if (servings.length) {
        meal.servings = servings.map(([label, grams, kind, basis = ""]) => ({
          label,
          grams,
          kind,
          basis,
        }));
      }
      if (page !== null) meal.page = page;
      if (oil) meal.oil = decodeOil(meal, oil);
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
