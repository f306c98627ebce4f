// The day's energy divided between the meals of Ramadan as the guideline cited in
// content/diabetes/guidelines.ts advises: pure lookups and arithmetic, no text.
import { ramadanEnergySplit } from "@/content/diabetes/guidelines";
import type { DaySlot } from "./plate";

/** A share of the day's energy, as fractions (0.4 is 40 %). */
export interface EnergyShare {
  min: number;
  max: number;
}

/** The guideline's share for a meal of Ramadan; null for an ordinary day's meals. */
export function adviceFor(slot: DaySlot): EnergyShare | null {
  return ramadanEnergySplit[slot as keyof typeof ramadanEnergySplit] ?? null;
}

/** The guideline's range for a meal, in kcal of a daily need. */
export function kcalRangeFor(slot: DaySlot, needKcal: number): { min: number; max: number } | null {
  const share = adviceFor(slot);
  if (!share || !(needKcal > 0)) return null;
  return { min: share.min * needKcal, max: share.max * needKcal };
}
