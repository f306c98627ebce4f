// Words that name a kind of food, not one meal: the item rules (food-at.ts) read the word after
// them as the sort meant, or the food after them as the one meant.
import type { FoodMatcher } from "./food-matcher";
import { kinds } from "./words";

/**
 * A word whose meal alone is only its kind's usual sort («حليب», «عصير»), or that is no whole
 * name, only the start of longer ones («فلفل»).
 */
export function isKindWord(
  matcher: FoodMatcher,
  defaults: ReadonlyMap<string, string> | undefined,
  word: string,
): boolean {
  return kinds.has(word) || defaults?.has(word) === true || matcher.labelLength([word]) === 0;
}

/** «اصابع»: a word that is no whole name, only the start of longer ones, and no kind word. */
export function isOnlyNameStart(
  matcher: FoodMatcher,
  defaults: ReadonlyMap<string, string> | undefined,
  word: string,
  next: { word: string; with?: boolean } | undefined,
): boolean {
  return (
    next !== undefined &&
    !next.with &&
    matcher.labelLength([word]) === 0 &&
    !defaults?.has(word) &&
    !kinds.has(word) &&
    matcher.labelLength([next.word]) === 1
  );
}
