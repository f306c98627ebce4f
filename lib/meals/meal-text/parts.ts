// Step 2 of reading a meal sentence (parse-meal-text.ts): each token becomes a part, a
// separator, a filler, a number, a fraction, a unit, a count noun or a food word. A whole name
// of two words or more is read first, whatever words it holds; a leading «و» is «and» only when
// the rest is a known word; negated words and an hour are set aside.
import { isJoinedPlace } from "./joined-place";
import { skewerUnitAt } from "./skewer-word";
import { stripArticle } from "../normalize-arabic";
import type { FoodMatcher } from "./food-matcher";
import { isFillingBreadWord } from "./filling";
import { bloodSugarAt } from "./blood-sugar";
import { clockTimeTo } from "./clock-time";
import { createSpellingReader } from "./spelling";
import { partialAt, type PartialEating } from "./partial";
import { onlyEatenAt, type OnlyAmount } from "./only-eaten";
import { isFlavourOfFoodBefore, lastFoodRead } from "./flavour-word";
import { ownShareAt } from "./own-share";
import { sharedVesselFrom } from "./shared-vessel";
import { wordAt as wordOf, type Token } from "./tokens";
import { AND, andStartsFood, joinsWithAnd } from "./and-with";
import type { AmountPart, Part, WordClass } from "./part";
import { createWordClassifier } from "./word-class";
import { dividesBy } from "./divisor-word";
import { wholeName } from "./whole-name";
import type { PartsReading } from "./parts-reading";
import { readAndAlone, readLeadingAnd } from "./leading-and";
import { readFractionWord } from "./fraction-word";
import { readUnitWord } from "./unit-word";
import { readFoodWord } from "./food-word";
import { readNotEatenAt } from "./not-eaten-parts";
import { readLackedAt } from "./lacked-parts";
export { AND, WITH, isDefinite, joinsWithAnd } from "./and-with";
export type { AmountPart, FoodPart, Part, Span } from "./part";
import { numbers, places, sizes } from "./words";

/** «في»، «ف»: «in», before the bread a food is eaten in. */
const inWords = new Set(["في", "فى", "ف"]);

/** The parts reader over one catalog: `readParts` turns a sentence's tokens into parts. */
export function createPartsReader(matcher: FoodMatcher, defaults?: ReadonlyMap<string, string>) {
  const classify = createWordClassifier(matcher);

  /** A word a negated verb's reach stops at: a separator, a break word or another verb. */
  const endsNegation = (folded: string) => {
    const kind = classify(folded, stripArticle(folded)).kind;
    return kind === "break" || kind === "filler";
  };

  const isFoodToken = (token: Token) =>
    token.kind === "word" && classify(token.folded, token.bare).kind === "food";
  const isNumberToken = (token: Token) =>
    token.kind === "number" ||
    (token.kind === "word" && classify(token.folded, token.bare).kind === "number");

  /**
   * `split`: tokens whose leading «و» was read as «and»; their item text starts after it.
   * `partials`: where words say what was eaten of a food named elsewhere (partial.ts), set
   * aside here as understood words; `onlyAmounts`: the amounts said after «only» of a food
   * named before (only-eaten.ts), set aside so.
   */
  function readParts(
    tokens: readonly Token[],
    split: Set<number>,
    partials?: PartialEating[],
    onlyAmounts?: OnlyAmount<AmountPart>[],
  ): Part[] {
    const parts: Part[] = [];
    const wordAt = (i: number) => wordOf(tokens, i);
    const reading: PartsReading = { tokens, parts, split, matcher, defaults, classify, wordAt };
    /** A number and the size said right after it («قاروص وحدة كبيرة»); the index it ends at. */
    const pushNumber = (into: Part[], value: number, at: number): number => {
      const next = wordAt(at + 1);
      const size = next ? sizes.get(next.folded) : undefined;
      const to = size ? at + 1 : at;
      into.push({ kind: "number", value, ...(size ? { size } : {}), from: at, to });
      return to;
    };
    let i = 0;
    while (i < tokens.length) {
      const token = tokens[i] as Token;
      if (token.kind === "break") {
        parts.push({ kind: "break", from: i, to: i });
        i += 1;
        continue;
      }
      if (token.kind === "number") {
        i = pushNumber(parts, token.value, i) + 1;
        continue;
      }
      let { folded, bare } = token;
      // «الساعة ٥»، «الساعه عشره ونص»: an hour, not an amount (clock-time.ts); understood, as
      // a time of day is.
      const hourTo = clockTimeTo(tokens, i, (word) => numbers.get(word));
      if (hourTo !== undefined) {
        parts.push({ kind: "filler", from: i, to: hourTo });
        i = hourTo + 1;
        continue;
      }
      // «طعمية ٥ حبات في عيش»: «في» before a bread ends the food before it (filling.ts weighs
      // it as the bread's filling); the amount before «في» stays that food's.
      const nextWord = wordAt(i + 1);
      if (inWords.has(folded) && nextWord && isFillingBreadWord(nextWord.folded)) {
        parts.push({ kind: "break", from: i, to: i });
        i += 1;
        continue;
      }
      // «كليت نصها»، «ما كملتش الرز»: a share of a food named elsewhere.
      const partial = partialAt(tokens, i, isFoodToken);
      if (partial) {
        // «رز وما كملتوش»: the joining «و» still ends the food before, and is no word of the share.
        if (partial.joinedAnd) {
          parts.push({ kind: "break", from: i, to: i });
          split.add(i);
        }
        parts.push({ kind: "filler", from: i, to: partial.to });
        partials?.push(partial);
        i = partial.to + 1;
        continue;
      }
      // «ما كليتش منه الا سمكه صغيره»: the amount eaten of the food before (only-eaten.ts).
      const only = onlyAmounts && onlyAmountAt(tokens, i);
      if (only) {
        parts.push({ kind: "filler", from: i, to: only.to });
        onlyAmounts.push(only);
        i = only.to + 1;
        continue;
      }
      // «ما أكلت غير خبزة»: «only» negates nothing; the food after it is read as said.
      const onlyHead = onlyEatenAt(tokens, i);
      if (onlyHead) {
        parts.push({ kind: "filler", from: i, to: onlyHead.only });
        i = onlyHead.only + 1;
        continue;
      }
      // «قست السكر ١٢٠»، «للسكري»: the blood's sugar or diabetes, no food (blood-sugar.ts).
      const bloodSugar = bloodSugarAt(tokens, i);
      if (bloodSugar) {
        // «قست» before it was read as a word not understood: it is the reading's.
        if (bloodSugar.from < i && parts.at(-1)?.from === bloodSugar.from) parts.pop();
        parts.push({ kind: "filler", from: bloodSugar.from, to: bloodSugar.to });
        i = bloodSugar.to + 1;
        continue;
      }
      // «قسمت الصينية على ٦»: how many shared, not how many were eaten.
      if (dividesBy(classify, tokens, i)) {
        parts.push({ kind: "filler", from: i, to: i + 1 });
        i += 2;
        continue;
      }
      // «قسمت الصينية على ٦»: the tray shared out of, not a dish (shared-vessel.ts).
      const vesselFrom = sharedVesselFrom(
        tokens,
        i,
        (at) => dividesBy(classify, tokens, at),
        isFoodToken,
      );
      if (vesselFrom !== undefined) {
        // «قسمت» before it shares out, and is understood with it.
        if (vesselFrom < i && parts.at(-1)?.from === vesselFrom) parts.pop();
        parts.push({ kind: "filler", from: vesselFrom, to: i });
        i += 1;
        continue;
      }
      const afterNotEaten = readNotEatenAt(reading, i, isFoodToken, endsNegation);
      if (afterNotEaten !== undefined) {
        i = afterNotEaten;
        continue;
      }
      // «ice cream 2 scoops chocolate»: the flavour of the food before (flavour-word.ts).
      if (isFlavourOfFoodBefore(tokens, i, lastFoodRead(tokens, parts))) {
        parts.push({ kind: "filler", from: i, to: i });
        i += 1;
        continue;
      }
      // «كفتة فالفرن»، «مكياطة فالقهوة»: «في ال…» written as one word, a place (joined-place.ts).
      if (isJoinedPlace(matcher, folded)) {
        parts.push({ kind: "filler", from: i, to: i });
        i += 1;
        continue;
      }
      // «رز من المطعم»: where the meal came from, no food of the words before.
      const from = wordAt(i + 1);
      if (
        places.unknownAfter.has(folded) &&
        from &&
        from.bare !== from.folded &&
        classify(from.folded, from.bare).kind === "unknown"
      ) {
        parts.push({ kind: "filler", from: i, to: i + 1 });
        i += 2;
        continue;
      }
      if (joinsWithAnd(folded, bare)) split.add(i);
      // A leading «و» is «and» when the word is not known as written but the rest is a known word
      // («وخبز», «وبيبسي»); «ورق» stays. The item's text then starts after it.
      // «الزيت والزيتون»: «والزيتون» is known as written only as «وزيتون» would be, the article
      // not being the word's (after a «بال…» word it may be the dish's own, andStartsFood).
      const previous = tokens[i - 1];
      const asWritten = previous && andStartsFood(previous, token) ? `${AND}${bare}` : bare;
      if (folded.startsWith(AND) && folded.length > 2 && !matcher.knowsAsWritten(asWritten)) {
        const unjoined = readLeadingAnd(reading, i, folded, bare);
        if ("next" in unjoined) {
          i = unjoined.next;
          continue;
        }
        ({ folded, bare } = unjoined);
      }
      // A whole name or alias of two words or more, whatever words it holds.
      const typed: string[] = [bare];
      for (let j = i + 1; wordAt(j); j++) {
        if (andStartsFood(wordAt(j - 1) as Token, wordAt(j) as Token)) break;
        typed.push((wordAt(j) as { bare: string }).bare);
      }
      const run = wholeName(matcher, typed);
      const length = matcher.labelLength(run);
      if (length >= 2) {
        for (let j = 0; j < length; j++) {
          parts.push({ kind: "food", word: run[j] as string, from: i + j, to: i + j });
        }
        i += length;
        continue;
      }
      const afterLacked = readLackedAt(reading, i, bare);
      if (afterLacked !== undefined) {
        i = afterLacked;
        continue;
      }
      // «كباب عراقي 3 شيش»، «تكة شيشين»: a skewer of the grill before (skewer-word.ts).
      const skewer = skewerUnitAt(tokens, i, isFoodToken, isNumberToken);
      const word: WordClass = skewer ? { kind: "unit", ...skewer } : classify(folded, bare);
      // «و» alone, or at the start of a word that is not known as it stands.
      if (folded === AND) {
        i = readAndAlone(reading, i);
        continue;
      }
      switch (word.kind) {
        case "break":
        case "filler":
        case "other":
          parts.push({ kind: word.kind, from: i, to: i });
          i += 1;
          break;
        case "number":
          i = pushNumber(parts, word.value, i) + 1;
          break;
        case "fraction":
          i = readFractionWord(reading, i, folded, word.value);
          break;
        case "unit":
          i = readUnitWord(reading, i, word);
          break;
        case "count": {
          const next = wordAt(i + 1);
          const size = next ? sizes.get(next.folded) : undefined;
          const to = size ? i + 1 : i;
          parts.push({ kind: "count", noun: word.noun, number: word.number, size, from: i, to });
          i = to + 1;
          break;
        }
        default:
          i = readFoodWord(reading, i, folded, bare, word);
      }
    }
    return parts;
  }

  /**
   * «ما كليتش منه الا سمكه صغيره»، «ما كليت الا وحدة»: the negation and «only» from token `at`,
   * then an amount (its parts up to the first word that is no amount's). A count noun's food
   * after «only» is the food before's amount only when «of it» was said: «ما أكلت غير خبزة»
   * is the bread.
   */
  function onlyAmountAt(tokens: readonly Token[], at: number): OnlyAmount<AmountPart> | undefined {
    // «نصيبي ربع كيلو»: the visitor's share of the dish before, read as such an amount.
    const head = onlyEatenAt(tokens, at) ?? ownShareAt(tokens, at);
    if (!head) return undefined;
    const from = head.only + 1;
    const end = tokens.findIndex((t, k) => k >= from && t.kind === "break");
    const after = readParts(tokens.slice(from, end < 0 ? undefined : end), new Set());
    const amount: AmountPart[] = [];
    for (const part of after) {
      const measured = part.kind === "fraction" && !part.little;
      if (part.kind !== "number" && part.kind !== "unit" && part.kind !== "count" && !measured)
        break;
      if (part.kind === "count" && !head.ofIt) return undefined;
      amount.push({ ...part, from: part.from + from, to: part.to + from });
    }
    const last = amount.at(-1);
    return last ? { from: at, to: last.to, amount } : undefined;
  }

  /** Arabizi, regional letters and a joined «ب» read as the names are spelled (spelling.ts). */
  const { respell } = createSpellingReader({
    kind: (folded) => classify(folded, stripArticle(folded)).kind,
    nameLength: (words) => matcher.labelLength(words),
    names: (bare) => matcher.match([bare]) !== undefined,
  });

  return { readParts, respell };
}
