// A food's own name said in its dual or plural («بوريكتين»، «بوريكات»، «فخذين دجاج مشوي»): the
// parts reader (parts.ts) reads it as a number and the food.
import type { FoodMatcher } from "./food-matcher";
import type { Part } from "./part";

/** Dual and plural endings of a food's own name, and the number they say (none: a plural). */
const FOOD_NAME_ENDINGS: readonly [string, number | undefined][] = [
  ["تين", 2],
  ["تان", 2],
  ["ات", undefined],
];

/**
 * «بوريكتين» is two بوريك, «بوريكات» several: a word that is no food as written, whose stem
 * before a dual («تين»، «تان») or plural («ات») ending is a whole one-word name or alias.
 */
export function foodNameCount(
  matcher: FoodMatcher,
  defaults: ReadonlyMap<string, string> | undefined,
  bare: string,
  following: readonly string[],
): { food: string; count?: number; bareDual?: true } | undefined {
  for (const [ending, count] of FOOD_NAME_ENDINGS) {
    if (!bare.endsWith(ending)) continue;
    const stem = bare.slice(0, -ending.length);
    if (stem.length < 3) continue;
    if (matcher.labelLength([stem]) === 1) return { food: stem, count };
    // «حوتتين»، «بسكويتات»: a bare everyday word's dual or plural counts its default, too.
    if (defaults?.has(stem)) return { food: stem, count, ...(count === 2 && { bareDual: true }) };
  }
  return dualOfNameStart(matcher, bare, following);
}

/**
 * «فخذين دجاج مشوي», «بسكويتتان بالزبدة»: the dual of the first word of a longer name counts
 * it, when the stem and the words after it make that whole name; a masculine dual («ين»،
 * «ان») only so, a word in «ين» alone being as often no dual at all.
 */
function dualOfNameStart(
  matcher: FoodMatcher,
  bare: string,
  following: readonly string[],
): { food: string; count?: number } | undefined {
  const rest = following.filter((w, k) => w !== "" && following.slice(0, k).every(Boolean));
  if (rest.length === 0) return undefined;
  for (const ending of ["تين", "تان", "ين", "ان"]) {
    if (!bare.endsWith(ending)) continue;
    const stem = bare.slice(0, -ending.length);
    if (stem.length >= 3 && matcher.labelLength([stem, ...rest]) >= 2)
      return { food: stem, count: 2 };
  }
  return undefined;
}

/** Whether the food parts since the last break hold the word («سمك بلطي مقلي» holds «سمك»). */
export function afterSameFood(parts: readonly Part[], word: string): boolean {
  for (let k = parts.length - 1; k >= 0; k--) {
    const part = parts[k] as Part;
    if (part.kind !== "food") return false;
    if (part.word === word) return true;
  }
  return false;
}
