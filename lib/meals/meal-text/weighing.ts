// What weighing an amount (weigh.ts) takes and gives: the amount said, the meal's servings, and
// how the grams came (a weight, a serving, a stated rule, or none), with what each rule rests on.
import type { HouseholdUnit } from "@/content/meals/household-units";
import type { Serving } from "../types";
import type { ServingSize } from "./words";

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
export type WeighingRule =
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
  | "less-sugar"
  /** «كاسات شاهي»: a plural said with no number, three (unweighed.ts). */
  | "plural-as-three"
  /** «كيس تسالي»: a unit no serving or rule weighs for this food, one typical serving each (unweighed.ts). */
  | "unit-as-typical"
  /** Millilitres of a food with no cup or volume: a gram a millilitre (unweighed.ts). */
  | "volume-as-water";

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
  "plural-as-three": { restsOn: "estimate", text: "pluralAsThree" },
  "unit-as-typical": { restsOn: "estimate", text: "unitAsTypical" },
  "volume-as-water": { restsOn: "estimate", text: "volumeAsWater" },
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
