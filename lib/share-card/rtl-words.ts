import { shapeArabic } from "./arabic-shaping";

// Arabic text laid out by hand for the share cards. Satori (next/og) joins Arabic letters but
// places words left to right and ignores `direction: rtl` (vercel/satori#74), so a card cannot
// hand it a sentence. This module cuts a line into words and each word into pieces, in the order
// they are to be drawn from the right, with paired punctuation mirrored as an RTL paragraph
// shows it; the card draws each level in a `row-reverse` flex. Pure: no React, no fonts.

/** One word of the line: its pieces from right to left, joined with no space between them. */
export interface RtlWord {
  pieces: string[];
}

// A run of Latin letters (with inner dots, dashes and apostrophes), a number as the site writes
// it (1,234.5 or ٣٫٥, with a trailing % as bidi keeps with its number), or Arabic letters with
// their marks; anything else is one character of punctuation.
const LATIN = String.raw`[A-Za-z]+(?:[-'.][A-Za-z]+)*`;
const NUMBER = String.raw`[0-9\u0660-\u0669]+(?:[.,\u066B\u066C][0-9\u0660-\u0669]+)*%?`;
const ARABIC = String.raw`[\p{Script=Arabic}\p{M}]+`;
const PIECE = new RegExp(`${LATIN}|${NUMBER}|${ARABIC}|.`, "gu");
const LATIN_START = /^[A-Za-z]/;
const ARABIC_ONLY = new RegExp(`^${ARABIC}$`, "u");
const NUMBER_ONLY = new RegExp(`^${NUMBER}$`, "u");

// Characters an RTL paragraph draws with their mirror image (Unicode's Bidi_Mirrored pairs
// that occur in our texts).
const MIRROR: Record<string, string> = {
  "(": ")",
  ")": "(",
  "[": "]",
  "]": "[",
  "{": "}",
  "}": "{",
  "«": "»",
  "»": "«",
  "<": ">",
  ">": "<",
  "‹": "›",
  "›": "‹",
};

const mirrored = (piece: string) => MIRROR[piece] ?? piece;

/** A word's pieces in logical order: letters, numbers and each punctuation mark apart. */
export function wordPieces(word: string): string[] {
  return word.match(PIECE) ?? [];
}

const isLatinWord = (pieces: readonly string[]) =>
  LATIN_START.test(pieces[0] ?? "") &&
  pieces.every((p) => LATIN_START.test(p) || NUMBER_ONLY.test(p));

/**
 * The words of one line of text, from right to left, each with its pieces from right to left.
 * Consecutive Latin words (and a number right after one, "Big Mac 2") stay one left-to-right
 * piece, as the Unicode bidi algorithm keeps them; everything else reads right to left.
 */
export function rtlWords(text: string): RtlWord[] {
  const words: RtlWord[] = [];
  let inLatinRun = false;
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const pieces = wordPieces(word);
    const latin: boolean = isLatinWord(pieces) || (inLatinRun && NUMBER_ONLY.test(word));
    const last = words.at(-1);
    if (latin && inLatinRun && last) last.pieces[0] += ` ${word}`;
    else words.push({ pieces: latin ? [word] : pieces.map(mirrored) });
    inLatinRun = latin;
  }
  return words;
}

/** rtlWords with each Arabic piece in the contextual forms Satori measures right (arabic-shaping.ts). */
export function drawnWords(text: string): RtlWord[] {
  return rtlWords(text).map(({ pieces }) => ({
    // A shaped run's segments run left to right; the word's pieces, right to left.
    pieces: pieces.flatMap((p) => (ARABIC_ONLY.test(p) ? shapeArabic(p).reverse() : [p])),
  }));
}

/** The line as the card draws it, read from the left: for tests and for alt texts of debugging. */
export function visualOrder(words: readonly RtlWord[]): string {
  return words
    .map((w) => [...w.pieces].reverse().join(""))
    .reverse()
    .join(" ");
}
