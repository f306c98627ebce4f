// The words of a sentence as the reader read them: respelled (spelling.ts: Arabizi «batata» is
// «بطاطا», «برگر» is «برقر»), each with where it stands in the text as typed. The rules run
// after the items are read (fast-food-potatoes.ts, sandwich.ts, cooked-with.ts,
// yoghurt-with.ts) take their words from here: a line's text tokenized again would give its
// words as typed, and miss every word the reader respelled.
import { stripArticle } from "../normalize-arabic";
import { tokenize, type Token } from "./tokens";

export type WordToken = Extract<Token, { kind: "word" }>;

export interface SentenceWords {
  /** The sentence as typed. */
  readonly text: string;
  /** Every word of the sentence, in order. */
  readonly all: readonly WordToken[];
  /** The words standing wholly in the text from `start` to `end`. */
  between(start: number, end: number): WordToken[];
  /** The words of a piece of the text (a line's), found at `from` or after, else anywhere. */
  of(piece: string, from?: number): WordToken[];
  /** Where `of` finds a piece in the text (a word's start, not inside a word); -1: nowhere. */
  where(piece: string, from?: number): number;
}

const isWord = (token: Token): token is WordToken => token.kind === "word";
const AND = "و";

/**
 * The word read from `start` on: «وبطاطا» is one word of the sentence, but a line's text leaves
 * out the «و» joined to its first word (parse-meal-text.ts's `slice`), and so do its words.
 */
function from(word: WordToken, start: number): WordToken | undefined {
  if (word.start >= start) return word;
  if (start - word.start !== 1 || !word.folded.startsWith(AND)) return undefined;
  const folded = word.folded.slice(1);
  return { ...word, folded, bare: stripArticle(folded), start };
}

/**
 * Where a line's text stands in the sentence, from `from` on: at the start of a token (or of
 * the word its «و» is joined to), never inside a word («لبن» inside «بالبندورة»). -1: nowhere.
 */
function placeOf(text: string, tokens: readonly Token[], piece: string, from: number): number {
  for (let at = text.indexOf(piece, from); at >= 0; at = text.indexOf(piece, at + 1)) {
    if (tokens.some((t) => t.start === at || (t.start === at - 1 && text[t.start] === AND)))
      return at;
  }
  return -1;
}

/** The sentence's words from the reader's tokens (`respell(tokenize(text))`). */
export function sentenceWords(text: string, tokens: readonly Token[]): SentenceWords {
  const all = tokens.filter(isWord);
  const between = (start: number, end: number) =>
    all.flatMap((t) => {
      const word = t.end <= end && t.end > start ? from(t, start) : undefined;
      return word ? [word] : [];
    });
  const where = (piece: string, from = 0) => {
    const after = placeOf(text, tokens, piece, from);
    return after >= 0 ? after : placeOf(text, tokens, piece, 0);
  };
  return {
    text,
    all,
    between,
    where,
    of(piece, from = 0) {
      const start = where(piece, from);
      // A piece the text does not hold (none of the reader's lines): its words as typed.
      if (start < 0) return tokenize(piece).filter(isWord);
      return between(start, start + piece.length);
    },
  };
}

/**
 * What stands between two lines in the text: nothing but space ("none"), the one word «و»
 * ("and"), anything else ("other"), or "apart" when the second is not found after the first.
 */
export function gapBetween(
  words: SentenceWords,
  before: { text: string },
  line: { text: string },
): "none" | "and" | "other" | "apart" {
  const { text } = words;
  const end = text.indexOf(before.text) + before.text.length;
  const start = text.indexOf(line.text, end);
  if (end < before.text.length || start < 0) return "apart";
  const gap = text.slice(end, start).trim();
  if (gap === "") return "none";
  const [word, ...more] = words.between(end, start);
  const and = word?.folded === AND && more.length === 0 && gap.length === word.end - word.start;
  return gap === AND || and ? "and" : "other";
}

/**
 * Each line with its own words, found in order through the sentence (a line whose words are not
 * found is skipped): the rules that look at the words after a line start here.
 */
export function* linesWithWords<L extends { text: string }>(
  words: SentenceWords,
  lines: readonly L[],
): Generator<{ line: L; own: WordToken[]; last: WordToken }> {
  let from = 0;
  for (const line of lines) {
    const own = words.of(line.text, from);
    const last = own.at(-1);
    if (!last) continue;
    from = last.end;
    yield { line, own, last };
  }
}
