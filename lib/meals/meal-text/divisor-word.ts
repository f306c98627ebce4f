import { stripArticle } from "../normalize-arabic";
import { AND } from "./and-with";
import type { WordClass } from "./part";
import type { Token } from "./tokens";
import { divisors } from "./words";

/**
 * «على ٦»، «بيناتنا ٤»: a divisor word before a number that counts nothing after it (the
 * number ends the phrase, or a word that names nothing or «و» and the next food follows);
 * «فطرت على ٣ تمرات» counts the dates.
 */
export function dividesBy(
  classify: (folded: string, bare: string) => WordClass,
  tokens: readonly Token[],
  at: number,
): boolean {
  const word = tokens[at];
  if (word?.kind !== "word" || !divisors.has(word.folded)) return false;
  const number = tokens[at + 1];
  const isNumber =
    number?.kind === "number" ||
    (number?.kind === "word" && classify(number.folded, number.bare).kind === "number");
  if (!isNumber) return false;
  const after = tokens[at + 2];
  if (after === undefined || after.kind === "break") return true;
  if (after.kind === "number") return false;
  // «بيناتنا ٤ وشاهي»: «و» starts the next food.
  const names = (folded: string) => {
    const kind = classify(folded, stripArticle(folded)).kind;
    return kind !== "break" && kind !== "filler" && kind !== "other";
  };
  const rest = after.folded.slice(1);
  if (after.folded.startsWith(AND) && rest.length > 1 && !names(rest)) return true;
  if (after.folded.startsWith(AND) && classify(rest, stripArticle(rest)).kind === "food")
    return true;
  return !names(after.folded);
}
