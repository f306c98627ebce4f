import { MINERALS, VITAMINS, type Micronutrient } from "@/content/nutrients";
import type { NutrientAmount } from "@/lib/meals/types";

// The "% of daily value" column. The reference amounts are the Daily Values of the nutrient
// table (content/nutrients.ts). A nutrient is matched by the Arabic name AND unit the meal API
// sends (the names and units of ../shared/data/nutrients/columns.csv, the table's own); a name
// we do not know, or a unit we cannot convert, gets no percentage rather than a wrong one.

export interface DailyValue {
  /** Arabic name exactly as the meal API sends it. */
  name: string;
  amount: number;
  /** Arabic unit of `amount`. */
  unit: string;
  kind: "mineral" | "vitamin";
}

const dailyValueOf =
  (kind: DailyValue["kind"]) =>
  ({ name, dailyValue, unit }: Micronutrient): DailyValue => ({
    name,
    amount: dailyValue,
    unit,
    kind,
  });

export const DAILY_VALUES: readonly DailyValue[] = [
  ...MINERALS.map(dailyValueOf("mineral")),
  ...VITAMINS.map(dailyValueOf("vitamin")),
];

/** Micrograms per unit, for the units the API may send (Arabic first, Latin spellings tolerated). */
const MICROGRAMS_PER_UNIT: Record<string, number> = {
  غ: 1_000_000,
  غرام: 1_000_000,
  g: 1_000_000,
  ملغ: 1_000,
  mg: 1_000,
  ميكروغرام: 1,
  مكغ: 1,
  µg: 1,
  μg: 1,
  mcg: 1,
  ug: 1,
};

const normalize = (s: string) => s.normalize("NFC").replace(/\s+/g, " ").trim();

const byName = new Map(DAILY_VALUES.map((dv) => [normalize(dv.name), dv]));

function toMicrograms(amount: number, unit: string): number | null {
  const factor =
    MICROGRAMS_PER_UNIT[normalize(unit)] ?? MICROGRAMS_PER_UNIT[normalize(unit).toLowerCase()];
  return factor === undefined ? null : amount * factor;
}

/** The reference for a nutrient as the API names it, or undefined when there is none. */
export function dailyValueFor(name: string): DailyValue | undefined {
  return byName.get(normalize(name));
}

/**
 * The nutrient's amount as a percentage of its Daily Value (unrounded), or null when the
 * nutrient has no reference or its unit cannot be converted to the reference's unit.
 */
export function percentOfDailyValue(nutrient: NutrientAmount): number | null {
  const dv = dailyValueFor(nutrient.name);
  if (!dv || !Number.isFinite(nutrient.amount)) return null;
  const amount = toMicrograms(nutrient.amount, nutrient.unitOfMeasure);
  const reference = toMicrograms(dv.amount, dv.unit);
  if (amount === null || reference === null) return null;
  return (amount / reference) * 100;
}
