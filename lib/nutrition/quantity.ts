// The quantity model shared by the calculator's quantity select, its URL and the plate:
// whatever the visitor picks resolves to grams, so the plate is keyed on grams only.
// The select's value and the URL's `q` are one token:
//   "1"…"5"          the five fixed options, 100–500 g (the seed's values, unchanged)
//   "serving"        the meal's typical serving; "serving-2", "serving-3": its other servings
//   "half-serving"   half of the typical serving
//   "250g"           "كمية أخرى" with a valid amount in grams (1–2,000)
//   "custom"         "كمية أخرى" chosen, no valid amount typed yet
// Pure: no React, no I/O.
import type { Serving } from "@/lib/meals/types";
import { quantityLimits } from "@/content/quantity-limits";
import { parseTypedNumber } from "@/lib/format/parse-number";
import { gramsFor, parseQuantity, type Quantity } from "./scale-nutrients";

/** The smallest and largest amount of one food, in grams. */
const MIN_GRAMS = quantityLimits.minGrams;
export const MAX_GRAMS = quantityLimits.maxGrams;

/** Grams typed by a visitor or read from a URL (Latin or Arabic-Indic digits), or null when out of 1–2,000. */
export function parseGrams(raw: string): number | null {
  const grams = parseTypedNumber(raw);
  if (grams === null || grams < MIN_GRAMS || grams > MAX_GRAMS) return null;
  return grams;
}

/**
 * A quantity select's value as grams: "1"–"5" mean 100–500 g; "<n>g" is a custom amount
 * (e.g. "250g"). Null for anything else.
 */
export function quantityToGrams(value: string): number | null {
  const hundreds = parseQuantity(value);
  if (hundreds !== null) return gramsFor(hundreds);
  const custom = /^\s*(.+?)\s*g\s*$/i.exec(value);
  return custom ? parseGrams(custom[1]!) : null;
}

/** A per-100 g value for `grams` grams. */
export function amountForGrams(per100g: number, grams: number): number {
  return (per100g * grams) / 100;
}

export type QuantityChoice =
  | { kind: "hundreds"; quantity: Quantity }
  | { kind: "serving"; index: number; half: boolean }
  | { kind: "grams"; grams: number }
  | { kind: "custom" };

const SERVING = /^(half-)?serving(?:-([2-9]|[1-9]\d))?$/;
const GRAMS = /^(\d{1,4}(?:\.\d)?)g$/;

/** The value of the select's "كمية أخرى" option. */
export const CUSTOM_VALUE = "custom";

/** A choice from untrusted text (the URL's `q`), or null when it is none of the forms above. */
export function parseQuantityParam(raw: string | null | undefined): QuantityChoice | null {
  if (raw == null) return null;
  const value = raw.trim();
  const hundreds = parseQuantity(value);
  if (hundreds !== null) return { kind: "hundreds", quantity: hundreds };
  if (value === CUSTOM_VALUE) return { kind: "custom" };
  const serving = SERVING.exec(value);
  if (serving) {
    const index = serving[2] ? Number(serving[2]) - 1 : 0;
    const half = serving[1] !== undefined;
    // Only the typical serving has a half option.
    return half && index > 0 ? null : { kind: "serving", index, half };
  }
  const grams = GRAMS.exec(value);
  if (grams) {
    const n = Number(grams[1]);
    return n >= MIN_GRAMS && n <= MAX_GRAMS ? { kind: "grams", grams: n } : null;
  }
  return null;
}

/** The token of a choice, for the select's value and the URL. */
export function formatQuantityParam(choice: QuantityChoice): string {
  switch (choice.kind) {
    case "hundreds":
      return String(choice.quantity);
    case "custom":
      return CUSTOM_VALUE;
    case "grams":
      return `${choice.grams}g`;
    case "serving":
      return `${choice.half ? "half-" : ""}serving${choice.index > 0 ? `-${choice.index + 1}` : ""}`;
  }
}

/** Grams eaten for a choice, or null when it has none (no such serving, no amount typed yet). */
export function gramsOfChoice(
  choice: QuantityChoice | null,
  servings: readonly Serving[] | undefined,
): number | null {
  if (choice === null) return null;
  switch (choice.kind) {
    case "hundreds":
      return choice.quantity * 100;
    case "grams":
      return choice.grams;
    case "custom":
      return null;
    case "serving": {
      const serving = servings?.[choice.index];
      if (!serving) return null;
      return choice.half ? serving.grams / 2 : serving.grams;
    }
  }
}

export interface ServingOption {
  value: string;
  serving: Serving;
  half: boolean;
  grams: number;
}

/** The select's options after the five fixed ones: each serving, then half the typical one. */
export function servingOptions(servings: readonly Serving[] | undefined): ServingOption[] {
  if (!servings || servings.length === 0) return [];
  const options: ServingOption[] = servings.map((serving, index) => ({
    value: formatQuantityParam({ kind: "serving", index, half: false }),
    serving,
    half: false,
    grams: serving.grams,
  }));
  const typical = servings[0]!;
  options.splice(1, 0, {
    value: formatQuantityParam({ kind: "serving", index: 0, half: true }),
    serving: typical,
    half: true,
    grams: typical.grams / 2,
  });
  return options;
}

export type GramsInput =
  { ok: true; grams: number } | { ok: false; error: "empty" | "not-a-number" | "out-of-range" };

/**
 * The "كمية أخرى" field: grams from 1 to 2,000, read by the site's one parser of typed numbers
 * (Latin or Arabic-Indic digits, a decimal dot, comma or «٫», as the article tools read them),
 * with at most one decimal, as the URL's token keeps it.
 */
export function parseGramsInput(text: string): GramsInput {
  if (text.trim() === "") return { ok: false, error: "empty" };
  const grams = parseTypedNumber(text);
  if (grams === null || !Number.isInteger(Number((grams * 10).toPrecision(12)))) {
    return { ok: false, error: "not-a-number" };
  }
  if (grams < MIN_GRAMS || grams > MAX_GRAMS) {
    return { ok: false, error: "out-of-range" };
  }
  return { ok: true, grams };
}
