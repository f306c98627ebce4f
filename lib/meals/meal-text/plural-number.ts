import type { WordClass } from "./part";
import { pluralNumbers } from "./words";

/**
 * «تلت تمرات» is three dates, «تلت رغيف» a third of a loaf: a fraction word that is also said
 * for a number (content/meals/meal-text-words.ts, `numbersBeforePlural`) is that number before
 * a plural unit or count noun, which a fraction never takes.
 */
export function numberBeforePlural(folded: string, next: WordClass): number | undefined {
  const value = pluralNumbers.get(folded);
  if (value === undefined) return undefined;
  return (next.kind === "unit" || next.kind === "count") && next.number === "plural"
    ? value
    : undefined;
}
