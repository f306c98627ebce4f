// The daily intake for a chosen pace of weight loss, and the floor below which the site gives
// no number. Both figures are stated, with their sources, in the /Blog1 article and beside the
// tool (content/articles/calories.ts, content/tools/energy-needs.ts):
// - about 7,700 kcal of energy deficit per kilogram of body weight lost (the classic
//   3,500 kcal per pound rule, Wishnofsky 1958), an approximation;
// - an intake floor of 1,200 kcal/day for women and 1,500 kcal/day for men: the upper ends of
//   the low-calorie diet ranges of the NIH/NHLBI Practical Guide (1,000–1,200 and
//   1,200–1,500 kcal/day). Below it the visitor is sent to a professional instead.
import type { Sex } from "./energy-needs";

/** Energy deficit per kilogram of weight lost, kcal/kg. */
export const KCAL_PER_KG_LOST = 7700;

/** The paces the tool offers, kg per week. */
export const LOSS_PACES = [0.25, 0.5, 0.75] as const;
export type LossPace = (typeof LOSS_PACES)[number];

/** The lowest daily intake the site will print, kcal/day. */
export const MIN_DAILY_INTAKE: Readonly<Record<Sex, number>> = { female: 1200, male: 1500 };

/** The daily deficit for a pace: kg/week × 7,700 kcal/kg ÷ 7 days. 0.5 kg → 550 kcal. */
export function dailyDeficit(kgPerWeek: number): number {
  if (!Number.isFinite(kgPerWeek) || kgPerWeek <= 0) {
    throw new RangeError(`kgPerWeek must be a positive number, got ${kgPerWeek}`);
  }
  return (kgPerWeek * KCAL_PER_KG_LOST) / 7;
}

export type LossIntake =
  | { kind: "intake"; deficit: number; kcal: number }
  /** The intake would fall under the floor: no number is given. */
  | { kind: "belowFloor"; deficit: number; floor: number };

/** The daily intake for losing `kgPerWeek` from a daily need of `needsKcal` (unrounded). */
export function intakeForLoss(needsKcal: number, kgPerWeek: number, sex: Sex): LossIntake {
  if (!Number.isFinite(needsKcal) || needsKcal <= 0) {
    throw new RangeError(`needsKcal must be a positive number, got ${needsKcal}`);
  }
  const deficit = dailyDeficit(kgPerWeek);
  const kcal = needsKcal - deficit;
  const floor = MIN_DAILY_INTAKE[sex];
  return kcal < floor ? { kind: "belowFloor", deficit, floor } : { kind: "intake", deficit, kcal };
}
