// The calculator's plate ("طبقي"): meals with an amount in grams each, and their totals. Pure:
// no storage, no React. Values are the API's per-100 g values times grams ÷ 100; nothing is
// rounded here.
//
// Unknown values follow the single-meal rule of content/meals/README.md: an unknown is never
// read as 0. A meal lists only the minerals and vitamins it knows, and fiber and sugars only
// when its data has them, so a plate total is shown only when EVERY item knows that value;
// otherwise the total is null and `missing` names the items that lack it.
import type { Meal, NutrientAmount } from "@/lib/meals/types";
import { quantityLimits } from "@/content/quantity-limits";
import { MAX_GRAMS, amountForGrams } from "./quantity";
import type { OilChoice } from "./oil";

export const MAX_PLATE_ITEMS = quantityLimits.maxPlateItems;

/** The meals of a day a plate's line can be placed in (lib/nutrition/day-meals.ts). */
export type DaySlot = "breakfast" | "lunch" | "dinner" | "iftar" | "snack" | "suhoor";

export interface PlateEntry {
  /** The meal's name exactly as the API gives it. */
  name: string;
  grams: number;
  /** The meal of the day it was eaten at; absent while the visitor has not placed it. */
  slot?: DaySlot;
  /** «الزيت» of a dish with added fat (lib/nutrition/oil.ts); absent: as the recipe says. */
  oil?: Exclude<OilChoice, "usual">;
}

/**
 * A line's identity on the plate: one meal appears once per meal of the day and oil choice
 * (bazeen with less oil and bazeen as usual are two lines).
 */
export function entryKey(entry: Pick<PlateEntry, "name" | "slot" | "oil">): string {
  const key = entry.slot ? `${entry.slot}|${entry.name}` : entry.name;
  return entry.oil ? `${key}|${entry.oil}` : key;
}

export function sameLine(a: PlateEntry, b: PlateEntry): boolean {
  return a.name === b.name && a.slot === b.slot && a.oil === b.oil;
}

/** The entry's oil as stored: «كالعادة» is no mark at all, so older plates read the same. */
export function plateOil(choice: OilChoice | undefined): Pick<PlateEntry, "oil"> {
  return choice === "less" || choice === "more" ? { oil: choice } : {};
}

export type AddResult =
  { ok: true; entries: PlateEntry[] } | { ok: false; reason: "full"; entries: PlateEntry[] };

/**
 * Adds `grams` of a meal. A meal already on the plate in the same meal of the day gets the
 * grams added to its line (up to 2,000 g), so the plate never lists it twice there; a new
 * line beyond 20 is refused.
 */
export function addToPlate(entries: readonly PlateEntry[], entry: PlateEntry): AddResult {
  const at = entries.findIndex((e) => sameLine(e, entry));
  if (at >= 0) {
    const next = entries.map((e, i) =>
      i === at ? { ...e, grams: Math.min(MAX_GRAMS, e.grams + entry.grams) } : e,
    );
    return { ok: true, entries: next };
  }
  if (entries.length >= MAX_PLATE_ITEMS)
    return { ok: false, reason: "full", entries: [...entries] };
  return { ok: true, entries: [...entries, { ...entry }] };
}

/**
 * Adds several meals one by one, as if each were added from the calculator, stopping at the
 * first one the full plate refuses: `added` counts those that went in.
 */
export function addAllToPlate(
  entries: readonly PlateEntry[],
  added: readonly PlateEntry[],
): { entries: PlateEntry[]; added: number; full: boolean } {
  let next = [...entries];
  let count = 0;
  for (const entry of added) {
    const result = addToPlate(next, entry);
    next = result.entries;
    if (!result.ok) return { entries: next, added: count, full: true };
    count += 1;
  }
  return { entries: next, added: count, full: false };
}

/** Sets the grams of the line whose entryKey is `key`. */
export function setPlateGrams(
  entries: readonly PlateEntry[],
  key: string,
  grams: number,
): PlateEntry[] {
  return entries.map((e) => (entryKey(e) === key ? { ...e, grams } : e));
}

/** Removes the line whose entryKey is `key`. */
export function removeFromPlate(entries: readonly PlateEntry[], key: string): PlateEntry[] {
  return entries.filter((e) => entryKey(e) !== key);
}

/**
 * Moves a line to another meal of the day (or back to none). Where that meal already holds
 * the same food, the two lines become one, their grams added (up to 2,000 g), in the place of
 * the line already there.
 */
export function moveToSlot(
  entries: readonly PlateEntry[],
  key: string,
  slot: DaySlot | undefined,
): PlateEntry[] {
  const moving = entries.find((e) => entryKey(e) === key);
  if (!moving || moving.slot === slot) return [...entries];
  const moved: PlateEntry = {
    name: moving.name,
    grams: moving.grams,
    ...(slot ? { slot } : {}),
    ...plateOil(moving.oil),
  };
  return replaceLine(entries, moving, moved);
}

/**
 * Sets the oil of a line. Where the same food is already there with that oil (in the same meal
 * of the day), the two lines become one, their grams added (up to 2,000 g).
 */
export function setPlateOil(
  entries: readonly PlateEntry[],
  key: string,
  oil: OilChoice,
): PlateEntry[] {
  const line = entries.find((e) => entryKey(e) === key);
  if (!line || (line.oil ?? "usual") === oil) return [...entries];
  const next: PlateEntry = {
    name: line.name,
    grams: line.grams,
    ...(line.slot ? { slot: line.slot } : {}),
    ...plateOil(oil),
  };
  return replaceLine(entries, line, next);
}

/** `moving` becomes `moved`, merged into a line that is already `moved`'s. */
function replaceLine(
  entries: readonly PlateEntry[],
  moving: PlateEntry,
  moved: PlateEntry,
): PlateEntry[] {
  const rest = entries.filter((e) => e !== moving);
  const at = rest.findIndex((e) => sameLine(e, moved));
  if (at >= 0) {
    return rest.map((e, i) =>
      i === at ? { ...e, grams: Math.min(MAX_GRAMS, e.grams + moved.grams) } : e,
    );
  }
  return entries.map((e) => (e === moving ? moved : e));
}

/** Optional per-100 g values of the meal shape (fiber and sugars, in grams). */
type OptionalMacro = "fiber" | "sugars";

/** The meal's per-100 g fiber or sugars, or null when its data does not say. */
function optionalGrams(meal: Meal, key: OptionalMacro): number | null {
  const value = meal[key];
  return typeof value === "number" && Number.isFinite(value) && value >= 0 ? value : null;
}

export interface PlateItem {
  meal: Meal;
  grams: number;
  /** The meal of the day it goes to, when the sender knows it (a Ramadan start). */
  slot?: DaySlot;
  /** «الزيت» chosen in the calculator; `meal` is then the dish as the recipe says. */
  oil?: OilChoice;
}

export interface PlateNutrientTotal {
  name: string;
  unitOfMeasure: string;
  /** The sum over the plate, or null when an item lacks it (see `missing`). */
  amount: number | null;
  /** Names of the items whose data lacks this nutrient (or gives it in another unit). */
  missing: string[];
  /** How many items do know it (0: no item's data has it at all). */
  knownBy: number;
}

export interface PlateTotals {
  grams: number;
  calories: number;
  protein: number;
  fat: number;
  carbohydrates: number;
  fiber: PlateNutrientTotal;
  sugars: PlateNutrientTotal;
  /** Added sugar: the sum when every item knows it; `atLeast` when one may hold more. */
  addedSugars: { amount: number | null; atLeast: boolean; missing: string[] };
  minerals: PlateNutrientTotal[];
  vitamins: PlateNutrientTotal[];
}

/** Display names for the optional totals, from content/ (lib keeps no Arabic of its own). */
export interface OptionalMacroLabels {
  fiber: string;
  sugars: string;
  /** The unit both are given in (grams). */
  gramUnit: string;
}

function sumOptional(items: readonly PlateItem[], key: OptionalMacro, labels: OptionalMacroLabels) {
  let amount = 0;
  const missing: string[] = [];
  for (const { meal, grams } of items) {
    const per100 = optionalGrams(meal, key);
    if (per100 === null) missing.push(meal.name);
    else amount += amountForGrams(per100, grams);
  }
  const total: PlateNutrientTotal = {
    name: labels[key],
    unitOfMeasure: labels.gramUnit,
    amount: missing.length === 0 && items.length > 0 ? amount : null,
    missing,
    knownBy: items.length - missing.length,
  };
  return total;
}

function sumList(
  items: readonly PlateItem[],
  listOf: (meal: Meal) => readonly NutrientAmount[],
): PlateNutrientTotal[] {
  // Every nutrient any item knows, in the order the items list them.
  const order: { name: string; unitOfMeasure: string }[] = [];
  for (const { meal } of items) {
    for (const n of listOf(meal)) {
      if (!order.some((o) => o.name === n.name)) order.push(n);
    }
  }
  return order.map(({ name, unitOfMeasure }) => {
    let amount = 0;
    const missing: string[] = [];
    for (const { meal, grams } of items) {
      const found = listOf(meal).find((n) => n.name === name);
      if (!found || found.unitOfMeasure !== unitOfMeasure) missing.push(meal.name);
      else amount += amountForGrams(found.amount, grams);
    }
    return {
      name,
      unitOfMeasure,
      amount: missing.length === 0 ? amount : null,
      missing,
      knownBy: items.length - missing.length,
    };
  });
}

function sumAddedSugars(items: readonly PlateItem[]): PlateTotals["addedSugars"] {
  let amount = 0;
  const missing: string[] = [];
  for (const { meal, grams } of items) {
    if (meal.addedSugars === undefined) missing.push(meal.name);
    else amount += amountForGrams(meal.addedSugars, grams);
  }
  return {
    amount: missing.length === 0 && items.length > 0 ? amount : null,
    atLeast: items.some(({ meal }) => meal.addedSugarsAtLeast === true),
    missing,
  };
}

/** The plate's totals for the amounts eaten. */
export function plateTotals(items: readonly PlateItem[], labels: OptionalMacroLabels): PlateTotals {
  const sum = (key: "calories" | "protein" | "fat" | "carbohydrates") =>
    items.reduce((acc, { meal, grams }) => acc + amountForGrams(meal[key], grams), 0);
  const totals: PlateTotals = {
    grams: items.reduce((acc, i) => acc + i.grams, 0),
    calories: sum("calories"),
    protein: sum("protein"),
    fat: sum("fat"),
    carbohydrates: sum("carbohydrates"),
    fiber: sumOptional(items, "fiber", labels),
    sugars: sumOptional(items, "sugars", labels),
    addedSugars: sumAddedSugars(items),
    minerals: sumList(items, (m) => m.minerals),
    vitamins: sumList(items, (m) => m.vitamins),
  };
  return totals;
}

/** A total as a percentage of a reference (a daily need or a daily value), unrounded. */
export function percentOf(amount: number, reference: number): number {
  if (!(reference > 0) || !Number.isFinite(amount)) {
    throw new RangeError(`cannot take ${amount} as a share of ${reference}`);
  }
  return (amount / reference) * 100;
}
