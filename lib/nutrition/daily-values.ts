import type { NutrientAmount } from "@/lib/meals/types";

// Reference amounts for the "% of daily value" column: the U.S. FDA Daily Values for adults and
// children aged 4 years and over, 21 CFR 101.9(c)(8)(iv) as revised in 2016. A nutrient is
// matched by the Arabic name AND unit the meal API sends (the names and units of
// ../shared/data/nutrients/columns.csv); a name we do not know, or a unit we cannot convert,
// gets no percentage rather than a wrong one.

export interface DailyValue {
  /** Arabic name exactly as the meal API sends it. */
  name: string;
  amount: number;
  /** Arabic unit of `amount`. */
  unit: string;
  kind: "mineral" | "vitamin";
}

export const DAILY_VALUES: readonly DailyValue[] = [
  { name: "الكالسيوم", amount: 1300, unit: "ملغ", kind: "mineral" },
  { name: "الحديد", amount: 18, unit: "ملغ", kind: "mineral" },
  { name: "المغنيسيوم", amount: 420, unit: "ملغ", kind: "mineral" },
  { name: "الفوسفور", amount: 1250, unit: "ملغ", kind: "mineral" },
  { name: "البوتاسيوم", amount: 4700, unit: "ملغ", kind: "mineral" },
  { name: "الصوديوم", amount: 2300, unit: "ملغ", kind: "mineral" },
  { name: "الزنك", amount: 11, unit: "ملغ", kind: "mineral" },
  { name: "النحاس", amount: 0.9, unit: "ملغ", kind: "mineral" },
  { name: "السيلينيوم", amount: 55, unit: "ميكروغرام", kind: "mineral" },
  { name: "فيتامين أ (مكافئ نشاط الريتينول)", amount: 900, unit: "ميكروغرام", kind: "vitamin" },
  { name: "فيتامين ج (C)", amount: 90, unit: "ملغ", kind: "vitamin" },
  { name: "فيتامين د (D)", amount: 20, unit: "ميكروغرام", kind: "vitamin" },
  { name: "فيتامين هـ (E)", amount: 15, unit: "ملغ", kind: "vitamin" },
  { name: "فيتامين ك (K)", amount: 120, unit: "ميكروغرام", kind: "vitamin" },
  { name: "الثيامين (فيتامين ب1)", amount: 1.2, unit: "ملغ", kind: "vitamin" },
  { name: "الريبوفلافين (فيتامين ب2)", amount: 1.3, unit: "ملغ", kind: "vitamin" },
  { name: "النياسين (فيتامين ب3)", amount: 16, unit: "ملغ", kind: "vitamin" },
  { name: "فيتامين ب6", amount: 1.7, unit: "ملغ", kind: "vitamin" },
  { name: "الفولات (مكافئ الفولات الغذائي)", amount: 400, unit: "ميكروغرام", kind: "vitamin" },
  { name: "فيتامين ب12", amount: 2.4, unit: "ميكروغرام", kind: "vitamin" },
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
