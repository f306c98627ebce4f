// The parser's word tables, folded once from content/meals/household-units.ts and
// content/meals/meal-text-words.ts with the meal search's own letter folding, so a word is
// recognised whatever its hamza, ة/ه or ى/ي. Duals follow by rule from each singular
// («صحن» → «صحنين»، «صحنان»; «ملعقة» → «ملعقتين»، «ملعقتان»).

import {
  countNouns,
  householdNouns,
  nonHouseholdLabelWords,
  pieceLabelWords,
  servingSizes,
  spoonSizes,
  type CountNoun,
  type HouseholdNoun,
  type HouseholdUnit,
} from "@/content/meals/household-units";
import {
  cookingWords,
  fishKindWords,
  fillerWords,
  fractionWords,
  littleWords as littleWordList,
  notFoodWords,
  clockTimeWords,
  clockWords,
  halfTimeWords,
  divisorWords,
  flavourWords,
  kindWords,
  lackedDishWords,
  lackedFoodWords,
  placeWords,
  notSortWords,
  servedAsWords,
  numberWords,
  numbersBeforePlural,
  ownIngredientWords,
  separatorWords,
} from "@/content/meals/meal-text-words";
import { plainDrinkWords, sugarWithWords, withoutWords } from "@/content/meals/drink-sugar-words";
import { foldCharacters } from "../normalize-arabic";

/** A word folded like the search folds it (one word: no spaces inside). */
export function fold(word: string): string {
  return foldCharacters(word).replace(/ /g, "");
}

/** How many a unit word says by itself: one («صحن»), two («صحنين») or a plural («صحون»). */
export type WordNumber = 1 | 2 | "plural";

export interface UnitWord {
  noun: HouseholdNoun;
  number: WordNumber;
}

export interface CountNounWord {
  noun: CountNoun;
  number: WordNumber;
}

/**
 * The duals of a folded singular: «صحن» → صحنين، صحنان; «ملعقه» → ملعقتين، ملعقتان، and before
 * the noun it measures, without its «ن»: «شريحتا توست»، «ملعقتا سكر». A masculine «صحنا» is
 * not one: it is also how «صحنًا» (one plate) is written without its marks.
 */
function dualsOf(singular: string): string[] {
  if (!singular.endsWith("ه")) return [`${singular}ين`, `${singular}ان`];
  const stem = `${singular.slice(0, -1)}ت`;
  return [`${stem}ين`, `${stem}ان`, `${stem}ا`];
}

/** The regular plural of a folded singular in ة: «تمره» → تمرات. */
function soundPluralOf(singular: string): string | undefined {
  return singular.endsWith("ه") ? `${singular.slice(0, -1)}ات` : undefined;
}

function firstWord(text: string): string {
  return fold(text.split(" ")[0] ?? "");
}

function buildUnitWords(): Map<string, UnitWord> {
  const map = new Map<string, UnitWord>();
  const put = (word: string, entry: UnitWord) => {
    if (word && !map.has(word)) map.set(word, entry);
  };
  for (const noun of householdNouns) {
    // Two-word nouns («ملعقة صغيرة») are reached through their first word and a size word.
    if (noun.forms[0].includes(" ") && noun.unit === "tsp") continue;
    const singulars = [noun.forms[0], ...(noun.typed ?? [])].map(firstWord);
    for (const s of singulars) put(s, { noun, number: 1 });
    // «11 صحنًا»: the accusative singular after 11–99, as amounts are written back.
    if (noun.accusative) put(firstWord(noun.accusative), { noun, number: 1 });
    put(firstWord(noun.forms[1]), { noun, number: 2 });
    for (const s of singulars) for (const d of dualsOf(s)) put(d, { noun, number: 2 });
    for (const p of [noun.forms[2], ...(noun.plurals ?? [])]) {
      put(firstWord(p), { noun, number: "plural" });
    }
  }
  return map;
}

function buildCountNounWords(): Map<string, CountNounWord> {
  const map = new Map<string, CountNounWord>();
  for (const noun of countNouns) {
    const word = fold(noun.word);
    map.set(word, { noun, number: 1 });
    for (const d of dualsOf(word)) map.set(d, { noun, number: 2 });
    const plural = soundPluralOf(word);
    if (plural) map.set(plural, { noun, number: "plural" });
  }
  return map;
}

function foldedRecord(record: Readonly<Record<string, number>>): Map<string, number> {
  return new Map(Object.entries(record).map(([word, value]) => [fold(word), value]));
}

function foldedSet(words: readonly string[]): Set<string> {
  return new Set(words.map(fold));
}

export const unitWords = buildUnitWords();
export const countNounWords = buildCountNounWords();
export const numbers = foldedRecord(numberWords);
export const fractions = foldedRecord(fractionWords);
export const littleWords = foldedSet(littleWordList);
export const pluralNumbers = foldedRecord(numbersBeforePlural);
/** A dish's name and the folded «بال…» words of its own ingredients. */
export const ownIngredients = new Map<string, Set<string>>(
  Object.entries(ownIngredientWords).map(([dish, words]) => [dish, foldedSet(words)]),
);
export const separators = foldedSet(separatorWords);
/** «قهوة سادة»: the plain word is understood, plain-drink.ts reads what it says of the drink. */
export const fillers = foldedSet([...fillerWords, ...plainDrinkWords]);
export const notFood = foldedSet(notFoodWords);
export const clock = foldedSet(clockWords);
export const clockTime = {
  ordinals: foldedSet(clockTimeWords.ordinals),
  less: foldedSet(clockTimeWords.less),
};
export const halfTimes = foldedSet(halfTimeWords);
export const divisors = foldedSet(divisorWords);
export const kinds = foldedSet(kindWords);
/** A «without» word is no sort either: «شاهي بلاش سكر» is tea, without sugar. */
export const servedAs = foldedSet(servedAsWords);
export const notSorts = foldedSet([
  ...notSortWords,
  ...withoutWords.filter((w) => !w.includes(" ")),
  // «قهوة بسكر»: the drink's sugar (drink-sugar.ts), no sort of it
  ...Object.keys(sugarWithWords),
  // «قهوة سادة»: the drink said plain (plain-drink.ts), no sort of it
  ...plainDrinkWords,
]);
/** «بلا»، «بدون»: the one word after is not eaten (a drink's sugar is drink-sugar.ts's). */
export const withoutSingleWords = foldedSet(withoutWords.filter((w) => !w.includes(" ")));
/** «من غير»، «خالي من»: a «without» of two words, each folded, joined by a space. */
export const withoutPairs: ReadonlySet<string> = new Set(
  withoutWords.filter((w) => w.includes(" ")).map((w) => w.split(" ").map(fold).join(" ")),
);
export const places = {
  before: foldedSet(placeWords.before),
  definiteAfter: foldedSet(placeWords.definiteAfter),
  unknownAfter: foldedSet(placeWords.unknownAfter),
};
export const lackedFoods = foldedSet(lackedFoodWords);
export const lackedDishes = foldedSet(lackedDishWords);
export const fishKinds = foldedSet(fishKindWords);
export const flavours = foldedSet(flavourWords);
/** A cooking word after a food, folded, and the folded words a meal's name may use for it. */
export const cooking = new Map<string, string[]>(
  cookingWords.flatMap(({ words, means }) =>
    words.map((word) => [fold(word), means.map(fold)] as const),
  ),
);
export const spoon = {
  tbsp: foldedSet(spoonSizes.tbsp),
  tsp: foldedSet(spoonSizes.tsp),
  tspBeforeFood: foldedSet(spoonSizes.tspBeforeFood),
};

export type ServingSize = keyof typeof servingSizes;
export const sizes = new Map<string, ServingSize>(
  (Object.keys(servingSizes) as ServingSize[]).flatMap((size) => {
    const { feminine, masculine, typed } = servingSizes[size];
    return [...feminine, ...masculine, ...typed].map((word) => [fold(word), size] as const);
  }),
);

export const pieceLabels = foldedSet(pieceLabelWords);
export const portionLabels = foldedSet(nonHouseholdLabelWords.portion);
export const ounceLabels = foldedSet(nonHouseholdLabelWords.ounce);

/** The first household noun of a unit: how an amount of it is written by default. */
export function defaultNounOf(unit: HouseholdUnit): HouseholdNoun | undefined {
  return householdNouns.find((noun) => noun.unit === unit);
}
