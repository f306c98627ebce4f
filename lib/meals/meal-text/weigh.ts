// How an amount of a meal becomes grams, in this order (content/meals/README.md, "Amounts in a
// sentence"): grams or kilos as said; else the meal's own serving in that unit (the recipe's
// serving, or a USDA household measure of the food, or one borrowed from a similar food and
// marked an estimate); else a stated rule; else no weight, and the line asks for grams. Never a
// weight from nowhere.

import {
  countNouns,
  householdEstimates,
  type HouseholdUnit,
} from "@/content/meals/household-units";
import { platePortions } from "@/content/meals/plate-portions";
import { plateShares } from "@/content/meals/plate-shares";
import type { Serving } from "../types";
import { servingUnitOf, type ServingUnit } from "./serving-unit";
import { fold, type ServingSize } from "./words";

/** What was said: how many of which unit (null: none said, so the typical serving). */
export interface MealTextAmount {
  /** null when a plural was said without a number («كاسات شاهي»). */
  count: number | null;
  unit: HouseholdUnit | null;
  size?: ServingSize;
  /** A number said with no unit («قطايف 4»): it counts pieces where the typical serving is no household unit. */
  counted?: true;
  /** The food's count noun said («نص دجاجة»): the serving that names it, before another piece. */
  noun?: string;
}

/** The rules of the data README, used only when the meal has no serving in the unit said. */
type WeighingRule =
  /** «كأس» of a food with a cup but no glass: its cup (a drinking glass holds a cup). */
  | "glass-as-cup"
  /** «كوب» of a drink served by the glass: its glass. */
  | "cup-as-glass"
  /** Millilitres and litres of a food with a plain cup: USDA's cup is 236.6 ml. */
  | "volume"
  /** «حفنة» of a food with an ounce and no handful: its ounce (content/meals/household-units.ts). */
  | "handful-as-ounce"
  /** «حفنة» of a food with neither: half its cup, at most an ounce (householdEstimates.handful). */
  | "handful-from-cup"
  /** «صحن»/«طاسة» of a food with no plate: its typical serving, the portion a person is served. */
  | "plate-as-typical"
  /** «صحن رز», or «رز» alone: a plain staple's plate as our home plates hold it (plate-portions.ts). */
  | "plate-portion"
  /** «حصة» of a food served by its piece, glass or plate: its typical serving, one sitting's. */
  | "portion-as-typical"
  /** «مغرفة»: half the food's cup, or a third of its plate (householdEstimates). */
  | "ladle"
  /** «قطعة»/«حبة» of a dish served only by the plate: a third of its plate (householdEstimates). */
  | "piece-of-plate"
  /** «حوتتين» of a fried-fish dish served only by the plate: a plate each (householdEstimates.wholeFish). */
  | "fish-as-plate"
  /** «قطعة» of a food weighed only in shares of a whole («ربع دجاجة») and no piece: its typical serving. */
  | "piece-as-typical"
  /** «قطعة»/«سيخ» of a food cut in slices, with no piece of its own: its slice. */
  | "piece-as-slice"
  /** «فنجان» of a drink served by the cup only: USDA's coffee cups (householdEstimates.fingan). */
  | "fingan-from-cup"
  /** «كاس قهوة عربية»: a glass or cup of a drink drunk only from its small cup is that cup. */
  | "fingan-as-vessel"
  /** «فنجان شاهي»: a small cup of a drink served by its small glass (tea), no cup, is its glass. */
  | "fingan-as-glass"
  /** «كيس شاهي», the Moroccan «جوج كيسان أتاي»: a packet of a drink served by the glass is its glass. */
  | "packet-as-glass"
  /** A spoon of a food with a cup but no spoon: a US cup is 16 tablespoons, 48 teaspoons. */
  | "spoons-from-cup"
  /** A spoon of a dish served only by the plate: a spoonful of it (householdEstimates.spoonOfDish). */
  | "spoon-of-dish"
  /**
   * «نص رغيف مسخن»: a loaf of a dish served only by the plate is that plate (the dish on its
   * loaf); «رغيف شاورما», of a food served as a sandwich, that sandwich (rolled in its loaf).
   */
  | "loaf-as-plate"
  /** «طاسة بوظة»: a bowl of a food served by less than its cup holds at least that cup. */
  | "bowl-as-cup"
  /** «كاسة مرق بامية»: a glass or cup of a dish served only by the plate (householdEstimates.cupOfDish). */
  | "cup-of-dish"
  /** «علبة كشري»: a can or box of a dish served only by the plate, a takeaway box, is its plate. */
  | "can-as-plate"
  /** «حتة رقاق»: a piece of a bread served only by the loaf is a loaf. */
  | "piece-as-loaf"
  /** «نص دجاجة مندي»: a share of the whole bird a dish's plate holds a stated share of (plate-shares.ts). */
  | "share-of-plate"
  /** «شريحة كيك»، «شريحة لحم»: a slice of a food served by the piece, with no slice, is its piece. */
  | "slice-as-piece"
  /** A size said of a serving with none of that size: scaled (householdEstimates.sizes). */
  | "size"
  /** A teaspoon of a food with only a tablespoon, or the other way: a US tablespoon is 3 tsp. */
  | "spoons"
  /** «قهوة بلا سكر»: the sweetened drink's serving less its added sugar (drink-sugar.ts). */
  | "less-sugar";

/**
 * What each rule's grams rest on, for the line's reading: the serving's own weight (its USDA
 * portion or recipe, only converted) or our estimate; and which sentence says how
 * (content/meal-text.ts, `source`). One table, so a new rule is read alike everywhere.
 */
export const weighingRuleReadings = {
  "glass-as-cup": { restsOn: "estimate", text: "glassAsCup" },
  "cup-as-glass": { restsOn: "estimate", text: "cupAsGlass" },
  volume: { restsOn: "serving", text: "volume" },
  "handful-as-ounce": { restsOn: "estimate", text: "handfulAsOunce" },
  "handful-from-cup": { restsOn: "estimate", text: "handfulFromCup" },
  "plate-as-typical": { restsOn: "estimate", text: "plateAsTypical" },
  "plate-portion": { restsOn: "estimate", text: "platePortion" },
  "portion-as-typical": { restsOn: "estimate", text: "portionAsTypical" },
  ladle: { restsOn: "estimate", text: "ladle" },
  "piece-of-plate": { restsOn: "estimate", text: "pieceOfPlate" },
  "fish-as-plate": { restsOn: "estimate", text: "fishAsPlate" },
  "piece-as-typical": { restsOn: "estimate", text: "pieceAsTypical" },
  "piece-as-slice": { restsOn: "estimate", text: "pieceAsSlice" },
  size: { restsOn: "estimate", text: "size" },
  "fingan-from-cup": { restsOn: "estimate", text: "finganFromCup" },
  "fingan-as-vessel": { restsOn: "estimate", text: "finganAsVessel" },
  "fingan-as-glass": { restsOn: "estimate", text: "finganAsGlass" },
  "packet-as-glass": { restsOn: "estimate", text: "packetAsGlass" },
  "spoons-from-cup": { restsOn: "serving", text: "spoonsFromCup" },
  "spoon-of-dish": { restsOn: "estimate", text: "spoonOfDish" },
  "loaf-as-plate": { restsOn: "estimate", text: "loafAsPlate" },
  "bowl-as-cup": { restsOn: "estimate", text: "bowlAsCup" },
  "cup-of-dish": { restsOn: "estimate", text: "cupOfDish" },
  "can-as-plate": { restsOn: "estimate", text: "canAsPlate" },
  "piece-as-loaf": { restsOn: "estimate", text: "pieceAsLoaf" },
  "share-of-plate": { restsOn: "estimate", text: "shareOfPlate" },
  "slice-as-piece": { restsOn: "estimate", text: "sliceAsPiece" },
  spoons: { restsOn: "serving", text: "spoons" },
  "less-sugar": { restsOn: "serving", text: "lessSugar" },
} as const satisfies Record<WeighingRule, { restsOn: "serving" | "estimate"; text: string }>;

export type Weighing =
  | { grams: number; how: "weight" }
  | { grams: number; how: "serving"; serving: Serving; perUnit: number }
  | { grams: number; how: "rule"; rule: WeighingRule; serving: Serving; perUnit: number }
  | { grams: null; how: "unknown"; why: "no-weight" | "no-count" };

export interface WeighableMeal {
  /** The meal's exact name: its plate portion, when the data states one. */
  name?: string;
  servings?: readonly Serving[];
}

const plateByMeal = new Map(platePortions.map((entry) => [entry.meal, entry]));

/** The share of a whole («دجاجة») a dish's plate holds, when the data states one. */
function shareOfPlate(meal: string | undefined, noun: string) {
  const word = fold(noun);
  return plateShares.find((s) => s.meal === meal && fold(s.noun) === word);
}

/**
 * «مندي دجاج نص حبة»، «ربع حبة كبسة»: a fraction of a piece of a dish whose plate holds a share
 * of a whole bird is that fraction of the bird (the Gulf's «نص حبة» is half a chicken), as if its
 * count noun («نص دجاجة») were said; a piece cut from one plate is never less than a whole.
 */
function fractionOfWhole(meal: WeighableMeal, amount: MealTextAmount): string | undefined {
  if (amount.unit !== "piece" || amount.count === null || amount.count >= 1) return undefined;
  return plateShares.find((s) => s.meal === meal.name)?.noun;
}

/**
 * A plain staple's plate (content/meals/plate-portions.ts): the serving it is counted in, and
 * the plate's grams as the data states them. How many of that serving it is (220 g of rice:
 * 220 ÷ 158 g, 1.39 of USDA's cup) follows from the serving's own weight: `platePortionCount`.
 */
export function platePortion(
  meal: WeighableMeal,
): { serving: Serving; perUnit: number } | undefined {
  const entry = meal.name === undefined ? undefined : plateByMeal.get(meal.name);
  const serving = entry && meal.servings?.find((s) => s.label === entry.serving);
  if (!entry || !serving) return undefined;
  return { serving, perUnit: entry.grams };
}

/** How many of its serving a staple's plate holds (undefined: the meal has no plate portion). */
export function platePortionCount(meal: WeighableMeal): number | undefined {
  const plate = platePortion(meal);
  if (!plate) return undefined;
  return plate.perUnit / (plate.serving.grams / unitOf(plate.serving).amount);
}

/** Units a person names; «حصة» and «أونصة» only classify USDA's servings. */
function isHousehold(unit: HouseholdUnit | null): boolean {
  return unit !== null && unit !== "portion" && unit !== "ounce";
}

/** US measures: a tablespoon is three teaspoons, a cup 16 tablespoons, by definition (NIST Handbook 44). */
const TSP_PER_TBSP = 3;
const TBSP_PER_CUP = 16;

/** USDA's cup: 8 US fluid ounces (SR28 and FNDDS measure «1 cup» so). */
export const USDA_CUP_ML = 236.588;

const unitCache = new Map<string, ServingUnit>();
function unitOf(serving: Serving): ServingUnit {
  let unit = unitCache.get(serving.label);
  if (!unit) {
    unit = servingUnitOf(serving.label);
    unitCache.set(serving.label, unit);
  }
  return unit;
}

/** The meal's serving in `unit` (of that size when it has one), and grams per unit. */
function servingIn(
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
function cupFromVolume(
  servings: readonly Serving[],
): { serving: Serving; perUnit: number } | undefined {
  for (const serving of servings) {
    const ml = /\((\d+(?:\.\d+)?) مل\)/.exec(serving.label)?.[1];
    if (ml) return { serving, perUnit: (serving.grams / Number(ml)) * USDA_CUP_ML };
  }
  return undefined;
}

/** The meal's plain cup («كوب», «كوب (240 مل)»): a cup of the food as it is, not chopped. */
function plainCup(servings: readonly Serving[]): { serving: Serving; perUnit: number } | undefined {
  const serving = servings.find((s) => {
    const words = s.label.replace(/[()]/g, " ").trim().split(/\s+/);
    return unitOf(s).unit === "cup" && (words.length === 1 || /^\d/.test(words[1] ?? ""));
  });
  return serving ? { serving, perUnit: serving.grams / unitOf(serving).amount } : undefined;
}

export function weigh(meal: WeighableMeal, amount: MealTextAmount): Weighing {
  const { count, unit, size } = amount;
  if (count === null) return { grams: null, how: "unknown", why: "no-count" };
  if (unit === "gram") return { grams: count, how: "weight" };
  if (unit === "kilo") return { grams: count * 1000, how: "weight" };
  const servings = meal.servings ?? [];
  // «شوية رز», «رز»: a staple served by the plate is counted in plates, not in its cup.
  if (unit === null && platePortion(meal)) return weigh(meal, { ...amount, unit: "plate" });
  if (unit === null) {
    const typical = servings[0];
    if (!typical) return { grams: null, how: "unknown", why: "no-weight" };
    // «نص دجاجة مقلية», «ربع دجاجة مسلوقة»: a fraction said of a food served in shares of a
    // whole («نصف دجاجة», «ربع دجاجة») is that share of the whole, not of the typical serving.
    const share = count < 1 ? shareOfWhole(servings) : undefined;
    if (share) return { grams: count * share.perUnit, how: "serving", ...share };
    // «قطايف 4», «زوز بوريك»: four pieces, not four portions of a recipe; «جوزتان»: two nuts,
    // not two handfuls (a handful is itself a number of pieces), but «شوية جوز» a little handful.
    const typicalUnit = unitOf(typical).unit;
    const countsPieces =
      !isHousehold(typicalUnit) || (typicalUnit === "handful" && count >= 1) || isFish(servings);
    const pieces = amount.counted && countsPieces && servingIn(servings, "piece", size);
    if (pieces) return sized(pieces, count, size);
    if (size) return sizedTypical(servings, typical, count, size);
    return {
      grams: count * typical.grams,
      how: "serving",
      serving: typical,
      perUnit: typical.grams,
    };
  }
  if (unit === "ml" || unit === "litre") {
    const cup = plainCup(servings) ?? cupFromVolume(servings);
    if (!cup) return { grams: null, how: "unknown", why: "no-weight" };
    const ml = unit === "ml" ? count : count * 1000;
    const perUnit = (cup.perUnit / USDA_CUP_ML) * (unit === "ml" ? 1 : 1000);
    return {
      grams: (ml * cup.perUnit) / USDA_CUP_ML,
      how: "rule",
      rule: "volume",
      ...cup,
      perUnit,
    };
  }
  const own = servingIn(servings, unit, size, amount.noun);
  if (own) return sized(own, count, size);
  const estimated = estimatedUnit(meal, unit, amount.noun ?? fractionOfWhole(meal, amount));
  if (estimated) {
    const perUnit = estimated.perUnit * sizeFactor(size, undefined);
    return { grams: count * perUnit, how: "rule", ...estimated, perUnit };
  }
  const vessel = unit === "glass" || unit === "cup" ? finganAsVessel(servings) : undefined;
  if (vessel) {
    // Its small cup is the drink's usual one: «كاس كبير» is larger than it, as any size is.
    const perUnit = vessel.perUnit * sizeFactor(size, undefined);
    return { grams: count * perUnit, how: "rule", rule: "fingan-as-vessel", ...vessel, perUnit };
  }
  const other =
    unit === "glass"
      ? {
          rule: "glass-as-cup" as const,
          found: plainCup(servings) ?? servingIn(servings, "cup") ?? cupFromVolume(servings),
        }
      : unit === "cup"
        ? servingIn(servings, "glass")
          ? { rule: "cup-as-glass" as const, found: servingIn(servings, "glass") }
          : // «كوب بيبسي»: a drink served only in a container of stated volume, by that volume
            { rule: "volume" as const, found: cupFromVolume(servings) }
        : undefined;
  if (unit === "fingan") {
    const cup = plainCup(servings) ?? servingIn(servings, "cup");
    if (cup) {
      const perUnit = cup.perUnit * householdEstimates.fingan.cups[size ?? "medium"];
      return { grams: count * perUnit, how: "rule", rule: "fingan-from-cup", ...cup, perUnit };
    }
    // «فنجان شاهي»: a drink served by its small glass, with no cup, fills a cup as its glass.
    const glass = servingIn(servings, "glass");
    if (glass) {
      const perUnit = glass.perUnit * sizeFactor(size, unitOf(glass.serving).size);
      return { grams: count * perUnit, how: "rule", rule: "fingan-as-glass", ...glass, perUnit };
    }
  }
  if (other?.found) {
    const { serving } = other.found;
    const perUnit = other.found.perUnit * sizeFactor(size, unitOf(serving).size);
    return { grams: count * perUnit, how: "rule", rule: other.rule, serving, perUnit };
  }
  return { grams: null, how: "unknown", why: "no-weight" };
}

/** `count` of a serving, scaled by the size said when the serving is of another size. */
function sized(
  own: { serving: Serving; perUnit: number },
  count: number,
  size: ServingSize | undefined,
): Weighing {
  const factor = sizeFactor(size, unitOf(own.serving).size);
  if (factor === 1) return { grams: count * own.perUnit, how: "serving", ...own };
  const perUnit = own.perUnit * factor;
  return { grams: count * perUnit, how: "rule", rule: "size", serving: own.serving, perUnit };
}

/**
 * «بطاطا صغيرة», «سمكة كبيرة»: a size said with no unit sizes the typical serving: its serving of
 * that size when the data has one («حبة صغيرة»), else the typical serving by the size rule.
 */
function sizedTypical(
  servings: readonly Serving[],
  typical: Serving,
  count: number,
  size: ServingSize,
): Weighing {
  const { unit, size: typicalSize } = unitOf(typical);
  const sized = unit === null ? undefined : servingIn(servings, unit, size);
  if (sized && unitOf(sized.serving).size === size)
    return { grams: count * sized.perUnit, how: "serving", ...sized };
  const factor = sizeFactor(size, typicalSize);
  if (factor === 1)
    return {
      grams: count * typical.grams,
      how: "serving",
      serving: typical,
      perUnit: typical.grams,
    };
  const perUnit = typical.grams * factor;
  return { grams: count * perUnit, how: "rule", rule: "size", serving: typical, perUnit };
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
function isFish(servings: readonly Serving[]): boolean {
  const nouns: readonly string[] = householdEstimates.wholeFish.nouns;
  return servings.some((s) => nouns.some((noun) => labelNames(s.label, noun)));
}

function isShareOfWhole(serving: Serving): boolean {
  return wholeOfShare(serving) !== undefined;
}

/** The meal's serving that is a share of a whole named by a count noun, and the whole's grams. */
function shareOfWhole(
  servings: readonly Serving[],
): { serving: Serving; perUnit: number } | undefined {
  const serving = servings.find(isShareOfWhole);
  return serving ? { serving, perUnit: serving.grams / unitOf(serving).amount } : undefined;
}

/** How much a size said changes a serving of another size (none: a medium one). */
function sizeFactor(said: ServingSize | undefined, serving: ServingSize | undefined): number {
  if (!said || said === (serving ?? "medium")) return 1;
  return householdEstimates.sizes[said] / householdEstimates.sizes[serving ?? "medium"];
}

/**
 * A drink the data serves only in its small cup («فنجان صغير (60 مل)»: Turkish and Arabic
 * coffee, espresso), with no cup or glass of its own: it is drunk from that cup whatever the
 * vessel is called («كاس قهوة عربي»), not from a 237 ml mug.
 */
function finganAsVessel(
  servings: readonly Serving[],
): { serving: Serving; perUnit: number } | undefined {
  if (servings.some((s) => unitOf(s).unit === "cup" || unitOf(s).unit === "glass"))
    return undefined;
  return servingIn(servings, "fingan");
}

/** The rules for units the data has no serving in: a handful, a plate, a ladle, a piece. */
function estimatedUnit(
  meal: WeighableMeal,
  unit: HouseholdUnit,
  noun?: string,
): { rule: WeighingRule; serving: Serving; perUnit: number } | undefined {
  const servings = meal.servings ?? [];
  if (unit === "handful") {
    const ounce = servingIn(servings, "ounce");
    if (ounce) return { rule: "handful-as-ounce", ...ounce };
    const cup = plainCup(servings) ?? servingIn(servings, "cup");
    const { cups, maxGrams } = householdEstimates.handful;
    if (cup)
      return { rule: "handful-from-cup", ...cup, perUnit: Math.min(cup.perUnit * cups, maxGrams) };
  }
  const plate = unit === "plate" ? platePortion(meal) : undefined;
  if (plate) return { rule: "plate-portion", ...plate };
  if (unit === "plate") {
    const bowl = bowlAsCup(servings);
    if (bowl) return { rule: "bowl-as-cup", ...bowl };
  }
  if (unit === "plate" || unit === "portion") {
    const typical = servings[0];
    const rule = unit === "plate" ? "plate-as-typical" : "portion-as-typical";
    if (typical) return { rule, serving: typical, perUnit: typical.grams };
  }
  if (unit === "tsp" || unit === "tbsp") {
    const other = servingIn(servings, unit === "tsp" ? "tbsp" : "tsp");
    const factor = unit === "tsp" ? 1 / TSP_PER_TBSP : TSP_PER_TBSP;
    if (other) return { rule: "spoons", ...other, perUnit: other.perUnit * factor };
    const perTbsp = unit === "tsp" ? 1 / TSP_PER_TBSP : 1;
    const cup = plainCup(servings) ?? servingIn(servings, "cup");
    if (cup)
      return { rule: "spoons-from-cup", ...cup, perUnit: (cup.perUnit / TBSP_PER_CUP) * perTbsp };
    const plate = servingIn(servings, "plate");
    if (plate)
      return {
        rule: "spoon-of-dish",
        ...plate,
        perUnit: householdEstimates.spoonOfDish.gramsPerTbsp * perTbsp,
      };
  }
  if (unit === "packet") {
    const glass = servingIn(servings, "glass");
    if (glass) return { rule: "packet-as-glass", ...glass };
  }
  if (unit === "loaf") {
    const plate = servingIn(servings, "plate");
    if (plate) return { rule: "loaf-as-plate", ...plate };
    // «رغيف شاورما»: a food served as a sandwich is rolled in its loaf; the loaf is the sandwich.
    const sandwich = servingIn(servings, "sandwich");
    if (sandwich) return { rule: "loaf-as-plate", ...sandwich };
  }
  if (unit === "ladle") {
    const cup = plainCup(servings) ?? servingIn(servings, "cup");
    if (cup) return { rule: "ladle", ...cup, perUnit: cup.perUnit * householdEstimates.ladle.cups };
    const plate = servingIn(servings, "plate");
    if (plate)
      return { rule: "ladle", ...plate, perUnit: plate.perUnit * householdEstimates.ladle.plates };
  }
  if (unit === "piece") {
    const plate = servingIn(servings, "plate");
    // «نص دجاجة مندي»: half the bird a plate holds a quarter of is two plates; the whole, four.
    const share = plate && noun !== undefined ? shareOfPlate(meal.name, noun) : undefined;
    if (plate && share)
      return { rule: "share-of-plate", ...plate, perUnit: plate.perUnit / share.share };
    const { nouns, plates } = householdEstimates.wholeFish;
    if (plate && noun !== undefined && (nouns as readonly string[]).includes(noun))
      return { rule: "fish-as-plate", ...plate, perUnit: plate.perUnit * plates };
    if (plate)
      return {
        rule: "piece-of-plate",
        ...plate,
        perUnit: plate.perUnit * householdEstimates.piece.plates,
      };
    // A food the data weighs only in shares of a whole, with no piece of its own (no USDA row
    // weighs one): a piece is its typical serving, the portion one person is served, as it is
    // (a quarter chicken's 167 g), never the whole that share is of.
    const typical = servings[0];
    if (typical && servings.some(isShareOfWhole))
      return { rule: "piece-as-typical", serving: typical, perUnit: typical.grams };
    // «قطعة سمك»، «4 أسياخ كبدة»: a food the data cuts in slices and not in pieces (a fillet, a
    // slice of liver): a piece of it is its slice.
    const slice = servingIn(servings, "slice");
    if (slice) return { rule: "piece-as-slice", ...slice };
    // «حتة رقاق»، «حبة خبز تنور»: a bread the data weighs only by the loaf is eaten by the loaf.
    const loaf = servingIn(servings, "loaf");
    if (loaf) return { rule: "piece-as-loaf", ...loaf };
  }
  if (unit === "slice") {
    const piece = servingIn(servings, "piece");
    if (piece && !isShareOfWhole(piece.serving)) return { rule: "slice-as-piece", ...piece };
  }
  // A dish served only by the plate, in another vessel: a glass or cup holds a cup of it (at
  // most its plate); a can or box, the takeaway box, one plate.
  const dish = plateOnly(servings);
  if (dish && (unit === "glass" || unit === "cup")) {
    const perUnit = Math.min(householdEstimates.cupOfDish.grams, dish.perUnit);
    return { rule: "cup-of-dish", ...dish, perUnit };
  }
  if (dish && unit === "can") return { rule: "can-as-plate", ...dish };
  return undefined;
}

/**
 * A bowl («طاسة»، «صحن») of a food whose typical serving is a part of its cup («حصة (نصف كوب)»
 * of ice cream): the whole cup, as USDA serves a bowl (its microwavable soup bowls, SR28
 * 06497–06505, are «1 cup»), not the half cup. Undefined for a food served otherwise.
 */
function bowlAsCup(
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
function plateOnly(
  servings: readonly Serving[],
): { serving: Serving; perUnit: number } | undefined {
  if (servings.some((s) => DRINK_VESSELS.has(unitOf(s).unit))) return undefined;
  return servingIn(servings, "plate");
}
