// The steps of the daily-energy formula as /Blog1 prints them. The article's worked examples
// and the energy-needs tool both write their arithmetic with this one function.
import {
  activityFactors,
  dailyEnergyNeeds,
  restingEnergy,
  type ActivityLevel,
  type BodyMeasures,
} from "@/lib/nutrition/energy-needs";
import { formatNumber, roundTo } from "@/lib/format/number";
import { exactNumber } from "./exact-number";
import { unitText } from "./common";

export interface EnergySteps {
  steps: { label: string; calculation: string }[];
  /** The unrounded daily need, kcal/day. */
  needs: number;
  /** The need rounded to whole kcal, as the result line states it. */
  rounded: number;
}

export function energySteps(measures: BodyMeasures, activity: ActivityLevel): EnergySteps {
  const { sex, weightKg, heightCm, ageYears } = measures;
  const n = formatNumber;
  const rest = restingEnergy(measures);
  const needs = dailyEnergyNeeds(measures, activity);
  const rounded = roundTo(needs, 0);
  const constant = sex === "female" ? "− 161" : "+ 5";
  const w = exactNumber(10 * weightKg);
  const h = exactNumber(6.25 * heightCm);
  const a = exactNumber(5 * ageYears);
  return {
    needs,
    rounded,
    steps: [
      { label: "الوزن", calculation: `10 × ${exactNumber(weightKg)} = ${w}` },
      { label: "الطول", calculation: `6.25 × ${exactNumber(heightCm)} = ${h}` },
      { label: "العمر", calculation: `5 × ${exactNumber(ageYears)} = ${a}` },
      {
        label: "طاقة الراحة",
        calculation: `${w} + ${h} − ${a} ${constant} = ${exactNumber(rest)} ${unitText.kcal}`,
      },
      {
        label: "مع النشاط",
        calculation: `${exactNumber(rest)} × ${exactNumber(activityFactors[activity])} = ${exactNumber(needs)} ≈ ${n(rounded)} ${unitText.kcal}`,
      },
    ],
  };
}
