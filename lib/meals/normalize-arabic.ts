// Arabic-aware text normalisation for meal search. Names, aliases and queries all pass through
// the same functions, so a spelling variant folds to the same terms on both sides.
//
// Choices (documented because they decide what matches what):
// - NFKD first: it splits أ إ آ ؤ ئ ۀ into their carrier letter plus a combining hamza/madda,
//   maps Arabic presentation forms to the base letters and splits Latin accents off.
// - Every combining mark is then dropped: tashkeel (U+064B–065F, U+0670), Quranic marks
//   (U+0610–061A, U+06D6–06ED) and the hamza/madda left by NFKD. So hamza carriers fold to
//   their base letter (أ إ آ ٱ → ا, ؤ → و, ئ → ي) and a standalone ء is dropped as well:
//   people type "حسا" and "حساء", "شوا" and "شواء" interchangeably, and a hamza never
//   distinguishes two meal names.
// - ى → ي, ة → ه, and the Persian letters typed on some keyboards (ی ک ھ ڤ) → ي ك ه ف.
// - Tatweel (U+0640) removed; Arabic-Indic and Persian digits → Latin digits.
// - Latin lower-cased; anything that is not a letter or a digit becomes a word break.
// - Per word: a leading "ال", "وال" or "بال" is removed when at least two letters remain
//   ("الكبسة" → "كبسه", "والخضار" → "خضار", "باللحم" → "لحم", but "الف" is kept).
// - A bare leading conjunction "و" is ambiguous ("ورق" is a word, "وخضار" is "and vegetables"),
//   so it is never removed from the normalised text; `termVariants` offers the word both with
//   and without it, for words of four letters or more, and the search indexes and queries both.

const COMBINING_MARKS = /[\p{M}\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED]/gu;
const TATWEEL_AND_HAMZA = /[\u0640\u0621]/g;
const NOT_LETTER_OR_DIGIT = /[^\p{L}\p{N}]+/gu;

const LETTER_FOLDS: Readonly<Record<string, string>> = {
  "\u0671": "\u0627", // ٱ alef wasla → ا (NFKD leaves it whole)
  "\u0649": "\u064A", // ى → ي
  "\u0629": "\u0647", // ة → ه
  "\u06CC": "\u064A", // Persian ی → ي
  "\u06A9": "\u0643", // Persian ک → ك
  "\u06BE": "\u0647", // ھ → ه
  "\u06D5": "\u0647", // ە → ه (left by NFKD from ۀ)
  "\u06A4": "\u0641", // ڤ → ف
};
const LETTER_FOLD_PATTERN = new RegExp(`[${Object.keys(LETTER_FOLDS).join("")}]`, "g");

const ARABIC_INDIC_ZERO = 0x0660;
const PERSIAN_ZERO = 0x06f0;
const EASTERN_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;

function toLatinDigit(digit: string): string {
  const code = digit.charCodeAt(0);
  const base = code >= PERSIAN_ZERO ? PERSIAN_ZERO : ARABIC_INDIC_ZERO;
  return String(code - base);
}

/** Word prefixes removed when at least two letters remain, longest first. */
const ARTICLE_PREFIXES = ["وال", "بال", "ال"] as const;
const MIN_STEM_LENGTH = 2;

/** Removes a leading definite article (optionally with و or ب) from one normalised word. */
export function stripArticle(word: string): string {
  for (const prefix of ARTICLE_PREFIXES) {
    if (word.startsWith(prefix) && word.length - prefix.length >= MIN_STEM_LENGTH) {
      return word.slice(prefix.length);
    }
  }
  return word;
}

/** Letter-level folding only: marks, hamza, letter variants, digits, case, punctuation. */
export function foldCharacters(text: string): string {
  return text
    .normalize("NFKD")
    .replace(COMBINING_MARKS, "")
    .replace(TATWEEL_AND_HAMZA, "")
    .replace(LETTER_FOLD_PATTERN, (c) => LETTER_FOLDS[c] ?? c)
    .replace(EASTERN_DIGITS, toLatinDigit)
    .toLowerCase()
    .replace(NOT_LETTER_OR_DIGIT, " ")
    .trim();
}

/** The normalised words of a text, articles removed, in order. */
export function splitTerms(text: string): string[] {
  const folded = foldCharacters(text);
  if (!folded) return [];
  return folded.split(" ").map(stripArticle);
}

/** The whole text normalised: words folded, articles removed, single spaces. */
export function normalizeArabic(text: string): string {
  return splitTerms(text).join(" ");
}

const CONJUNCTION_WAW = "\u0648";
const MIN_WAW_WORD_LENGTH = 4;

/**
 * The forms under which one already-normalised word is indexed and searched: the word itself
 * and, when it starts with "و" and has four letters or more, the word without it. Both sides
 * use both forms, so "وخضار" finds "خضار" while "ورق" and "وافل" stay findable as typed.
 */
export function termVariants(term: string): string[] {
  if (term.length >= MIN_WAW_WORD_LENGTH && term.startsWith(CONJUNCTION_WAW)) {
    return [term, stripArticle(term.slice(1))];
  }
  return [term];
}
