// Between tokens.ts and parts.ts: words written other than as the names are, read back into
// the names' spelling before the parts are read. Arabizi («7lib»، «bid m9li»: Latin letters,
// a digit joined to them a letter) into Arabic letters; Iraq's and the Gulf's «چ»، «گ» into the
// letters the names use; and «ب» or «ف» joined to a food («بتمرة»، «بي روب») read apart from
// it. The letters and words are data (content/meals/spellings.ts); a spelling is kept only
// when it is a word the parser knows, so an unknown word stays as typed.
import {
  arabiziArticles,
  arabiziConsonants,
  arabiziDigits,
  arabiziPairs,
  arabiziVowels,
  arabiziWords,
  englishWords,
  joinedPrepositions,
  regionalLetters,
  withWordsApart,
} from "@/content/meals/spellings";
import { stripArticle } from "../normalize-arabic";
import type { Token } from "./tokens";
import { joinedNameStart } from "./joined-name-start";
import { withArticleAfterFood } from "./with-article-after-food";
import { withoutJoinedArticle } from "./latin-article";
import { fold } from "./words";

type WordToken = Extract<Token, { kind: "word" }>;

export interface SpellingReader {
  /** What the folded word is to the parser (parts.ts's classes), "unknown" when nothing. */
  kind(folded: string): string;
  /** How many of the words from the first make a whole name or alias (0: none). */
  nameLength(words: readonly string[]): number;
  /** Whether the word names a meal, a typo of a name's word included. */
  names(bare: string): boolean;
}

/** At most this many spellings of one word are tried (a long word is left as typed). */
const MAX_SPELLINGS = 4096;
const LATIN = /^[a-z0-9]+$/;
const LATIN_LETTER = /[a-z]/;
const WITH_ARTICLE = "بال";
const REGIONAL = new RegExp(`[${Object.keys(regionalLetters).join("")}]`);
const english = new Set(englishWords);
/** The table's whole words, folded as the tokens are («شرائح» → «شرايح»). */
const wholeWords = new Map(
  Object.entries(arabiziWords).map(([latin, word]) => [latin, fold(word)]),
);

/** The choices for each Arabic letter a Latin word writes, in the order written. */
function arabiziSegments(word: string): (readonly string[])[] {
  const pieces: { text: string; vowel: boolean }[] = [];
  for (let i = 0; i < word.length;) {
    const pair = word.slice(i, i + 2);
    if (arabiziPairs[pair]) {
      pieces.push({ text: pair, vowel: false });
      i += 2;
      continue;
    }
    const letter = word[i] as string;
    // A doubled consonant is one letter with a shadda, which Arabic leaves unwritten.
    const doubled = word[i + 1] === letter && arabiziConsonants[letter] !== undefined;
    pieces.push({ text: letter, vowel: arabiziVowels[letter] !== undefined });
    i += doubled ? 2 : 1;
  }
  return pieces.map(({ text, vowel }, at) => {
    if (vowel) {
      const place = arabiziVowels[text] as (typeof arabiziVowels)[string];
      if (at === 0) return place.first;
      return at === pieces.length - 1 ? place.last : place.inside;
    }
    return arabiziPairs[text] ?? arabiziDigits[text] ?? arabiziConsonants[text] ?? [text];
  });
}

/** Every spelling of the segments' choices, the fewest unusual choices first. */
function spellingsOf(segments: readonly (readonly string[])[]): string[] {
  const count = segments.reduce((n, options) => n * options.length, 1);
  if (count > MAX_SPELLINGS) return [segments.map((options) => options[0]).join("")];
  let spellings: { text: string; cost: number }[] = [{ text: "", cost: 0 }];
  for (const options of segments)
    spellings = spellings.flatMap(({ text, cost }) =>
      options.map((option, k) => ({ text: text + option, cost: cost + k })),
    );
  return spellings.sort((a, b) => a.cost - b.cost).map((s) => s.text);
}

/** The Arabic spellings a Latin word (digits joined) may be, the likeliest first. */
export function arabiziSpellings(word: string): string[] {
  const whole = wholeWords.get(word);
  return whole ? [whole] : spellingsOf(arabiziSegments(word));
}

/** A word with «چ»، «گ»… written each way the names may write it. */
export function regionalSpellings(word: string): string[] {
  return spellingsOf([...word].map((letter) => regionalLetters[letter] ?? [letter]));
}

const isLatin = (token: Token | undefined): token is WordToken =>
  token?.kind === "word" && LATIN.test(token.folded) && LATIN_LETTER.test(token.folded);
/** A single digit typed as one character: in Arabizi, a letter when joined to letters. */
const isDigit = (token: Token | undefined) =>
  token?.kind === "number" &&
  token.end - token.start === 1 &&
  arabiziDigits[String(token.value)] !== undefined;

/** The parser's reading of another spelling over one catalog's words. */
export function createSpellingReader(reader: SpellingReader) {
  const cache = new Map<string, string | undefined>();
  const known = (folded: string) => reader.kind(folded) !== "unknown";
  /** A food, a food's count noun or a unit. */
  const food = (folded: string) => ["food", "count", "unit"].includes(reader.kind(folded));
  /** The first of the spellings that is a known word, remembered per word. */
  const firstKnown = (word: string, spellings: (w: string) => string[]) => {
    if (!cache.has(word)) cache.set(word, spellings(word).find(known));
    return cache.get(word);
  };
  const respelled = (token: WordToken, folded: string): WordToken => ({
    ...token,
    folded,
    bare: stripArticle(folded),
  });

  /**
   * «7lib», «borte9an»: Latin words and single digits typed together make one word; «2kg», a
   * digit before a word known alone, stays a number and its unit.
   */
  function joinDigits(tokens: readonly Token[]): Token[] {
    const joined: Token[] = [];
    for (let i = 0; i < tokens.length; i++) {
      const first = tokens[i] as Token;
      if (!isLatin(first) && !isDigit(first)) {
        joined.push(first);
        continue;
      }
      let to = i;
      while (
        to + 1 < tokens.length &&
        (tokens[to + 1] as Token).start === (tokens[to] as Token).end &&
        (isLatin(tokens[to + 1]) || isDigit(tokens[to + 1]))
      )
        to += 1;
      const group = tokens.slice(i, to + 1);
      const hasDigit = group.some(isDigit);
      const numberAndUnit =
        group.length === 2 && isDigit(first) && known((group[1] as WordToken).folded);
      if (to === i || !hasDigit || !group.some(isLatin) || numberAndUnit) {
        joined.push(...group);
        i = to;
        continue;
      }
      const folded = group
        .map((t) => (t.kind === "word" ? t.folded : String((t as { value: number }).value)))
        .join("");
      const last = tokens[to] as Token;
      joined.push({ kind: "word", folded, bare: folded, start: first.start, end: last.end });
      i = to;
    }
    return joined;
  }

  /** A Latin word's whole Arabic word, or its first spelling that is a known word. */
  const arabicOf = (word: string): string | undefined => {
    const arabic = wholeWords.get(word) ?? firstKnown(word, arabiziSpellings);
    const rest = arabic === undefined ? withoutJoinedArticle(word) : undefined;
    return rest === undefined ? arabic : arabicOf(rest);
  };

  /** A Latin word as the names write it: kept when it is a name's own, else its Arabic. */
  function latinWord(tokens: readonly Token[], at: number): WordToken {
    const token = tokens[at] as WordToken;
    const whole = wholeWords.get(token.folded);
    if (whole !== undefined) return respelled(token, whole);
    const arabic = english.has(token.folded) ? undefined : arabicOf(token.folded);
    if (arabic === undefined) return token;
    // «batata»: a Latin word of a longer Latin alias only, read in Arabic letters when alone.
    const ownName = reader.nameLength([token.folded]) >= 1;
    const keeps = known(token.folded) && (!food(token.folded) || ownName);
    return keeps ? token : respelled(token, arabic);
  }

  /**
   * «بتمرة»، «خبزة بتن»، «تن فخبزة»: «ب» (with) or «ف» (in) joined to a food, the word being no
   * word or name as typed. «ف» holds a food in a loaf or a vessel: only a count noun or a unit
   * follows it («فريش» is «fresh», no lamb ribs). After a food, «ب» before a count is how
   * much of that food's own ingredient it holds («شكشوكة ببيضتين»), not another food.
   */
  function joinedFood(token: WordToken, previous: Token | undefined, next?: Token): WordToken {
    const { folded } = token;
    const prefix = folded[0] ?? "";
    const rest = folded.slice(1);
    if (!joinedPrepositions.includes(prefix) || rest.length < 2) return token;
    // «بزيت» of «بسيسة بزيت الزيتون», «بلبن» of «رز بلبن»: a word of a name as typed is kept,
    // unless after a food it makes no name with it («عصيدة برب» is «عصيدة بالرب»).
    if (known(folded) || reader.names(token.bare))
      return withArticleAfterFood(reader, token, previous, next) ||
        joinedNameStart(reader, token, previous, next)
        ? withFood(token, rest, prefix)
        : token;
    const kind = reader.kind(rest);
    const afterFood = previous?.kind === "word" && reader.kind(previous.folded) === "food";
    const reads =
      prefix === "ب"
        ? kind === "food" || ((kind === "count" || kind === "unit") && !afterFood)
        : kind === "count" || kind === "unit";
    return reads ? withFood(token, rest, prefix) : token;
  }

  /** The word read as its food with «ب» (with) before it, or «ف» (in): the food alone. */
  const withFood = (token: WordToken, food: string, prefix: string): WordToken =>
    respelled(token, prefix === "ب" ? `${WITH_ARTICLE}${stripArticle(food)}` : food);

  /** The tokens of a sentence with each word spelled as the names spell it. */
  function respell(typed: readonly Token[]): Token[] {
    const tokens = joinDigits(typed);
    const out: Token[] = [];
    for (let i = 0; i < tokens.length; i++) {
      const token = tokens[i] as Token;
      if (token.kind !== "word") {
        out.push(token);
        continue;
      }
      // «shawarma djaj»: a Latin name or alias of two words or more is kept whole.
      if (isLatin(token)) {
        let to = i;
        while (isLatin(tokens[to + 1])) to += 1;
        const run = tokens.slice(i, to + 1).map((t) => (t as WordToken).folded);
        const length = reader.nameLength(run);
        // «fatayer sbanekh»: in Arabic letters the words may make a longer name than as typed.
        const arabic = run.map((word) => (english.has(word) ? word : (arabicOf(word) ?? word)));
        const arabicLength = reader.nameLength(arabic);
        if (arabicLength > length && arabicLength >= 2) {
          for (let k = 0; k < arabicLength; k++)
            out.push(respelled(tokens[i + k] as WordToken, arabic[k] as string));
          i += arabicLength - 1;
          continue;
        }
        if (length >= 2) {
          out.push(...tokens.slice(i, i + length));
          i += length - 1;
          continue;
        }
      }
      const next = tokens[i + 1];
      // «f l madrsa»: the article apart before a Latin word, after no number, is no litre.
      const afterNumber = tokens[i - 1]?.kind === "number";
      if (arabiziArticles.includes(token.folded) && isLatin(next) && !afterNumber) continue;
      // «بي روب»، «b 7lib»: «with» apart before a food is «ب» joined to it.
      if (withWordsApart.includes(token.folded) && next?.kind === "word") {
        const word = isLatin(next) ? latinWord(tokens, i + 1) : spelled(next);
        if (food(word.folded)) {
          out.push(withFood(word, word.folded, "ب"));
          i += 1;
          continue;
        }
      }
      out.push(isLatin(token) ? latinWord(tokens, i) : spelled(token, out.at(-1), tokens[i + 1]));
    }
    return out;
  }

  /** An Arabic word: its regional letters read, then a joined «ب» or «ف». */
  function spelled(token: WordToken, previous?: Token, next?: Token): WordToken {
    if (REGIONAL.test(token.folded)) {
      const known = firstKnown(token.folded, regionalSpellings);
      return known === undefined
        ? respelled(token, regionalSpellings(token.folded)[0] as string)
        : respelled(token, known);
    }
    return joinedFood(token, previous, next);
  }

  return { respell };
}
