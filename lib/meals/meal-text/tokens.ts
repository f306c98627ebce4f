// The first step of reading a meal sentence: numbers, words, and the marks that separate two
// foods, each with where it stands in the text (so what was not understood can be shown as
// typed). Digits may be Latin or Arabic-Indic; a decimal is written with «٫» or «.» (or a
// comma followed by one or two digits: «1,5»; «1,500» stays a thousand and five hundred), and
// «1/2» is a half.

import { toLatinDigits } from "@/lib/format/parse-number";
import { stripArticle } from "../normalize-arabic";
import { fold } from "./words";

export type Token =
  | { kind: "number"; value: number; start: number; end: number }
  | {
      kind: "word";
      /** Folded like the search folds it (hamza, ة/ه, marks), the article kept. */
      folded: string;
      /** Folded with the article removed: the form names are matched in. */
      bare: string;
      start: number;
      end: number;
    }
  /**
   * A hard break between two foods: a new line, «،», «,», «+», «;», «.», «:». Brackets are
   * not: «صدر دجاج (١٥٠ غ)» says the weight of the food before them.
   */
  | { kind: "break"; start: number; end: number };

// One pattern, tried at each position: a word of Arabic written in Latin letters with digits
// for the letters Latin lacks («s7n», «m9li», «3asir»: 7 is ح, 9 ق, 3 ع), a number, a word, a
// break, or anything else (skipped). A digit is such a letter after a Latin letter, or before
// two or more that are no unit («5kg», «200ml» stay an amount); «x2» and «2 slices» stay a number.
const PIECE =
  /((?![xX]\d+(?![A-Za-z]))[A-Za-z]+\d[A-Za-z\d]*|\d(?!(?:kg|gr|ml|g|l|pcs|gram|grams)(?![A-Za-z]))[A-Za-z]{2,}[A-Za-z\d]*)|(\d+\/[1-9]\d*|\d+(?:,\d{3})+(?!\d)|\d+(?:[.٫]\d+|,\d{1,2}(?!\d))?)|([\p{L}\p{M}\u0640]+)|([\n\r،,+;؛.:&|\-–—/\\!?؟]+)/gu;

export function tokenize(text: string): Token[] {
  // Arabic-Indic digits have the same length as Latin ones, so positions stay those of `text`.
  const latin = toLatinDigits(text);
  const tokens: Token[] = [];
  for (const match of latin.matchAll(PIECE)) {
    const start = match.index;
    const end = start + match[0].length;
    const word = match[1] ?? match[3];
    if (match[2] !== undefined) {
      const raw = match[2];
      const [numerator, denominator] = raw.split("/");
      const value = denominator
        ? Number(numerator) / Number(denominator)
        : /,\d{3}/.test(raw)
          ? Number(raw.replace(/,/g, ""))
          : Number(raw.replace(/[٫,]/, "."));
      tokens.push({ kind: "number", value, start, end });
    } else if (word !== undefined) {
      const folded = fold(unstretched(word));
      if (folded === "") continue;
      tokens.push({ kind: "word", folded, bare: stripArticle(folded), start, end });
    } else {
      tokens.push({ kind: "break", start, end });
    }
  }
  return tokens;
}

/**
 * «كبيييير»، «بزااااف»: a letter typed three times or more is one letter stretched for stress
 * (no Arabic word has a letter thrice in a row), so the word is read without the stretch.
 */
function unstretched(word: string): string {
  return word.replace(/([\u0621-\u064A])\1{2,}/g, "$1");
}

/** The token at `k` when it is a word, else undefined (a number, a break, past the end). */
export function wordAt(
  tokens: readonly Token[],
  k: number,
): Extract<Token, { kind: "word" }> | undefined {
  const token = tokens[k];
  return token?.kind === "word" ? token : undefined;
}

/** «وكليت» → «كليت»: a folded word without the «و» joined to it («و» alone, «ورق» kept). */
export function withoutJoinedAnd(folded: string): string {
  return folded.length > 2 && folded.startsWith("و") ? folded.slice(1) : folded;
}
