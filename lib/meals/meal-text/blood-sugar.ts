// «السكر» a diabetic measured, not sugar eaten (STYLE.md item 19): «قست السكر»، «تحليل السكر
// الصبح ٩٥»، «السكر عندي ١٢٠» — a measuring word before it or a reading word after it makes the
// words a reading, understood and weighed as nothing, with the numbers of the reading (never
// grams of sugar). «سكري» (diabetes) names no food either. Read by parts.ts before foods are
// matched; words in content/meals/blood-sugar-words.ts.

import {
  beforeNumberWords,
  diabetesWords,
  measuringWords,
  readingWords,
} from "@/content/meals/blood-sugar-words";
import { wordAt, type Token } from "./tokens";
import { countNounWords, fold, unitWords } from "./words";

const SUGAR = fold("سكر");
const measuring = new Set(measuringWords.map(fold));
const reading = new Set(readingWords.map(fold));
const beforeNumber = new Set(beforeNumberWords.map(fold));
const diabetes = new Set(diabetesWords.map(fold));
/** A reading's words after «السكر» are a few: «كان ١٨٠»، «الصبح صايم ٩٥». */
const MAX_READING_WORDS = 4;

/**
 * The tokens from `from` to `to` that speak of the blood's sugar when the token at `at` is
 * «السكر»/«سكر» measured or read (the measuring word before it included), or «سكري»; undefined
 * otherwise.
 */
export function bloodSugarAt(
  tokens: readonly Token[],
  at: number,
): { from: number; to: number } | undefined {
  const word = wordAt(tokens, at);
  if (!word) return undefined;
  if (diabetes.has(word.folded)) return { from: at, to: at };
  // «السكر»، «سكر», never «بالسكر» (sugar in a drink)
  if (word.folded !== SUGAR && word.folded !== `ال${SUGAR}`) return undefined;
  const before = wordAt(tokens, at - 1);
  const measured = before !== undefined && measuring.has(before.folded);
  let to = at;
  let read = false;
  for (let k = at + 1; k <= at + MAX_READING_WORDS; k++) {
    const t = tokens[k];
    if (t?.kind === "number") {
      // «قست السكر ١٢٠»، «السكر الصبح ٩٥»: the reading's number; «السكر ٢» alone is not one,
      // nor a number of spoons («السكر كان ٢ ملعقة»)
      const after = tokens[k + 1];
      if (
        after?.kind === "word" &&
        (unitWords.has(after.folded) || countNounWords.has(after.folded))
      )
        return undefined;
      if (measured || k > at + 1) {
        to = k;
        read = true;
      }
      break;
    }
    if (t?.kind !== "word") break;
    if (reading.has(t.folded)) read = true;
    else if (!beforeNumber.has(t.folded)) break;
    to = k;
  }
  if (!read) {
    // «قست السكر», or «السكر الصبح» with no number: the weak words after are not a reading's
    if (!measured) return undefined;
    to = at;
  }
  return { from: measured ? at - 1 : at, to };
}
