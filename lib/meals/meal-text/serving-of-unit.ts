// A meal's servings read by their unit (weigh.ts, estimated-unit.ts): its serving in a unit, its
// plain cup, its cup from a stated volume, a share of a whole, and how a size said scales one.
import {
  countNouns,
  householdEstimates,
  type HouseholdUnit,
} from "@/content/meals/household-units";
import type { Serving } from "../types";
import { servingUnitOf, type ServingUnit } from "./serving-unit";
import { fold, type ServingSize } from "./words";

/** USDA's cup: 8 US fluid ounces (SR28 and FNDDS measure «1 cup» so). */
export const USDA_CUP_ML = 236.588;

const unitCache = new Map<string, ServingUnit>();
export function unitOf(serving: Serving): ServingUnit {
  let unit = unitCache.get(serving.label);
  if (!unit) {
    unit = servingUnitOf(serving.label);
    unitCache.set(serving.label, unit);
  }
  return unit;
}

/** The meal's serving in `unit` (of that size when it has one), and grams per unit. */
export function servingIn(
  servings: readonly Serving[],
  unit: HouseholdUnit,
  size?: ServingSize,
  noun?: string,
): { serving: Serving; perUnit: number } | undefined {
  const inUnit = servings.filter((s) => unitOf(s).unit === unit);
  // Only when the food's count noun is said is a share of it chosen («نص دجاجة»: the half
  // chicken, not half a piece; «دجاجة»: the whole, from its half).
  const named =
    noun === undefined
      ? undefined
      : inUnit.find((s) => unitOf(s).amount !== 1 && labelNames(s.label, noun));
  // A piece is never a share of a whole: «قطعة دجاج»، «حتة فراخ»، «حبة دجاج» are one piece of
  // chicken, not the bird that «ربع دجاجة» is a quarter of. Among the rest, a serving named by a
  // household noun («قطعة») before a label's own piece.
  const pieces = inUnit.filter((s) => !isShareOfWhole(s));
  const plain =
    named ??
    servingOfNoun(pieces, noun) ??
    pieces.find((s) => unitOf(s).noun !== undefined) ??
    pieces[0];
  const serving = (size && pieces.find((s) => unitOf(s).size === size)) || plain;
  return serving ? { serving, perUnit: serving.grams / unitOf(serving).amount } : undefined;
}

/**
 * «صمونة»: the serving whose label names the food the count noun is one of («رغيف صمون فردي»),
 * a loaf of its own size, before the meal's other loaves.
 */
function servingOfNoun(servings: readonly Serving[], noun: string | undefined) {
  const food = noun === undefined ? undefined : countNouns.find((n) => n.word === noun)?.food;
  return food === undefined || food === noun
    ? undefined
    : servings.find((s) => labelNames(s.label, food));
}

/** Whether a serving's label names the count noun said («نصف دجاجة (بلا عظم)» names «دجاجة»). */
function labelNames(label: string, noun: string): boolean {
  const word = fold(noun);
  return label
    .replace(/[()]/g, " ")
    .split(/\s+/)
    .some((w) => fold(w) === word);
}

/**
 * A cup of a drink served only in a container whose label states its volume («علبة (330 مل)»،
 * «فنجان صغير (60 مل)»): USDA's cup of it at that serving's grams per millilitre, so «كاس بيبسي»
 * and «250 مل بيبسي» weigh as the can does.
 */
export function cupFromVolume(
  servings: readonly Serving[],
): { serving: Serving; perUnit: number } | undefined {
  for (const serving of servings) {
    const ml = /\((\d+(?:\.\d+)?) مل\)/.exec(serving.label)?.[1];
    if (ml) return { serving, perUnit: (serving.grams / Number(ml)) * USDA_CUP_ML };
  }
  return undefined;
}

/** The meal's plain cup («كوب», «كوب (240 مل)»): a cup of the food as it is, not chopped. */
export function plainCup(
  servings: readonly Serving[],
): { serving: Serving; perUnit: number } | undefined {
  const serving = servings.find((s) => {
    const words = s.label.replace(/[()]/g, " ").trim().split(/\s+/);
    return unitOf(s).unit === "cup" && (words.length === 1 || /^\d/.test(words[1] ?? ""));
  });
  return serving ? { serving, perUnit: serving.grams / unitOf(serving).amount } : undefined;
}

const wholeCache = new Map<string, string | null>();
/**
 * The count noun of the whole a serving is a share of («ربع دجاجة (بلا عظم)»: «دجاجة»), or
 * undefined when it is none.
 */
export function wholeOfShare(serving: Serving): string | undefined {
  let whole = wholeCache.get(serving.label);
  if (whole === undefined) {
    const { unit, amount } = unitOf(serving);
    const noun =
      unit === "piece" && amount < 1
        ? countNouns.find((n) => labelNames(serving.label, n.word))
        : undefined;
    whole = noun?.word ?? null;
    wholeCache.set(serving.label, whole);
  }
  return whole ?? undefined;
}

/** A fish weighed by the fish as well as the fillet: «قاروص وحدة كبيرة» is one fish, not a fillet. */
export function isFish(servings: readonly Serving[]): boolean {
  const nouns: readonly string[] = householdEstimates.wholeFish.nouns;
  return servings.some((s) => nouns.some((noun) => labelNames(s.label, noun)));
}

export function isShareOfWhole(serving: Serving): boolean {
  return wholeOfShare(serving) !== undefined;
}

/** The meal's serving that is a share of a whole named by a count noun, and the whole's grams. */
export function shareOfWhole(
  servings: readonly Serving[],
): { serving: Serving; perUnit: number } | undefined {
  const serving = servings.find(isShareOfWhole);
  return serving ? { serving, perUnit: serving.grams / unitOf(serving).amount } : undefined;
}

/** How much a size said changes a serving of another size (none: a medium one). */
export function sizeFactor(
  said: ServingSize | undefined,
  serving: ServingSize | undefined,
): number {
  if (!said || said === (serving ?? "medium")) return 1;
  return householdEstimates.sizes[said] / householdEstimates.sizes[serving ?? "medium"];
}

/**
 * A drink the data serves only in its small cup («فنجان صغير (60 مل)»: Turkish and Arabic
 * coffee, espresso), with no cup or glass of its own: it is drunk from that cup whatever the
 * vessel is called («كاس قهوة عربي»), not from a 237 ml mug.
 */
export function finganAsVessel(
  servings: readonly Serving[],
): { serving: Serving; perUnit: number } | undefined {
  if (servings.some((s) => unitOf(s).unit === "cup" || unitOf(s).unit === "glass"))
    return undefined;
  return servingIn(servings, "fingan");
}

/**
 * A bowl («طاسة»، «صحن») of a food whose typical serving is a part of its cup («حصة (نصف كوب)»
 * of ice cream): the whole cup, as USDA serves a bowl (its microwavable soup bowls, SR28
 * 06497–06505, are «1 cup»), not the half cup. Undefined for a food served otherwise.
 */
export function bowlAsCup(
  servings: readonly Serving[],
): { serving: Serving; perUnit: number } | undefined {
  const typical = servings[0];
  if (!typical) return undefined;
  const { unit, amount } = unitOf(typical);
  return unit === "cup" && amount < 1
    ? { serving: typical, perUnit: typical.grams / amount }
    : undefined;
}

/** The vessels a drink is served in: a food served in one is no dish served only by the plate. */
const DRINK_VESSELS: ReadonlySet<HouseholdUnit | null> = new Set(["glass", "cup", "can", "fingan"]);

/** The plate of a dish the data serves by the plate and in no vessel a drink is (glass, cup, can). */
export function plateOnly(
  servings: readonly Serving[],
): { serving: Serving; perUnit: number } | undefined {
  if (servings.some((s) => DRINK_VESSELS.has(unitOf(s).unit))) return undefined;
  return servingIn(servings, "plate");
}
