// The quantity model shared by the calculator's quantity select and the plate: whatever the
// visitor picks resolves to grams. Today the select offers 1–5 (100–500 g); serving options
// and a custom grams field resolve to grams the same way, so the plate is keyed on grams only.
import { quantityLimits } from "@/content/quantity-limits";
import { parseTypedNumber } from "@/lib/format/parse-number";
import { gramsFor, parseQuantity } from "./scale-nutrients";

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
