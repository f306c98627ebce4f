import type { RecipeEntry, UsdaId } from "./types";

// Staples as the region cooks them. USDA's "cooked" couscous and bulgur are boiled with much
// more water than a Libyan or Levantine kitchen gives them: couscous here is steamed over the
// pot and bulgur is cooked until it has absorbed its water, so a plate of either holds more
// grain per gram. The rule: a recipe never names USDA's cooked row of such a staple; it names
// the DRY row and the tap water the grain takes up, the two computed by `cookedHere` from a
// yield (grams as eaten per gram dry) read off an analysed raw/cooked pair of one published
// table. Cooking by steaming or absorption adds only water, so that yield is the raw energy
// over the cooked energy of the same table. Rice stays USDA's cooked row: the analysed tables
// disagree on it (CoFID's boiled rice matches USDA, CIQUAL's reads 16 % higher), so no single
// local yield can be cited.

const WATER: UsdaId = "fndds:94000100"; // Water, tap

interface AnalysedPair {
  /** The table, as content/meals/reference-dishes.ts names its sources. */
  source: "cofid" | "ciqual";
  raw: { nameThere: string; energyKcal: number };
  cooked: { nameThere: string; energyKcal: number };
}

export interface CookedStaple {
  /** The USDA row no recipe may name: the staple boiled the U.S. way. */
  usCooked: UsdaId;
  /** The USDA row of the dry grain the recipe names instead. */
  dry: UsdaId;
  /** How it is cooked here (why USDA's cooked row does not stand for it). */
  method: string;
  /** The analysed pair the yield is read from (numbers as the table prints them). */
  yieldFrom: AnalysedPair;
}

export const cookedStaples = {
  couscous: {
    usCooked: "sr28:20029", // Couscous, cooked
    dry: "sr28:20028", // Couscous, dry
    method: "steamed over the pot (كسكاس), its water taken up without draining",
    // CoFID 2021 (flakkio-maker/easyketo-ciqual-data@4aefedc, uk_2025.json), 11-901 and 11-902.
    yieldFrom: {
      source: "cofid",
      raw: { nameThere: "Couscous, plain, raw", energyKcal: 364 },
      cooked: { nameThere: "Couscous, plain, cooked", energyKcal: 178 },
    },
  },
  bulgur: {
    usCooked: "sr28:20013", // Bulgur, cooked
    dry: "sr28:20012", // Bulgur, dry
    method: "cooked in its measure of water until absorbed, or soaked (تبولة، كبة)",
    // CIQUAL 2025 (flakkio-maker/easyketo-ciqual-data@4aefedc, ciqual_2025.json): the only
    // analysed absorbed bulgur found, so the CIQUAL row of برغل مطبوخ is no independent check.
    yieldFrom: {
      source: "ciqual",
      raw: { nameThere: "Blé, boulgour, cru", energyKcal: 347 },
      cooked: { nameThere: "Boulgour de blé, cuit, sans sel ajouté", energyKcal: 131 },
    },
  },
} as const satisfies Record<string, CookedStaple>;

export type StapleName = keyof typeof cookedStaples;

/**
 * Dishes whose grain is boiled in plenty of water that stays in the dish, a porridge or a
 * soup: for them USDA's boiled row is the method, and it stands (the broth beyond what the
 * grain takes up is its own line). Bahrain's analysed هريس (HAREES MEAT, FCT Kuwait) holds
 * 80.6 g of water per 100 g, more than any absorbed grain.
 */
export const boiledGrainDishes: readonly string[] = [
  "هريس",
  "هريس دجاج",
  "شوربة فريك",
  "شربة فريك",
  // Freekeh, for which bulgur stands: CIQUAL's analysed cooked freekeh (Frik cuit, 2025) is at
  // the boiled yield, +9 % against USDA's boiled bulgur and +71 % against the absorbed one.
  "فريك مطبوخ",
  "فريكة بالدجاج",
  "فريكة باللحم",
];

/** Grams as eaten per gram of dry grain. */
export function cookedYield(staple: StapleName): number {
  const { raw, cooked } = cookedStaples[staple].yieldFrom;
  return raw.energyKcal / cooked.energyKcal;
}

/**
 * The recipe lines of `gramsAsEaten` of a staple cooked here: its dry grain and the water it
 * took up, whole grams, adding up to `gramsAsEaten`.
 */
export function cookedHere(staple: StapleName, gramsAsEaten: number): RecipeEntry["recipe"] {
  const dryGrams = Math.round(gramsAsEaten / cookedYield(staple));
  return [
    { usda: cookedStaples[staple].dry, grams: dryGrams },
    { usda: WATER, grams: gramsAsEaten - dryGrams },
  ];
}
