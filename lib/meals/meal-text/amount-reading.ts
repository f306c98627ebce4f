// How a line of «ماذا أكلت؟» understood its amount, said back on the line so a wrong reading is
// seen before it reaches the plate: the amount's words as typed («طاسة»), its grams, and where
// the grams come from (written by the visitor, a USDA portion, the recipe's serving, or our
// estimate); an amount no one said is marked so, as is a filling inside a bread.

import { amountReadingWords as words } from "@/content/meals/meal-text-words";
import { formatNumber } from "@/lib/format/number";
import { writtenAmount } from "./amount-text";
import {
  weigh,
  weighingRuleReadings,
  type MealTextAmount,
  type WeighableMeal,
  type Weighing,
} from "./weigh";

/** Where a line's grams come from. */
export type AmountSource = "written" | "usda" | "recipe" | "estimate" | "none";

/**
 * How the amount came to be: said (its words as typed), a filling, none said, or corrected. A
 * share said of the amount («ما كملتش») is quoted in its words; `unit` keeps the amount's own.
 */
export type AmountSaid =
  | { how: "said"; words: string; unit?: string }
  | { how: "unsaid" }
  | { how: "filling" }
  | { how: "corrected" };

export interface AmountReading {
  how: AmountSaid["how"];
  /** The amount in words: as typed when said, else the serving's words («شريحتان»). */
  words: string;
  grams: number | null;
  source: AmountSource;
  /** With no grams: a unit the data cannot weigh, or a plural said with no number. */
  missing?: "no-weight" | "no-count";
  /**
   * The unit the count is of, when `words` also quote a share eaten of it: «صحن» of «صحن ما
   * كملتش», the count being half a plate (partial.ts).
   */
  unit?: string;
}

/**
 * A serving's own kind; the rules (content/meals/README.md) are estimates, except millilitres
 * turned into grams through the food's cup, which is arithmetic on that cup.
 */
export function sourceOf(weighing: Weighing): AmountSource {
  switch (weighing.how) {
    case "weight":
      return "written";
    case "unknown":
      return "none";
    case "serving":
      return weighing.serving.kind;
    case "rule":
      return weighingRuleReadings[weighing.rule].restsOn === "serving"
        ? weighing.serving.kind
        : "estimate";
  }
}

export function amountReading(
  meal: WeighableMeal,
  amount: MealTextAmount,
  weighing: Weighing,
  said: AmountSaid,
): AmountReading {
  const typed = said.how === "said" ? said.words.trim() : "";
  return {
    how: said.how,
    words: typed || writtenAmount(meal, amount, weighing) || words.usualPortion,
    grams: weighing.grams,
    source: sourceOf(weighing),
    ...(weighing.how === "unknown" ? { missing: weighing.why } : {}),
    ...(said.how === "said" && said.unit !== undefined ? { unit: said.unit } : {}),
  };
}

/**
 * The words a line's unit field gives its amount as read: the unit its count is of, so the field
 * reads «0.5» beside «صحن», never beside «نصف صحن» (a half of a half).
 */
export function unitAsReadWords(item: {
  meal: WeighableMeal;
  amount: MealTextAmount;
  reading: AmountReading;
}): string {
  return item.reading.unit ?? unitOf(item.meal, item.amount) ?? item.reading.words;
}

/**
 * One of what a count other than one counts, in words («صحن» of «نصف صحن»، «رغيف» of the
 * half loaf of a sandwich), so the line's field reads «0.5» beside «صحن», not beside «نصف صحن»;
 * undefined for one, for weights and volumes (written in digits), and where no unit is written.
 */
function unitOf(meal: WeighableMeal, amount: MealTextAmount): string | undefined {
  if (amount.count === null || amount.count === 1) return undefined;
  const one = { ...amount, count: 1 };
  const written = writtenAmount(meal, one, weigh(meal, one));
  return written === "" || /\d/.test(written) ? undefined : written;
}

/** Grams as the reading shows them: whole above 10 g, to a tenth below («4.2 غ»). */
function gramsText(grams: number): string {
  return `${formatNumber(grams, grams < 10 && !Number.isInteger(grams) ? 1 : 0)} ${words.gram}`;
}

/** «طاسة ≈ 250 غ، تقدير»، «250 غ، كما كتبت»، «بلا كمية: حصة عادية ≈ 30 غ، تقدير». */
export function amountReadingText(reading: AmountReading): string {
  const prefix =
    reading.how === "unsaid" || reading.how === "filling" || reading.how === "corrected"
      ? `${words[reading.how]}: `
      : "";
  if (reading.grams === null) {
    return `${prefix}${reading.words}: ${reading.missing === "no-count" ? words.noCount : words.noWeight}`;
  }
  if (reading.source === "written") {
    return `${prefix}${gramsText(reading.grams)}، ${words.source.written}`;
  }
  const source = reading.source === "none" ? "" : `، ${words.source[reading.source]}`;
  return `${prefix}${reading.words} ≈ ${gramsText(reading.grams)}${source}`;
}
