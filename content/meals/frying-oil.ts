import type { RecipeEntry, UsdaId } from "./types";

// Oil absorbed by frying. A fried food carries the oil it took up in the pan or the fryer, and
// how much depends on the food: a slice of aubergine drinks oil like a sponge, a potato or a
// floured fish takes little. The rule: the frying-oil line of a fried dish is never typed by
// hand; `withFryingOil` writes it from the grams of the fried food, at the uptake read off an
// analysed raw/fried pair of the same food in one published table (CoFID 2021, the UK's
// McCance and Widdowson's tables, as flakkio-maker/easyketo-ciqual-data@4aefedc transcribes
// them in uk_2025.json, the transcription reference-dishes.ts already cites).
//
// How a pair gives the uptake: frying adds oil and drives out water and changes nothing else,
// so the food's non-fat energy (energy less 9 kcal per gram of fat, CoFID's factor) is the same
// before and after. 100 g of fried food therefore came from 100 × (non-fat energy fried) /
// (non-fat energy raw) grams of raw food, whose own fat is subtracted from the fried food's fat
// to leave the oil taken up; what remains of the weight balance is the water lost. A food
// coated in flour takes energy from its coating, so for it the marker is protein instead (the
// thin flour coat adds under a gram of protein per 100 g: the uptake moves by a hundredth of a
// gram).
//
// The water lost is stated for each kind but not written into the recipes: the foods built
// here are named by cooked USDA rows (boiled potato and aubergine, fish cooked by dry heat, a
// poached egg), and a recipe line cannot take water out of a row. Where that row holds more
// water than the fried food (boiled potato and aubergine), the dish reads low, and the test
// prints the water each dish keeps that frying would have driven out. A dough is weighed by its
// flour; the water its fried pieces keep (the puri's, per gram of flour) is printed beside the
// recipe's dough water, which the rule leaves as the recipe states it.

/** The oil the dishes are fried in, the line `withFryingOil` writes. */
export const FRYING_OIL: UsdaId = "sr28:04506"; // Oil, sunflower

interface TableRow {
  code: string;
  nameThere: string;
  energyKcal: number;
  fat: number;
  protein: number;
}

interface FriedPair {
  raw: TableRow;
  fried: TableRow;
  /** What frying leaves unchanged, from which the raw weight of the fried food is read. */
  marker: "non-fat energy" | "protein";
  /**
   * What the recipe's lines of this kind weigh: the food as eaten without its oil, or, for a
   * dough, the flour (or semolina) the dough was made from, its water being the cook's.
   */
  weighed: "fried food" | "flour";
  /** Which of the database's fried foods the pair stands for, and why. */
  standsFor: string;
}

/** CoFID 2021 rows (uk_2025.json at flakkio-maker/easyketo-ciqual-data@4aefedc), per 100 g. */
export const fryingPairs = {
  aubergine: {
    raw: { code: "13-161", nameThere: "Aubergine, raw", energyKcal: 15, fat: 0.4, protein: 0.9 },
    fried: {
      code: "13-162",
      nameThere: "Aubergine, fried in corn oil",
      energyKcal: 302,
      fat: 31.9,
      protein: 1.2,
    },
    marker: "non-fat energy",
    weighed: "fried food",
    standsFor: "aubergine slices fried for مقلوبة and the like",
  },
  vegetable: {
    raw: { code: "13-627", nameThere: "Courgette, raw", energyKcal: 16, fat: 0.2, protein: 1.3 },
    fried: {
      code: "13-232",
      nameThere: "Courgette, fried in corn oil",
      energyKcal: 63,
      fat: 4.8,
      protein: 2.6,
    },
    marker: "non-fat energy",
    weighed: "fried food",
    standsFor:
      "a firm vegetable fried in pieces (cauliflower): CoFID analysed no fried cauliflower, and the courgette is the firm vegetable it did; the aubergine's spongy flesh is the exception, not the rule",
  },
  potato: {
    raw: {
      code: "13-489",
      nameThere: "Potatoes, old, raw, flesh only",
      energyKcal: 82,
      fat: 0.1,
      protein: 1.9,
    },
    fried: {
      code: "13-597",
      nameThere: "Potato chips, homemade, fried in sunflower oil",
      energyKcal: 197,
      fat: 6.7,
      protein: 3.2,
    },
    marker: "non-fat energy",
    weighed: "fried food",
    standsFor: "potato pieces or slices fried at home",
  },
  fishInFlour: {
    raw: {
      code: "16-375",
      nameThere: "Haddock, flesh only, raw",
      energyKcal: 75,
      fat: 0.4,
      protein: 17.8,
    },
    fried: {
      code: "16-060",
      nameThere: "Haddock, fillets, flesh only, in flour, fried in sunflower oil",
      energyKcal: 138,
      fat: 4.1,
      protein: 21.1,
    },
    marker: "protein",
    weighed: "fried food",
    standsFor: "white fish dusted with flour and fried, as حوت مقلي and بلطي مقلي are",
  },
  egg: {
    raw: {
      code: "12-937",
      nameThere: "Eggs, chicken, whole, raw",
      energyKcal: 131,
      fat: 9.0,
      protein: 12.6,
    },
    fried: {
      code: "12-944",
      nameThere: "Eggs, chicken, whole, fried in sunflower oil",
      energyKcal: 200,
      fat: 15.7,
      protein: 14.7,
    },
    marker: "non-fat energy",
    weighed: "fried food",
    standsFor: "beaten egg fried in the pan (عجة)",
  },
  dough: {
    // The table gives no raw dough, so the raw side is the flour: the puri's non-fat energy
    // is all its flour's. If the table's recipe works a little fat into the dough, the uptake
    // counts it too.
    raw: {
      code: "11-894",
      nameThere: "Flour, chapati, white",
      energyKcal: 345,
      fat: 1.4,
      protein: 9.7,
    },
    fried: {
      code: "11-911",
      nameThere: "Puri, homemade",
      energyKcal: 366,
      fat: 22.3,
      protein: 7.2,
    },
    marker: "non-fat energy",
    weighed: "flour",
    standsFor:
      "a wheat or semolina dough or batter fried whole (سفنز، زلابية، مشبك، مقروض): the puri is the table's plain wheat dough deep-fried",
  },
} as const satisfies Record<string, FriedPair>;

export type FryKind = keyof typeof fryingPairs;

const FAT_KCAL = 9;

/** Grams of raw food that make 100 g of the fried food. */
export function rawPerHundredFried(kind: FryKind): number {
  const { raw, fried, marker } = fryingPairs[kind] as FriedPair;
  if (marker === "protein") return (100 * fried.protein) / raw.protein;
  return (100 * (fried.energyKcal - FAT_KCAL * fried.fat)) / (raw.energyKcal - FAT_KCAL * raw.fat);
}

/** Oil taken up, grams per 100 g of the fried food. */
export function oilUptake(kind: FryKind): number {
  const { raw, fried } = fryingPairs[kind];
  return fried.fat - (raw.fat * rawPerHundredFried(kind)) / 100;
}

/**
 * Water driven out, grams per 100 g of the fried food. For a dough weighed by its flour the
 * balance is negative: it is the water the fried dough still holds, the cook's water less
 * what frying drove out.
 */
export function waterLost(kind: FryKind): number {
  return rawPerHundredFried(kind) + oilUptake(kind) - 100;
}

/**
 * The oil that `grams` of a fried food takes up, to the half gram. A food weighed as eaten
 * without its oil holds `oilUptake` grams of oil in every 100 g of food and oil together; a
 * dough weighed by its flour takes `oilUptake` grams for every `rawPerHundredFried` grams.
 */
export function fryingOilGrams(kind: FryKind, grams: number): number {
  const uptake = oilUptake(kind);
  const oil =
    fryingPairs[kind].weighed === "flour"
      ? (grams * uptake) / rawPerHundredFried(kind)
      : (grams * uptake) / (100 - uptake);
  return Math.round(oil * 2) / 2;
}

/**
 * Raw doughs a recipe names instead of their flour, weighed by the flour of the same non-fat
 * energy (both USDA rows, per 100 g as usda-foods.json gives them; the test holds them to it).
 */
export const flourOfRawDough: Readonly<
  Partial<Record<UsdaId, { dough: { energyKcal: number; fat: number }; flourPerGram: number }>>
> = {
  // Phyllo dough (filo, malsouka) against all-purpose wheat flour (sr28:20481: 364 kcal, 0.98 g).
  "sr28:18338": {
    dough: { energyKcal: 299, fat: 6 },
    flourPerGram: (299 - FAT_KCAL * 6) / (364 - FAT_KCAL * 0.98),
  },
};

/** The fried parts of a dish: which of its recipe's rows go into the pan, at which uptake. */
export interface FriedPart {
  kind: FryKind;
  rows: readonly UsdaId[];
}

/** Every dish built by the rule, with its fried parts. */
export const friedDishes: Readonly<Record<string, readonly FriedPart[]>> = {
  "حوت مقلي": [
    {
      kind: "fishInFlour",
      // The fish, its flour, cumin and salt go into the pan; the lemon is squeezed on after.
      rows: ["sr28:15133", "sr28:20481", "sr28:02014", "sr28:02047"],
    },
  ],
  "سمك بلطي مقلي": [{ kind: "fishInFlour", rows: ["sr28:15262", "sr28:20081", "sr28:02047"] }],
  // The potato slices are fried stuffed with the meat and coated in egg and flour; the sauce
  // they finish in is not fried.
  مبطن: [
    {
      kind: "potato",
      rows: ["sr28:11365", "sr28:17225", "sr28:01123", "sr28:20481", "sr28:11297"],
    },
  ],
  مقلوبة: [
    { kind: "aubergine", rows: ["sr28:11210"] },
    { kind: "vegetable", rows: ["sr28:11136"] },
  ],
  // Egyptian مسقعة: its eggplant slices are fried, then baked with the meat and tomato sauce.
  مسقعة: [{ kind: "aubergine", rows: ["sr28:11210"] }],
  // Doughs, by the flour they are made from: the egg on سفنز بالبيض is USDA's fried egg row,
  // its oil inside it; the dates and honey of مقروض are not in the pan or go on after.
  سفنز: [{ kind: "dough", rows: ["sr28:20481"] }],
  "سفنز بالبيض": [{ kind: "dough", rows: ["sr28:20481"] }],
  زلابية: [{ kind: "dough", rows: ["sr28:20481"] }],
  مشبك: [{ kind: "dough", rows: ["sr28:20081"] }],
  مقروض: [{ kind: "dough", rows: ["sr28:20466"] }],
  // Filled filo, fried: the pastry takes the dough's uptake by its flour; the filling inside
  // it is not in the oil.
  بوريك: [{ kind: "dough", rows: ["sr28:18338"] }],
  "بريك تونسي": [{ kind: "dough", rows: ["sr28:18338"] }],
  عجة: [{ kind: "egg", rows: ["sr28:01131", "sr28:11297", "sr28:11282", "sr28:20081"] }],
};

/**
 * Fried dishes the rule does not build, and why. A dish whose basis or name says it is fried
 * must be here or in `friedDishes` (frying-oil.test.ts).
 */
export const fryingExceptions: Readonly<Record<string, string>> = {
  // Sautéed in the pan, the oil served with the dish: all of it is eaten, no fryer's uptake.
  "قلاية لحم": "meat sautéed in olive oil with its vegetables; the pan's oil is the sauce",
  "قلاية كبدة": "liver sautéed in olive oil with its vegetables; the pan's oil is the sauce",
  "كبدة إسكندراني": "liver sautéed with peppers and garlic; the pan's oil is served with it",
  // Onions (or garlic) fried in oil or ghee that then goes into the pot whole.
  مجدرة: "the onions are fried in the oil that is poured over the dish",
  كشري: "the onions' frying oil goes into the rice and lentils",
  "برياني دجاج": "the onions are fried in the oil the rice is layered with",
  "برياني لحم": "the onions are fried in the ghee the rice is layered with",
  ملوخية: "تقلية: garlic fried in ghee poured whole into the pot",
  "ملوخية بالأرانب": "تقلية: garlic fried in ghee poured whole into the pot",
  جريش: "تقلية: onion fried in ghee poured whole over the dish",
  // The analysed dish the recipe is built on (the Lebanese FATOUSH the Bahrain tables reprint,
  // 1.9 g of fat in all) has its bread toasted with a brush of oil, not fried.
  فتوش: "its bread is toasted with a little oil, as in the analysed Lebanese FATOUSH (1.9 g fat)",
  // The fried food is a USDA fried row, its oil part of the row.
  عوامة: "fried dough on USDA's fried row (FNDDS Fritter, plain), its oil inside the row",
  لقيمات: "fried dough on USDA's fried row (FNDDS Fritter, plain), its oil inside the row",
  "بلح الشام": "fried dough on USDA's fried row (FNDDS Fritter, plain), its oil inside the row",
  شباكية: "fried dough on USDA's fried row (FNDDS Fritter, plain), its oil inside the row",
  // A potato loses three quarters of its weight in water in the fryer (75 g per 100 g fried,
  // the potato pair above), which no line can take out of USDA's boiled potato: fried cubes
  // served as they are take USDA's row of potatoes fried from fresh, which holds both the oil
  // and the loss (198 kcal per 100 g; CoFID's homemade chips, analysed apart, 197).
  "بطاطا حرة":
    "fried potato cubes on USDA's row of potatoes fried from fresh (FNDDS 71401010), its oil and water loss inside the row",
  مسمن: "pan-cooked bread on USDA's paratha row, which holds its fat; the butter is brushed on",
  // No analysed raw/fried pair of the food was found (CoFID, CIQUAL and BLS searched), and the
  // puri's dough does not stand for it (a cooked pancake, a meat shell, a bean paste): the oil stays the recipe's stated estimate until one is.
  قطايف:
    "fried stuffed pancakes on USDA's cooked pancake row, not a dough: no analysed pancake / fried pancake pair found",
  "كبة مقلية": "fried bulgur and meat shell: no analysed raw/fried kibbeh pair found",
  "كبة لبنية": "fried bulgur and meat balls: no analysed raw/fried kibbeh pair found",
  طعمية: "fried soaked-bean paste: no analysed raw/fried patty pair found (soaked-legumes.ts)",
};

/**
 * The recipe lines of a dish built by the rule: `lines` (without the frying oil) and the frying
 * oil its fried parts took up, written last.
 */
export function withFryingOil(dish: string, lines: RecipeEntry["recipe"]): RecipeEntry["recipe"] {
  const parts = friedDishes[dish];
  if (!parts) throw new Error(`${dish} is not a dish built by the frying-oil rule`);
  const oil = parts.reduce((sum, { kind, rows }) => {
    const foodGrams = lines
      .filter((l) => rows.includes(l.usda))
      .reduce((s, l) => {
        const flourPerGram = fryingPairs[kind].weighed === "flour" ? flourOfRawDough[l.usda] : null;
        return s + l.grams * (flourPerGram?.flourPerGram ?? 1);
      }, 0);
    if (foodGrams === 0) throw new Error(`${dish}: none of its ${kind} rows is in the recipe`);
    return sum + fryingOilGrams(kind, foodGrams);
  }, 0);
  return [...lines, { usda: FRYING_OIL, grams: oil }];
}
