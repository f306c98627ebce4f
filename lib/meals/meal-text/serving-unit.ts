// What a serving's Arabic label counts in: «كوب مقطع» is one cup, «نصف كوب شرائح» half a
// cup, «3 زهيرات» three pieces, «حصة (ملعقتان كبيرتان)» two tablespoons, «3 أونصات» ounces.
// The parser weighs «كوب خيار» with a serving labelled «نصف كوب شرائح» (its grams × 2), and the
// unit counts of the data README are counted with it.

import type { HouseholdNoun, HouseholdUnit } from "@/content/meals/household-units";
import {
  defaultNounOf,
  fold,
  fractions,
  ounceLabels,
  pieceLabels,
  portionLabels,
  sizes,
  spoon,
  unitWords,
  type ServingSize,
} from "./words";

export interface ServingUnit {
  /** null: a label that names no unit at all. */
  unit: HouseholdUnit | null;
  /** How many units the serving is: 0.5 for «نصف كوب», 3 for «3 زهيرات». */
  amount: number;
  /** The noun the label names, to write an amount of this serving in («طبق», «قطعة»). */
  noun?: HouseholdNoun;
  size?: ServingSize;
}

const PIECES_OF_TWO = "حبتا";

/** «جدًا» after a size: «لوح صغير جدًا», USDA's miniature bar, is below any size a person says. */
const VERY = fold("جدًا");

function sizeIn(words: readonly string[]): ServingSize | undefined {
  for (const [at, word] of words.entries()) {
    const size = sizes.get(word);
    if (size && words[at + 1] === VERY) return undefined;
    if (size) return size;
  }
  return undefined;
}

function classify(words: readonly string[]): ServingUnit {
  let amount = 1;
  let at = 0;
  const head = words[0] ?? "";
  const fraction = fractions.get(head);
  if (fraction !== undefined) {
    amount = fraction;
    at = 1;
  } else if (/^\d+(\.\d+)?$/.test(head)) {
    amount = Number(head);
    at = 1;
  }
  const word = words[at] ?? "";
  const rest = words.slice(at + 1);
  const size = sizeIn(rest);
  if (word === fold(PIECES_OF_TWO)) return { unit: "piece", amount: 2, size };
  if (portionLabels.has(word)) {
    // «حصة (ملعقتان كبيرتان)», «حصة (نصف كوب)»: a portion said in household units.
    const inner = classify(rest);
    if (inner.unit !== null && inner.unit !== "portion" && inner.unit !== "ounce") return inner;
  }
  const unitWord = unitWords.get(word);
  if (unitWord) {
    const count = unitWord.number === 2 ? 2 : 1;
    const teaspoon = unitWord.noun.unit === "tbsp" && rest.some((w) => spoon.tsp.has(w));
    const noun = teaspoon ? (defaultNounOf("tsp") ?? unitWord.noun) : unitWord.noun;
    return { unit: noun.unit, amount: amount * count, noun, size: teaspoon ? undefined : size };
  }
  if (pieceLabels.has(word)) return { unit: "piece", amount, size };
  if (portionLabels.has(word)) return { unit: "portion", amount };
  if (ounceLabels.has(word)) return { unit: "ounce", amount };
  return { unit: null, amount };
}

/** The unit a serving label counts in, and how many of it the serving is. */
export function servingUnitOf(label: string): ServingUnit {
  const words = label
    .replace(/[()]/g, " ")
    .split(/\s+/)
    .map(fold)
    .filter((w) => w !== "");
  return classify(words);
}
