// The one way a number and its noun are written together («سعرتان»، «5 غرامات»، «665 غرامًا»):
// the noun's form is the one Intl.PluralRules("ar") picks for the number as shown, never
// string concatenation. The forms themselves are data (content/counted-nouns.ts).

import type { CountedNoun } from "@/content/counted-nouns";
import type { HouseholdNoun } from "@/content/meals/household-units";
import { formatNumber } from "./number";

const rules = new Intl.PluralRules("ar");

export type ArabicPluralCategory = "one" | "two" | "few" | "many" | "other";

/**
 * The category of a number as the page shows it («1,500», «2.50»): a visible decimal part
 * («1.00») is a fraction, which Arabic counts with the singular.
 */
export function pluralCategoryOf(shown: string): ArabicPluralCategory {
  const plain = shown.replace(/,/g, "");
  if (plain.includes(".")) return "other";
  const category = rules.select(Number(plain));
  return category === "zero" ? "other" : category;
}

/**
 * A household noun (content/meals/household-units.ts) as the helper takes it: «صحن»،
 * «صحنان»، «3 صحون»، «11 صحنًا»، «100 صحن». A unit written the same after every number («غ»،
 * «كيلو») keeps its digit.
 */
export function householdCounted(noun: HouseholdNoun): CountedNoun {
  const [one, two, few] = noun.forms;
  if (one === two) return { one: `1 ${one}`, two: `2 ${one}`, few: one, many: one, other: one };
  return { one, two, few, many: noun.accusative ?? one, other: one };
}

/** A number already formatted, with its noun in the form it takes: «سعرتان»، «12 غرامًا». */
export function countedText(shown: string, noun: CountedNoun): string {
  const category = pluralCategoryOf(shown);
  if (category === "one" || category === "two") return noun[category];
  return `${shown} ${noun[category]}`;
}

/**
 * The noun alone, for a figure shown apart from its unit (a big number with its unit below):
 * «سعرات» under 5, «سعرة» under 15; under 1 and 2 the singular, the figure being shown.
 */
export function countedUnit(shown: string, noun: CountedNoun): string {
  const category = pluralCategoryOf(shown);
  return category === "one" || category === "two" ? noun.other : noun[category];
}

/** `value` formatted by the site's one formatter, with its noun: counted(5, gram) → «5 غرامات». */
export function counted(value: number, noun: CountedNoun, decimals = 0): string {
  return countedText(formatNumber(value, decimals), noun);
}
