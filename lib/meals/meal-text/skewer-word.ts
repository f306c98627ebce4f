// A rule of reading: «شيش» is a skewer (Iraq, the Levant) when it counts the grill said before
// it: «كباب عراقي 3 شيش» is three skewers of kebab, «تكة شيشين» two of tikka; read as the unit
// «سيخ» and weighed as it is. Elsewhere the word is shish tawook's («سيخ شيش»، «2 شيش»): after a
// number with no food word right before it, alone, or starting a name. The words are
// content/meals/household-units.ts's `skewerWords`.
import { skewerWords } from "@/content/meals/household-units";
import type { Token } from "./tokens";
import { fold, unitWords, type UnitWord } from "./words";

const ONE = fold(skewerWords.one);
const TWO = fold(skewerWords.two);
const skewer = unitWords.get(fold(skewerWords.unit));

/**
 * The skewer unit the word at `at` says, or undefined. `isFood`: whether a token is a food word.
 * «شيشين» always counts two; «شيش» counts the number before it when a food word comes right
 * before that number.
 */
export function skewerUnitAt(
  tokens: readonly Token[],
  at: number,
  isFood: (token: Token) => boolean,
  isNumber: (token: Token) => boolean,
): UnitWord | undefined {
  const token = tokens[at];
  if (!skewer || token?.kind !== "word") return undefined;
  if (token.folded === TWO) return { noun: skewer.noun, number: 2 };
  if (token.folded !== ONE) return undefined;
  const number = tokens[at - 1];
  const food = tokens[at - 2];
  if (!number || !food || !isNumber(number) || !isFood(food)) return undefined;
  return { noun: skewer.noun, number: 1 };
}
