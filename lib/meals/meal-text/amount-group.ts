// An amount group's words read into an amount (parse-meal-text.ts): how many, of which unit or
// count noun, the food a count noun names, and a vessel's millilitres.
import { householdEstimates, type HouseholdUnit } from "@/content/meals/household-units";
import type { AmountPart } from "./parts";
import { aLittleOf } from "./unsaid-amount";
import { servingUnitOf } from "./serving-unit";
import { stuffedPiecesOf } from "./stuffed-pieces";
import type { AmountSaid } from "./amount-reading";
import { weigh, type MealTextAmount, type WeighableMeal, type Weighing } from "./weigh";
import type { ServingSize } from "./words";

/** Grams, kilos, millilitres or litres with a number: a weight said, not a household amount. */
export function isWeight(amount: MealTextAmount): boolean {
  const { unit, count } = amount;
  return (
    count !== null && (unit === "gram" || unit === "kilo" || unit === "ml" || unit === "litre")
  );
}

/** How many of what an amount group says, and the food it implies («بيضتين»، «نص رغيف»). */
export function readAmount(
  parts: readonly AmountPart[],
  /** The amount follows its food («كسكسي صحن ونص», «حليب ونص»). */
  after: boolean,
): {
  amount: MealTextAmount;
  food?: string;
  fromCount: boolean;
  /** The amount is «شوية» alone: a little, of whatever the food is eaten by. */
  little: boolean;
  /** The amount in millilitres, said in a vessel of known size («استكانة»). */
  inMl?: MealTextAmount;
  /** Said in pieces cut from a whole («قطعة»). */
  cut?: true;
} {
  let count: number | null = null;
  let unit: HouseholdUnit | null = null;
  let size: ServingSize | undefined;
  let pluralWithoutNumber = false;
  let food: string | undefined;
  let fromCount = false;
  let noun: string | undefined;
  let vesselMl: number | undefined;
  let cut: true | undefined;
  for (const part of parts) {
    switch (part.kind) {
      case "number":
        count ??= part.value;
        size = part.size ?? size;
        break;
      case "fraction":
        // «ونص» after an amount adds a half; at the start of one («ونص رغيف») it is the amount.
        if (part.and && (part !== parts[0] || after)) count = (count ?? 1) + part.value;
        else count = count === null ? part.value : count * part.value;
        break;
      case "unit":
      case "count": {
        unit = part.kind === "unit" ? part.unit : part.noun.unit;
        size = part.size ?? size;
        if (part.number === 2 && count === null) count = 2;
        if (part.number === "plural" && count === null) pluralWithoutNumber = true;
        if (part.kind === "count") {
          food = part.noun.food;
          noun = part.noun.word;
          fromCount = true;
        } else {
          if (part.noun.implies) food = part.noun.implies;
          vesselMl = part.noun.ml;
          cut = part.noun.cut;
        }
        break;
      }
    }
  }
  const said = parts.some((p) => p.kind === "number" || p.kind === "fraction");
  const amount: MealTextAmount = {
    count: count ?? (pluralWithoutNumber ? null : 1),
    unit,
    ...(size ? { size } : {}),
    ...(unit === null && said ? { counted: true as const } : {}),
    ...(noun ? { noun } : {}),
  };
  const little = parts.length === 1 && parts[0]?.kind === "fraction" && parts[0].little === true;
  // «3 استكانات»: a vessel of one known size is its millilitres.
  const inMl =
    vesselMl !== undefined && amount.count !== null
      ? { count: amount.count * vesselMl, unit: "ml" as const }
      : undefined;
  return { amount, food, fromCount, little, ...(inMl ? { inMl } : {}), ...(cut ? { cut } : {}) };
}

/**
 * The amount read, for the meal it was said of: «شوية» of a food eaten by the piece is a few
 * pieces (unsaid-amount.ts); a vessel of known size its millilitres, where the meal can be
 * weighed by volume, else the small glass it is.
 */
export function amountOf(
  meal: WeighableMeal & { name: string },
  read: { amount: MealTextAmount; little: boolean; inMl?: MealTextAmount; cut?: true },
): MealTextAmount {
  if (read.little) return aLittleOf(meal, read.amount);
  const pieces = stuffedPiecesOf(meal, read.amount);
  if (pieces) return pieces;
  if (beyondOneSitting(meal, read.amount)) return { ...read.amount, count: 1 };
  if (read.cut && isWholeToCut(meal, read.amount)) return cutAmount(meal, read);
  if (read.inMl && weigh(meal, read.inMl).grams !== null) return read.inMl;
  if (read.inMl) return { ...read.amount, size: "small" };
  return read.amount;
}

/**
 * «٦ صحون كسكسي»، «10 مبكبكة»: more plates than one person eats at a sitting
 * (householdEstimates.platesAtOneSitting) count the people served, not the writer's plates.
 */
function beyondOneSitting(meal: WeighableMeal, amount: MealTextAmount): boolean {
  const { count, unit } = amount;
  if (count === null || count <= householdEstimates.platesAtOneSitting) return false;
  if (unit === "plate") return true;
  if (unit !== null) return false;
  const typical = weigh(meal, { count: 1, unit: null });
  return (
    (typical.how === "serving" || typical.how === "rule") &&
    servingUnitOf(typical.serving.label).unit === "plate"
  );
}

/**
 * The amount of pieces cut from a whole, read as its slices where the food's piece is the whole
 * (isWholeToCut), wherever the amount stands: «دلاع، زوز طرف كبار» after the food as «طرف دلاع».
 */
export function cutAmount(
  meal: WeighableMeal,
  read: { amount: MealTextAmount; cut?: true },
): MealTextAmount {
  return read.cut && isWholeToCut(meal, read.amount)
    ? { ...read.amount, unit: "slice" }
    : read.amount;
}

/**
 * «قطعة دلاع»: a piece cut of a food whose piece in the data is a whole fruit heavier than any
 * piece one eats (householdEstimates.pieceGramsAtMost) is its slice, when it has one; «حبة دلاع»
 * stays the whole.
 */
function isWholeToCut(meal: WeighableMeal, amount: MealTextAmount): boolean {
  if (amount.unit !== "piece" || amount.noun !== undefined) return false;
  const piece = weigh(meal, { count: 1, unit: "piece" }).grams;
  if (piece === null || piece <= householdEstimates.pieceGramsAtMost) return false;
  return weigh(meal, { count: 1, unit: "slice" }).grams !== null;
}

/** Units that measure what a plate held: «طبق مكرونة، كوبان»، «صحن رز، 300 غرام». */
const PLATE_MEASURES: ReadonlySet<HouseholdUnit | null> = new Set([
  "cup",
  "gram",
  "kilo",
  "ml",
  "litre",
]);

/** Whether an amount said after one plate of a food measures what the plate held. */
export function measuresPlate(
  plate: { meal: WeighableMeal; amount: MealTextAmount },
  measure: MealTextAmount,
): boolean {
  const { unit, count } = plate.amount;
  return (
    unit === "plate" &&
    count === 1 &&
    PLATE_MEASURES.has(measure.unit) &&
    weigh(plate.meal, measure).grams !== null
  );
}

/** A line read so far: what an amount said after it may change. */
interface LineSoFar {
  meal: WeighableMeal;
  amount: MealTextAmount;
  weighing: Weighing;
  said: AmountSaid;
}

/** An amount said after a line is its amount, as written («كبسة دجاج، نصف طبق»). */
export function giveAmount(line: LineSoFar, amount: MealTextAmount, words: string): void {
  line.amount = amount;
  line.weighing = weigh(line.meal, amount);
  line.said = { how: "said", words };
}

/**
 * «كسكسي صحن، ونص»: «ونص» by itself adds a half to the line before, when that line has a count;
 * false when it is not so taken.
 */
export function addsHalf(
  parts: readonly AmountPart[],
  previous: LineSoFar | undefined,
  words: string,
): boolean {
  if (!parts.every((p) => p.kind === "fraction" && p.and)) return false;
  if (!previous || previous.amount.count === null) return false;
  const extra = parts.reduce((sum, p) => sum + (p as { value: number }).value, 0);
  previous.amount = { ...previous.amount, count: previous.amount.count + extra };
  previous.weighing = weigh(previous.meal, previous.amount);
  if (previous.said.how === "said" && previous.said.words !== "")
    previous.said = { how: "said", words: `${previous.said.words} ${words}` };
  return true;
}
