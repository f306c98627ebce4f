// The daily intake for a chosen pace of weight loss, and the floor below which the site gives
// no number. Both figures, with their sources, are in content/nutrition-reference.ts and are
// stated in /Blog1: about 7,700 kcal of deficit per kilogram lost, and an intake floor of
// 1,200 kcal/day for women and 1,500 for men (NIH/NHLBI), below which the visitor is sent to a
// professional instead.
import { KCAL_PER_KG_LOST, MIN_DAILY_INTAKE, type Sex } from "@/content/nutrition-reference";

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
