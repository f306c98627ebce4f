// An amount written back in words the parser reads again: «صحنان»، «نصف رغيف»، «3 حبات»،
// «صحن ونصف»، «250 غ». Counted nouns agree as Arabic wants: one and two their own forms, three to
// ten the plural, eleven and up the singular (Intl.PluralRules("ar") says which); halves,
// quarters and thirds are words. Sizes («كبيرة») are written only where they pick the serving.

import {
  householdNouns,
  servingSizes,
  type HouseholdNoun,
  type HouseholdUnit,
} from "@/content/meals/household-units";
import { fractionWords } from "@/content/meals/meal-text-words";
import { countedText, householdCounted } from "@/lib/format/counted";
import { formatNumber } from "@/lib/format/number";
import type { Serving } from "../types";
import { servingUnitOf } from "./serving-unit";
import { wholeOfShare, type MealTextAmount, type WeighableMeal, type Weighing } from "./weigh";
import { defaultNounOf, type ServingSize } from "./words";

const HALF = "نصف";
const AND_HALF = "ونصف";
const FRACTION_WORDS: readonly [number, string][] = Object.entries(fractionWords)
  .filter(([word]) => word === HALF || word === "ربع" || word === "ثلث")
  .map(([word, value]) => [value, word]);

/** A number as digits: up to three decimals, thousands grouped («1,500»). */
function digits(value: number): string {
  const decimals = [0, 1, 2].find((d) => Number.isInteger(Number((value * 10 ** d).toFixed(9))));
  return formatNumber(value, decimals ?? 3);
}

function sizeWord(noun: HouseholdNoun, size: ServingSize, two: boolean): string {
  const forms = noun.feminine ? servingSizes[size].feminine : servingSizes[size].masculine;
  return forms[two ? 1 : 0];
}

/** «صحن»، «صحنان»، «3 صحون»، «11 صحنًا»، «نصف صحن»، «صحن ونصف»، «1.25 صحن». */
function countPhrase(count: number, noun: HouseholdNoun, size?: ServingSize): string {
  const [one] = noun.forms;
  // Weights and volumes are written in digits: «250 غ», «500 مل».
  if (noun.unit === "gram" || noun.unit === "ml") return `${digits(count)} ${one}`;
  const withSize = (text: string, isTwo = false) =>
    size ? `${text} ${sizeWord(noun, size, isTwo)}` : text;
  const fraction = FRACTION_WORDS.find(([value]) => Math.abs(value - count) < 1e-9);
  if (fraction) return withSize(`${fraction[1]} ${one}`);
  const whole = Math.floor(count);
  if (count - whole === 0.5 && whole >= 1 && whole <= 10) {
    return `${countPhrase(whole, noun, size)} ${AND_HALF}`;
  }
  const shown = digits(count);
  return withSize(countedText(shown, householdCounted(noun)), shown === "2");
}

/** The noun a serving's label counts in, or undefined when it names no household unit. */
function nounOfServing(serving: Serving): { noun: HouseholdNoun; amount: number } | undefined {
  const unit = servingUnitOf(serving.label);
  if (unit.unit === null) return undefined;
  const noun = unit.noun ?? defaultNounOf(unit.unit);
  return noun ? { noun, amount: unit.amount } : undefined;
}

/** The size to write so that the serving is found again: only when it is not its unit's first. */
function sizeToWrite(meal: WeighableMeal, serving: Serving): ServingSize | undefined {
  const unit = servingUnitOf(serving.label);
  if (!unit.size) return undefined;
  const first = (meal.servings ?? []).find((s) => servingUnitOf(s.label).unit === unit.unit);
  return first === serving ? undefined : unit.size;
}

function nounOf(unit: HouseholdUnit): HouseholdNoun | undefined {
  return householdNouns.find((noun) => noun.unit === unit);
}

/**
 * The amount as words the parser reads back to the same grams, or "" when it is one typical
 * serving that names no household unit (a meal served in «3 أونصات»: the meal's name alone).
 */
export function writtenAmount(
  meal: WeighableMeal,
  amount: MealTextAmount,
  weighing: Weighing,
): string {
  const count = amount.count ?? 1;
  // A share of a whole («ربع دجاجة»), as a serving or as the count noun said: written with the
  // whole's noun, for «ربع حبة» is a quarter of one piece (weigh.ts); any other number of
  // wholes in grams.
  const whole = weighing.how === "serving" ? wholeOfShare(weighing.serving) : undefined;
  if (whole && weighing.how === "serving") {
    const { grams, label } = weighing.serving;
    const wholes = weighing.grams / (grams / servingUnitOf(label).amount);
    if (Math.abs(wholes - 1) < 1e-9) return whole;
    const fraction = FRACTION_WORDS.find(([value]) => Math.abs(value - wholes) < 1e-9);
    if (fraction) return `${fraction[1]} ${whole}`;
    const gram = nounOf("gram");
    if (gram) return countPhrase(weighing.grams, gram);
  }
  // A staple weighed by its plate (plate-portions.ts) is written in plates: «نصف صحن».
  const plate = weighing.how === "rule" && weighing.rule === "plate-portion";
  if (weighing.how === "weight" || weighing.how === "unknown" || amount.unit !== null || plate) {
    const unit = plate ? "plate" : amount.unit;
    const served = weighing.how === "serving" ? nounOfServing(weighing.serving) : undefined;
    const noun =
      served && served.noun.unit === unit ? served.noun : unit ? nounOf(unit) : undefined;
    if (!noun) return count === 1 ? "" : digits(count);
    const size = weighing.how === "serving" ? sizeToWrite(meal, weighing.serving) : undefined;
    return countPhrase(count, noun, size);
  }
  // The typical serving: written in its own unit («حبة»، «نصف كوب»، «3 حبات»).
  const served = nounOfServing(weighing.serving);
  if (!served) return count === 1 ? "" : digits(count);
  return countPhrase(count * served.amount, served.noun);
}
