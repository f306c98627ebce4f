import type { FoodMatcher } from "./food-matcher";
import { fractions } from "./words";

/**
 * «حليب نص دسم» is «حليب نصف دسم»: inside a name, a fraction's short form is its full form
 * (content/meals/meal-text-words.ts, `fractionWords`: «نص» of «نصف»), tried when the words as
 * typed make no whole name of two words or more.
 */
export function wholeName(matcher: FoodMatcher, typed: readonly string[]): readonly string[] {
  if (matcher.labelLength(typed) >= 2) return typed;
  const full = typed.map((word, at) => (at > 0 ? (fullFraction.get(word) ?? word) : word));
  return matcher.labelLength(full) >= 2 ? full : typed;
}

/** A fraction's short form and its full form, of the same value («نص» → «نصف»). */
const fullFraction = new Map(
  [...fractions].flatMap(([short, value]) =>
    [...fractions]
      .filter(([full, same]) => same === value && full !== short && full.startsWith(short))
      .map(([full]) => [short, full] as const),
  ),
);
