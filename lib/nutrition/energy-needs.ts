// Daily energy needs as the product computes them: the Mifflin–St Jeor resting energy
// (10 × weight + 6.25 × height − 5 × age, then −161 for women or +5 for men) multiplied by
// the product's own activity factors (content/nutrition-reference.ts). The /Blog1 article prints its
// worked examples from these functions, so the article and the app can never disagree.
import {
  activityFactors,
  type ActivityLevel,
  type BodyMeasures,
  type Sex,
} from "@/content/nutrition-reference";

/** The constant that ends the formula: −161 for women, +5 for men. */
const sexConstant: Readonly<Record<Sex, number>> = { female: -161, male: 5 };

function assertPositive(name: string, value: number): void {
  if (!Number.isFinite(value) || value <= 0) {
    throw new RangeError(`${name} must be a positive number, got ${value}`);
  }
}

/** Resting energy in kcal/day: 10 × weight(kg) + 6.25 × height(cm) − 5 × age + (−161 | +5). */
export function restingEnergy({ sex, weightKg, heightCm, ageYears }: BodyMeasures): number {
  assertPositive("weightKg", weightKg);
  assertPositive("heightCm", heightCm);
  assertPositive("ageYears", ageYears);
  return 10 * weightKg + 6.25 * heightCm - 5 * ageYears + sexConstant[sex];
}

/** Daily energy needs in kcal/day: the resting energy times the activity factor. Not rounded. */
export function dailyEnergyNeeds(measures: BodyMeasures, activity: ActivityLevel): number {
  return restingEnergy(measures) * activityFactors[activity];
}
