// «ماذا أكلت؟»: a meal written as a sentence («صحنين كسكسي ونص رغيف وكاس شاهي») read into foods
// of the meal database, each with its amount in grams. The one parser of the calculator (in the
// browser, over the meal names it loads) and of POST /api/v1/meals/parse (over the embedded
// database): pure, no network, no React, no server-only code.
//
// Reading, in three steps:
// 1. tokens (tokens.ts): numbers, words, breaks (new line, «،», «+», «:»…);
// 2. parts: each word is a separator («و»، «مع»), a filler that names no food («فطور»، «كليت»),
//    a number («زوز»، «تلاتة»), a fraction («نص»، «ونص»), a unit with its dual or plural
//    («صحنين»، «كاسات»، «ملعقة صغيرة»), a food's count noun («بيضتين»، «تمرات»), or a food word.
//    A leading «و» is a separator only when what follows it is a known word and the whole word
//    is not («وخبز» is «و» + «خبز», «ورق عنب» stays), and a whole name or alias of two words
//    or more is read as food even when it holds such words («حليب نصف دسم»، «رب وزيت»);
// 3. items: an amount goes with the food after it («صحنين كسكسي»), or before it when nothing
//    follows («كسكسي صحنين»); «ونص» alone adds a half to the item before. The food words name
//    one meal or several (food-matcher.ts); the amount becomes grams by weigh.ts.
// Words that name nothing are returned as typed, never dropped: a greeting or a number alone
// gives no item.

import type { CountNoun, HouseholdNoun, HouseholdUnit } from "@/content/meals/household-units";
import { stripArticle } from "../normalize-arabic";
import { createFoodMatcher, type MatchableMeal } from "./food-matcher";
import { amountReading, type AmountReading, type AmountSaid } from "./amount-reading";
import { tokenize, type Token } from "./tokens";
import { weigh, type MealTextAmount, type WeighableMeal, type Weighing } from "./weigh";
import {
  clock,
  kinds,
  countNounWords,
  defaultNounOf,
  fillers,
  fold,
  fractions,
  littleWords,
  notFood,
  numbers,
  pluralNumbers,
  separators,
  sizes,
  spoon,
  unitWords,
  type ServingSize,
  type WordNumber,
} from "./words";

import { readDrinkSugar } from "./drink-sugar";
import { readModifier } from "./modifier";
import { readFishKind } from "./fish-kind";
import { readYoghurtWith } from "./yoghurt-with";
import { readSandwiches } from "./sandwich";
import { readUnitSort } from "./unit-sort";
import { isSortWeLack } from "./qualifier";
import { aLittleOf, unsaidAmount } from "./unsaid-amount";
import { cookedWithAmount, cookedWithMeal, readPanWords } from "./cooked-with";
import { fillingAmount, isFillingBread } from "./filling";
import { lackedAlone, lackedDish, notEatenTo } from "./not-eaten";
import { withoutRepeats } from "./repeats";
import { belongsToBefore } from "./with-food";
export { writtenAmount } from "./amount-text";
export { amountReadingText } from "./amount-reading";
export type { AmountReading } from "./amount-reading";
export { correctLine, startingAmount } from "./line-correction";
export type { LineAmount, LineUnit } from "./line-correction";
export { parseMealNames, type MealNameEntry } from "./meal-names";
export { MEAL_TEXT_MAX_LENGTH } from "./meal-text-limit";
export { servingUnitOf } from "./serving-unit";
export { weigh, weighingRuleReadings, USDA_CUP_ML } from "./weigh";
export type { MealTextAmount, Weighing } from "./weigh";

export interface MealTextMeal extends MatchableMeal, WeighableMeal {
  name: string;
  /** Added sugar, g per 100 g: a sweetened drink's own sugar, taken out when its sugar is said. */
  addedSugars?: number;
  /** A dish of our recipes (the meal names' flag), or a meal whose source says so. */
  dish?: true;
  source?: { kind: string };
}

export interface MealTextItem<M> {
  /** The words this item was read from, as typed. */
  text: string;
  meal: M;
  /** Other meals the same words could name, best first, to switch to. */
  alternatives: M[];
  amount: MealTextAmount;
  weighing: Weighing;
  /** How the amount came to be: its words as typed, a filling, or none said. */
  said: AmountSaid;
  /** How the line understood its amount, to say back («طاسة ≈ 250 غ، تقدير»). */
  reading: AmountReading;
}

interface MealTextResult<M> {
  items: MealTextItem<M>[];
  /** Words that named no food and no amount, as typed, in order. */
  unmatched: string[];
}

export interface MealTextParser<M> {
  parse(text: string): MealTextResult<M>;
}

const MAX_ALTERNATIVES = 5;
/** Dual and plural endings of a food's own name, and the number they say (none: a plural). */
const FOOD_NAME_ENDINGS: readonly [string, number | undefined][] = [
  ["تين", 2],
  ["تان", 2],
  ["ات", undefined],
];
const AND = "و";
/** «بال…»: the article with «ب», «with». */
const WITH = "بال";

type Span = { from: number; to: number };

type Part = Span &
  (
    | { kind: "break" }
    | { kind: "filler" }
    | { kind: "number"; value: number }
    /** `little`: «شوية», a little, not a measured half. */
    | { kind: "fraction"; value: number; and: boolean; little?: true }
    | {
        kind: "unit";
        noun: HouseholdNoun;
        unit: HouseholdUnit;
        number: WordNumber;
        size?: ServingSize;
      }
    | { kind: "count"; noun: CountNoun; number: WordNumber; size?: ServingSize }
    /** `with`: written «بال…» («بالعسل»): a food eaten with the one before. */
    | { kind: "food"; word: string; with?: true }
    /** A word that is never a food (a greeting): reported, never matched. */
    | { kind: "other" }
  );

type AmountPart = Extract<Part, { kind: "number" | "fraction" | "unit" | "count" }>;
type FoodPart = Extract<Part, { kind: "food" }>;
type Group =
  | { kind: "amount"; parts: AmountPart[] }
  | { kind: "food"; parts: FoodPart[] }
  | { kind: "other"; parts: Extract<Part, { kind: "other" }>[] };

type WordClass =
  | { kind: "break" | "filler" | "food" | "unknown" | "other" }
  | { kind: "number" | "fraction"; value: number }
  | { kind: "unit"; noun: HouseholdNoun; number: WordNumber }
  | { kind: "count"; noun: CountNoun; number: WordNumber };

export function createMealTextParser<M extends MealTextMeal>(
  meals: readonly M[],
  { defaults }: { defaults?: ReadonlyMap<string, string> } = {},
): MealTextParser<M> {
  const matcher = createFoodMatcher(meals, defaults);
  const indexByName = new Map(meals.map((meal, index) => [meal.name, index]));
  const mealIndex = (name: string) => indexByName.get(name) ?? -1;
  /**
   * A word whose meal alone is only its kind's usual sort («حليب», «عصير»), or that is no whole
   * name, only the start of longer ones («فلفل»).
   */
  const isKindWord = (word: string) =>
    kinds.has(word) || defaults?.has(word) === true || matcher.labelLength([word]) === 0;

  function classify(folded: string, bare: string): WordClass {
    if (separators.has(folded)) return { kind: "break" };
    if (fillers.has(folded) || fillers.has(bare)) return { kind: "filler" };
    if (notFood.has(folded) || notFood.has(bare)) return { kind: "other" };
    const number = numbers.get(folded);
    if (number !== undefined) return { kind: "number", value: number };
    const fraction = fractions.get(folded);
    if (fraction !== undefined) return { kind: "fraction", value: fraction };
    const unit = unitWords.get(folded) ?? unitWords.get(bare);
    if (unit) return { kind: "unit", ...unit };
    const count = countNounWords.get(folded) ?? countNounWords.get(bare);
    if (count) return { kind: "count", ...count };
    return { kind: matcher.knows(bare) ? "food" : "unknown" };
  }

  /** A word after a dish we lack that is its sort or topping: a food word, not «و…» another. */
  const isSortOfLacked = (token: Token) => {
    if (token.kind !== "word" || (token.folded.startsWith(AND) && token.folded.length > 2))
      return false;
    const kind = classify(token.folded, token.bare).kind;
    return kind === "food" || kind === "unknown";
  };

  /** A word a negated verb's reach stops at: a separator, a break word or another verb. */
  const endsNegation = (folded: string) => {
    const kind = classify(folded, stripArticle(folded)).kind;
    return kind === "break" || kind === "filler";
  };

  /** `split`: tokens whose leading «و» was read as «and»; their item text starts after it. */
  function readParts(tokens: readonly Token[], split: Set<number>): Part[] {
    const parts: Part[] = [];
    const wordAt = (i: number) => {
      const t = tokens[i];
      return t?.kind === "word" ? t : undefined;
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
        parts.push({ kind: "number", value: token.value, from: i, to: i });
        i += 1;
        continue;
      }
      let { folded, bare } = token;
      // «الساعة ٥»: an hour, not an amount.
      if (clock.has(folded) && tokens[i + 1]?.kind === "number") {
        parts.push({ kind: "other", from: i, to: i + 1 });
        i += 2;
        continue;
      }
      // «ما كلاش اللحم», «بلاش هريسة», «عند الجيران»: words that name nothing eaten.
      const notEaten = notEatenTo(tokens, i, endsNegation);
      if (notEaten !== undefined) {
        parts.push({ kind: notEaten.place ? "filler" : "other", from: i, to: notEaten.to });
        i = notEaten.to + 1;
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
        const rest = folded.slice(1);
        const restWord = classify(rest, stripArticle(rest));
        if (restWord.kind === "fraction") {
          split.add(i);
          parts.push({ kind: "fraction", value: restWord.value, and: true, from: i, to: i });
          i += 1;
          continue;
        }
        // «وحوتتين»: «و» before a food's dual or plural, too.
        const restCounts =
          restWord.kind === "unknown" &&
          foodNameCount(
            stripArticle(rest),
            [1, 2, 3].map((k) => wordAt(i + k)?.folded ?? ""),
          );
        if (
          (restWord.kind !== "unknown" || restCounts) &&
          classify(folded, bare).kind !== "number"
        ) {
          parts.push({ kind: "break", from: i, to: i });
          split.add(i);
          folded = rest;
          bare = stripArticle(rest);
        }
      }
      // A whole name or alias of two words or more, whatever words it holds.
      const typed: string[] = [bare];
      for (let j = i + 1; wordAt(j); j++) {
        if (andStartsFood(wordAt(j - 1) as Token, wordAt(j) as Token)) break;
        typed.push((wordAt(j) as { bare: string }).bare);
      }
      const run = wholeName(typed);
      const length = matcher.labelLength(run);
      if (length >= 2) {
        for (let j = 0; j < length; j++) {
          parts.push({ kind: "food", word: run[j] as string, from: i + j, to: i + j });
        }
        i += length;
        continue;
      }
      if (lackedAlone(bare)) {
        parts.push({ kind: "other", from: i, to: i });
        i += 1;
        continue;
      }
      // «برجر لحم»، «بيتزا تن»: a dish we lack and its food words, up to «و» or an amount.
      if (lackedDish(bare)) {
        let to = i;
        while (wordAt(to + 1) && isSortOfLacked(wordAt(to + 1) as Token)) to += 1;
        parts.push({ kind: "other", from: i, to });
        i = to + 1;
        continue;
      }
      const word = classify(folded, bare);
      // «و» alone, or at the start of a word that is not known as it stands.
      if (folded === AND) {
        const next = wordAt(i + 1);
        const value = next ? fractions.get(next.folded) : undefined;
        if (value !== undefined) {
          // The item's words start at the fraction, not at «و».
          parts.push({ kind: "fraction", value, and: true, from: i + 1, to: i + 1 });
          i += 2;
          continue;
        }
        parts.push({ kind: "break", from: i, to: i });
        i += 1;
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
          parts.push({ kind: "number", value: word.value, from: i, to: i });
          i += 1;
          break;
        case "fraction": {
          const next = wordAt(i + 1);
          const asNumber = next && numberBeforePlural(folded, classify(next.folded, next.bare));
          if (asNumber) parts.push({ kind: "number", value: asNumber, from: i, to: i });
          else
            parts.push({
              kind: "fraction",
              value: word.value,
              and: false,
              ...(littleWords.has(folded) ? { little: true as const } : {}),
              from: i,
              to: i,
            });
          i += 1;
          break;
        }
        case "unit": {
          let { noun } = word;
          let to = i;
          let size: ServingSize | undefined;
          const next = wordAt(i + 1);
          if (next && noun.unit === "tbsp") {
            const afterNext = tokens[i + 2];
            if (spoon.tsp.has(next.folded)) noun = tspNoun ?? noun;
            if (
              spoon.tspBeforeFood.has(next.folded) &&
              afterNext?.kind === "word" &&
              classify(afterNext.folded, afterNext.bare).kind === "food"
            )
              noun = tspNoun ?? noun;
            if (noun !== word.noun || spoon.tbsp.has(next.folded)) to = i + 1;
          } else if (next && sizes.has(next.folded)) {
            size = sizes.get(next.folded);
            to = i + 1;
          }
          parts.push({
            kind: "unit",
            noun,
            unit: noun.unit,
            number: word.number,
            size,
            from: i,
            to,
          });
          i = to + 1;
          break;
        }
        case "count": {
          const next = wordAt(i + 1);
          const size = next ? sizes.get(next.folded) : undefined;
          const to = size ? i + 1 : i;
          parts.push({ kind: "count", noun: word.noun, number: word.number, size, from: i, to });
          i = to + 1;
          break;
        }
        default: {
          // «بوريكتين»، «بوريكات»: the dual or plural of a food's own name counts it.
          const following = [1, 2, 3].map((k) => wordAt(i + k)?.folded ?? "");
          const counted = word.kind === "unknown" ? foodNameCount(bare, following) : undefined;
          if (counted?.bareDual && afterSameFood(parts, counted.food)) {
            // «سمك بلطي مقلي سمكتين»: after a dish of that food, two pieces of it as a count
            // noun says them, which count the dish.
            const noun: CountNoun = { word: bare, food: counted.food, unit: "piece" };
            parts.push({ kind: "count", noun, number: 2, from: i, to: i });
            i += 1;
            break;
          }
          if (counted) {
            if (counted.count !== undefined)
              parts.push({ kind: "number", value: counted.count, from: i, to: i });
            parts.push({ kind: "food", word: counted.food, from: i, to: i });
            i += 1;
            break;
          }
          parts.push({
            kind: "food",
            word: bare,
            ...(folded.startsWith(WITH) && bare !== folded ? { with: true as const } : {}),
            from: i,
            to: i,
          });
          i += 1;
        }
      }
    }
    return parts;
  }

  /**
   * «حليب نص دسم» is «حليب نصف دسم»: inside a name, a fraction's short form is its full form
   * (content/meals/meal-text-words.ts, `fractionWords`: «نص» of «نصف»), tried when the words as
   * typed make no whole name of two words or more.
   */
  function wholeName(typed: readonly string[]): readonly string[] {
    if (matcher.labelLength(typed) >= 2) return typed;
    const full = typed.map((word, at) => (at > 0 ? (fullFraction.get(word) ?? word) : word));
    return matcher.labelLength(full) >= 2 ? full : typed;
  }

  /**
   * «بوريكتين» is two بوريك, «بوريكات» several: a word that is no food as written, whose stem
   * before a dual («تين»، «تان») or plural («ات») ending is a whole one-word name or alias.
   */
  function foodNameCount(
    bare: string,
    following: readonly string[],
  ): { food: string; count?: number; bareDual?: true } | undefined {
    for (const [ending, count] of FOOD_NAME_ENDINGS) {
      if (!bare.endsWith(ending)) continue;
      const stem = bare.slice(0, -ending.length);
      if (stem.length < 3) continue;
      if (matcher.labelLength([stem]) === 1) return { food: stem, count };
      // «حوتتين»، «بسكويتات»: a bare everyday word's dual or plural counts its default, too.
      if (defaults?.has(stem)) return { food: stem, count, ...(count === 2 && { bareDual: true }) };
    }
    return dualOfNameStart(bare, following);
  }

  /**
   * «فخذين دجاج مشوي», «بسكويتتان بالزبدة»: the dual of the first word of a longer name counts
   * it, when the stem and the words after it make that whole name; a masculine dual («ين»،
   * «ان») only so, a word in «ين» alone being as often no dual at all.
   */
  function dualOfNameStart(
    bare: string,
    following: readonly string[],
  ): { food: string; count?: number } | undefined {
    const rest = following.filter((w, k) => w !== "" && following.slice(0, k).every(Boolean));
    if (rest.length === 0) return undefined;
    for (const ending of ["تين", "تان", "ين", "ان"]) {
      if (!bare.endsWith(ending)) continue;
      const stem = bare.slice(0, -ending.length);
      if (stem.length >= 3 && matcher.labelLength([stem, ...rest]) >= 2)
        return { food: stem, count: 2 };
    }
    return undefined;
  }

  /**
   * «عجة بيضتين», «بيض مخفوق 3 بيضات»: a count noun after a dish made of that food counts the
   * dish, not more of the food, when the food's word is a word of the dish's name or alias.
   */
  function isCountOfDish(foodParts: readonly FoodPart[], amount: readonly AmountPart[]): boolean {
    const counted = amount.find((p) => p.kind === "count");
    if (!counted || counted.kind !== "count") return false;
    const found = matcher.match(foodParts.map((p) => p.word));
    if (!found || found.used !== foodParts.length) return false;
    const meal = meals[found.meal] as M;
    const food = counted.noun.food;
    return [meal.name, ...(meal.aliases ?? [])].some((label) => label.split(" ").includes(food));
  }

  return {
    parse(text) {
      const tokens = tokenize(text);
      const split = new Set<number>();
      const parts = readParts(tokens, split);
      const items: Omit<MealTextItem<M>, "reading">[] = [];
      const unmatchedSpans: Span[] = [];
      const slice = ({ from, to }: Span) => {
        const start = (tokens[from] as Token).start;
        const and = split.has(from) && text[start] === AND;
        const words = text.slice(start + (and ? 1 : 0), (tokens[to] as Token).end);
        // «صدر دجاج (١٥٠ غ)»: the bracket opened is closed.
        const closes = words.includes("(") && !words.includes(")");
        return closes && text[(tokens[to] as Token).end] === ")" ? `${words})` : words;
      };

      /** Items named with no amount of their own: an amount alone after them may be theirs. */
      const unsaid = new Set<Omit<MealTextItem<M>, "reading">>();
      /** The item before was a bread, or a filling in one. */
      let fillingOpen: "bread" | "filling" | false = false;
      /** The item before took a food written «بال…» inside it: a food joined «وال…» may follow. */
      let insideOpen: { item: Omit<MealTextItem<M>, "reading">; meal: M; span: Span } | undefined;
      /** A food word written «وال…» («والتن»): «و» joined to the article. */
      const joinedWithAnd = (span: Span) => {
        const token = tokens[span.from] as Token;
        return (
          split.has(span.from) && token.kind === "word" && joinsWithAnd(token.folded, token.bare)
        );
      };
      for (const segment of segmentsOf(parts)) {
        const groups = groupsOf(segment);
        let lastInSegment: Omit<MealTextItem<M>, "reading"> | undefined;
        /** The group the last item was read from, and its words. */
        let lastGroup = -1;
        let previousSpan: Span | undefined;
        for (let g = 0; g < groups.length; g++) {
          const group = groups[g] as Group;
          if (group.kind === "other") {
            unmatchedSpans.push(spanOf(group.parts));
            continue;
          }
          let amountGroup: AmountPart[] | undefined;
          let foodGroup: FoodPart[] | undefined;
          let ownCount = false;
          if (group.kind === "amount") {
            amountGroup = group.parts;
            const next = groups[g + 1];
            if (next?.kind === "food") {
              foodGroup = next.parts;
              g += 1;
            }
          } else {
            foodGroup = group.parts;
            const next = groups[g + 1];
            const after = groups[g + 2];
            // An amount after the food is its amount when no other food follows it, or when
            // the next food has its own amount after it too («كسكسي صحنين شاهي كاسين»).
            const postfix =
              after === undefined ||
              (after.kind === "food" &&
                (groups[g + 3]?.kind === "amount" || after.parts[0]?.with === true)) ||
              startsWithHalf(after, groups[g + 3]) ||
              // «حريرة زلافة جوج تمرات»: the next amount names its own food.
              (after.kind === "amount" && after.parts.some((p) => p.kind === "count")) ||
              (after.kind === "food" && !matcher.match(after.parts.map((p) => p.word)));
            const newItem =
              next?.kind === "amount" &&
              (next.parts.some((p) => p.kind === "count") ||
                (next.parts[0]?.kind === "fraction" &&
                  next.parts[0].and &&
                  next.parts.some((p) => p.kind === "unit")));
            ownCount = next?.kind === "amount" && isCountOfDish(group.parts, next.parts);
            if (next?.kind === "amount" && ((postfix && !newItem) || ownCount)) {
              amountGroup = next.parts;
              g += 1;
            }
          }
          // «ونص» by itself: half more of the item before.
          if (!foodGroup && amountGroup?.every((p) => p.kind === "fraction" && p.and)) {
            const previous = lastInSegment ?? items[items.length - 1];
            if (previous && previous.amount.count !== null) {
              const extra = amountGroup.reduce((sum, p) => sum + (p as { value: number }).value, 0);
              previous.amount = { ...previous.amount, count: previous.amount.count + extra };
              previous.weighing = weigh(previous.meal, previous.amount);
              if (previous.said.how === "said" && previous.said.words !== "") {
                const words = `${previous.said.words} ${slice(spanOf(amountGroup))}`;
                previous.said = { how: "said", words };
              }
              continue;
            }
          }
          const read = amountGroup ? readAmount(amountGroup, group.kind === "food") : undefined;
          // «كبسة دجاج، نصف طبق فقط»: an amount alone in its part of the sentence, after an item
          // named with no amount, is that item's amount.
          const previousItem = items[items.length - 1];
          if (
            !foodGroup &&
            read &&
            !read.food &&
            lastInSegment === undefined &&
            groups.every((other) => other.kind === "amount") &&
            previousItem &&
            unsaid.has(previousItem)
          ) {
            unsaid.delete(previousItem);
            previousItem.amount = read.amount;
            previousItem.weighing = weigh(previousItem.meal, read.amount);
            previousItem.said = { how: "said", words: slice(spanOf(amountGroup as AmountPart[])) };
            continue;
          }
          // «شوية فول سوداني 20g»: a weight written after an item that had its amount before it
          // is the weight of that item.
          if (!foodGroup && read && isWeight(read.amount) && lastGroup === g - 1 && lastInSegment) {
            const previous = lastInSegment;
            previous.amount = read.amount;
            previous.weighing = weigh(previous.meal, previous.amount);
            previous.text = slice(
              spanOf([previousSpan as Span, spanOf(amountGroup as AmountPart[])]),
            );
            previous.said = { how: "said", words: slice(spanOf(amountGroup as AmountPart[])) };
            continue;
          }
          const words: {
            word: string;
            span: Span;
            with?: boolean;
            definite?: boolean;
            counted?: boolean;
          }[] = (foodGroup ?? []).map((p) => ({
            word: p.word,
            span: p as Span,
            with: p.with,
            definite: isDefinite(tokens[p.from] as Token),
          }));
          if (read?.food && !ownCount) {
            const countSpan = amountGroup?.find((p) => p.kind === "count" || p.kind === "unit");
            // «رغيف تنور»: the unit's food joins the words when together they name a meal.
            // The noun's food is folded as typed words are («خبزة» → «خبزه»).
            const food = fold(read.food);
            const joins = (matcher.match([food, ...words.map((w) => w.word)])?.used ?? 0) > 1;
            if (words[0]?.word !== food && (read.fromCount || words.length === 0 || joins)) {
              words.unshift({ word: food, span: countSpan as Span, counted: read.fromCount });
            }
          }
          // «سمك صافي مقلي»: the fish's kind belongs to the fish.
          const fishRead = readFishKind(matcher, words);
          if (fishRead !== words) words.splice(0, words.length, ...fishRead);
          const amountSpan = amountGroup && spanOf(amountGroup);
          let first = true;
          let pos = 0;
          let lastInGroup:
            | { item: Omit<MealTextItem<M>, "reading">; meal: M; span: Span; bare?: boolean }
            | undefined;
          while (pos < words.length) {
            const found = matcher.match(words.slice(pos).map((w) => w.word));
            if (!found) {
              unmatchedSpans.push((words[pos] as { span: Span }).span);
              pos += 1;
              continue;
            }
            // «عصير رمان»: a juice we lack, not orange juice and a pomegranate.
            const sort = words[pos + 1];
            if (found.used === 1 && kinds.has(words[pos]!.word) && sort && !sort.with) {
              unmatchedSpans.push((words[pos] as { span: Span }).span, sort.span);
              if (first && amountSpan) unmatchedSpans.push(amountSpan);
              first = false;
              pos += 2;
              continue;
            }
            const modified = readModifier(
              matcher,
              words.slice(pos, pos + found.used).map((w) => w.word),
              words[pos + found.used],
              (meals[found.meal] as M).name,
            );
            // «بطاطا حلوة»، «حليب ناقة»: a food we lack, not the bare noun's food.
            const kind = found.used === 1 && isKindWord(words[pos]!.word) ? words[pos] : undefined;
            const usual = (meals[found.meal] as M).name;
            if (!modified.taken && isSortWeLack(matcher, kind, usual, words[pos + found.used])) {
              const qualified = words.slice(pos, pos + found.used + 1).map((w) => w.span);
              if (first && amountSpan) qualified.unshift(amountSpan);
              unmatchedSpans.push(...qualified);
              first = false;
              pos += found.used + 1;
              continue;
            }
            const length = found.used + (modified.taken ? 1 : 0);
            const used = words.slice(pos, pos + length).map((w) => w.span);
            // «بيض بالبسطرمة»: the bare word's pan dish, fried eggs, when a «بال…» food follows.
            const panDish =
              kind && !modified.taken
                ? cookedWithMeal(kind.word, words[pos + found.used]?.with === true)
                : undefined;
            const panIndex = panDish === undefined ? -1 : mealIndex(panDish);
            const meal = meals[panIndex >= 0 ? panIndex : (modified.meal ?? found.meal)] as M;
            const candidates = modified.candidates ?? found.candidates;
            // Inside a bread: a «بال…» food after it, and the foods joined to that one.
            const inBread: boolean =
              !(first && read) &&
              (words[pos]?.with === true ? fillingOpen !== false : fillingOpen === "filling");
            // A flavour, or inside a dish: «زبادي بالفراولة», «شكشوكة بالبيض», «بريك بالبيض
            // والتن» (with-food.ts).
            const typed = words[pos] as { word: string; span: Span; with?: boolean };
            const joined =
              insideOpen !== undefined && !(first && read) && joinedWithAnd(typed.span);
            const before = joined ? insideOpen : lastInGroup;
            const written = typed.with === true;
            const bare =
              !written && kind !== undefined && !modified.taken && !split.has(typed.span.from);
            if (
              !inBread &&
              before &&
              !(first && read) &&
              belongsToBefore(before.meal, meal, { written, joined, bare, word: typed.word })
            ) {
              before.span = spanOf([before.span, ...used]);
              before.item.text = slice(before.span);
              if (written || joined) insideOpen = before;
              first = false;
              pos += length;
              continue;
            }
            // «بيض شكشوكة»: the bare kind word before, with no amount of its own, was the dish's.
            if (
              !inBread &&
              lastInGroup?.bare &&
              lastInGroup.item.said.how === "unsaid" &&
              belongsToBefore(meal, lastInGroup.meal, { written: false, bare: true, word: "" })
            ) {
              const { item } = lastInGroup;
              const dishAmount = first && read ? read.amount : unsaidAmount(meal);
              lastInGroup.span = spanOf([lastInGroup.span, ...used]);
              Object.assign(item, {
                text: slice(lastInGroup.span),
                meal,
                alternatives: candidates.slice(1, MAX_ALTERNATIVES + 1).map((i) => meals[i] as M),
                amount: dishAmount,
                weighing: weigh(meal, dishAmount),
              });
              lastInGroup.meal = meal;
              lastInGroup.bare = false;
              first = false;
              pos += length;
              continue;
            }
            insideOpen = undefined;
            const filling: MealTextAmount | undefined = inBread ? fillingAmount(meal) : undefined;
            const said =
              first && read
                ? amountOf(meal, read)
                : filling ||
                  (panIndex >= 0 ? cookedWithAmount(meal) : undefined) ||
                  unsaidAmount(meal);
            fillingOpen = isFillingBread(meal) ? "bread" : filling ? "filling" : false;
            const amount: MealTextAmount =
              modified.size && !said.size ? { ...said, size: modified.size } : said;
            const span = spanOf(first && amountSpan ? [amountSpan, ...used] : used);
            const saidHow: AmountSaid =
              first && read && amountSpan
                ? { how: "said", words: slice(amountSpan) }
                : filling
                  ? { how: "filling" }
                  : { how: "unsaid" };
            const item: Omit<MealTextItem<M>, "reading"> = {
              text: slice(span),
              meal,
              alternatives: candidates
                .slice(1, MAX_ALTERNATIVES + 1)
                .map((index) => meals[index] as M),
              amount,
              weighing: weigh(meal, amount),
              said: saidHow,
            };
            items.push(item);
            if (!(first && read) && !inBread) unsaid.add(item);
            lastInSegment = item;
            lastGroup = g;
            previousSpan = span;
            lastInGroup = { item, meal, span, bare: kind !== undefined && !modified.taken };
            // «بريك بالبيض»: a meal named with its «بال…» food; a food joined to it may follow.
            const withWord = used.some((u) => {
              const token = tokens[u.from] as Token;
              return token.kind === "word" && token.folded.startsWith(WITH);
            });
            if (withWord) insideOpen = lastInGroup;
            first = false;
            pos += length;
          }
          if (first && amountSpan) unmatchedSpans.push(amountSpan);
        }
      }
      readYoghurtWith(items, meals);
      readPanWords(text, items, meals);
      readSandwiches(text, items, meals);
      readUnitSort(items);
      const read = readDrinkSugar(text, items, mergeSpans(unmatchedSpans).map(slice), meals);
      return {
        items: withoutRepeats(text, read.items).map((item) => ({
          ...item,
          reading: amountReading(item.meal, item.amount, item.weighing, item.said),
        })),
        unmatched: read.unmatched,
      };
    },
  };
}

const tspNoun = defaultNounOf("tsp");

/** A fraction's short form and its full form, of the same value («نص» → «نصف»). */
const fullFraction = new Map(
  [...fractions].flatMap(([short, value]) =>
    [...fractions]
      .filter(([full, same]) => same === value && full !== short && full.startsWith(short))
      .map(([full]) => [short, full] as const),
  ),
);

/** Whether the food parts since the last break hold the word («سمك بلطي مقلي» holds «سمك»). */
function afterSameFood(parts: readonly Part[], word: string): boolean {
  for (let k = parts.length - 1; k >= 0; k--) {
    const part = parts[k] as Part;
    if (part.kind !== "food") return false;
    if (part.word === word) return true;
  }
  return false;
}

/** A word written with the article («الحليب»). */
const isDefinite = (token: Token) => token.kind === "word" && token.bare !== token.folded;

/**
 * «والهريسة»: «و» joined to the article is «and», and the line's words start after it (the
 * word is matched without both already, as the search strips «وال»).
 */
function joinsWithAnd(folded: string, bare: string): boolean {
  return folded.startsWith(`${AND}ال`) && bare === folded.slice(3);
}

/**
 * «الزيت والزيتون»: a word written «وال…» in a run of words is «and» a new food, not the second
 * word of a name («زيت زيتون»), unless it follows a «بال…» word: a dish's second food cooked in
 * it («كسكسي باللحم والخضار»، «رز بالكبدة واللوز»).
 */
function andStartsFood(before: Token, word: Token): boolean {
  if (before.kind !== "word" || word.kind !== "word") return false;
  return joinsWithAnd(word.folded, word.bare) && !before.folded.startsWith(WITH);
}

/**
 * «تلت تمرات» is three dates, «تلت رغيف» a third of a loaf: a fraction word that is also said
 * for a number (content/meals/meal-text-words.ts, `numbersBeforePlural`) is that number before
 * a plural unit or count noun, which a fraction never takes.
 */
function numberBeforePlural(folded: string, next: WordClass): number | undefined {
  const value = pluralNumbers.get(folded);
  if (value === undefined) return undefined;
  return (next.kind === "unit" || next.kind === "count") && next.number === "plural"
    ? value
    : undefined;
}

/** An amount group that is «ونص» and the like, with a food after it: an item of its own. */
function startsWithHalf(group: Group | undefined, next: Group | undefined): boolean {
  return (
    group?.kind === "amount" &&
    group.parts[0]?.kind === "fraction" &&
    group.parts[0].and &&
    (next?.kind === "food" || group.parts.some((p) => p.kind === "unit" || p.kind === "count"))
  );
}

/** Grams, kilos, millilitres or litres with a number: a weight said, not a household amount. */
function isWeight(amount: MealTextAmount): boolean {
  const { unit, count } = amount;
  return (
    count !== null && (unit === "gram" || unit === "kilo" || unit === "ml" || unit === "litre")
  );
}

function spanOf(spans: readonly Span[]): Span {
  return {
    from: Math.min(...spans.map((s) => s.from)),
    to: Math.max(...spans.map((s) => s.to)),
  };
}

/** Runs of spans next to each other become one. */
function mergeSpans(spans: readonly Span[]): Span[] {
  const sorted = [...spans].sort((a, b) => a.from - b.from);
  const merged: Span[] = [];
  for (const span of sorted) {
    const last = merged[merged.length - 1];
    if (last && span.from <= last.to + 1) last.to = Math.max(last.to, span.to);
    else merged.push({ ...span });
  }
  return merged;
}

function segmentsOf(parts: readonly Part[]): Part[][] {
  const segments: Part[][] = [[]];
  for (const part of parts) {
    if (part.kind === "break") segments.push([]);
    else if (part.kind !== "filler") (segments[segments.length - 1] as Part[]).push(part);
  }
  return segments.filter((s) => s.length > 0);
}

/** Amounts and food words in runs; a second unit or a number after a unit starts a new amount. */
function groupsOf(segment: readonly Part[]): Group[] {
  const groups: Group[] = [];
  for (const [index, part] of segment.entries()) {
    const last = groups[groups.length - 1];
    if (part.kind === "other") {
      groups.push({ kind: "other", parts: [part] });
      continue;
    }
    if (part.kind === "food") {
      if (last?.kind === "food") last.parts.push(part);
      else groups.push({ kind: "food", parts: [part] });
      continue;
    }
    const amountPart = part as AmountPart;
    const hasNumber =
      last?.kind === "amount" &&
      last.parts.some((p) => p.kind === "number" || p.kind === "fraction");
    const hasUnit =
      last?.kind === "amount" && last.parts.some((p) => p.kind === "unit" || p.kind === "count");
    // A second unit starts a new amount, and so does a number after a unit that had one
    // («2 كاس 3 خبز»); «تمرات 3» is one amount.
    // «حريرة زلافة جوج تمرات»: a number between a unit and another unit or count is the
    // count of what follows it.
    const next = segment[index + 1];
    const countsNext =
      amountPart.kind === "number" && (next?.kind === "unit" || next?.kind === "count");
    const startsNew =
      hasUnit &&
      (amountPart.kind === "unit" ||
        amountPart.kind === "count" ||
        (amountPart.kind === "number" && (hasNumber || countsNext)));
    if (
      last?.kind === "amount" &&
      !startsNew &&
      !(amountPart.kind === "fraction" && !amountPart.and && hasUnit) &&
      !halfOfNext(amountPart, segment[index + 1], last, groups[groups.length - 2])
    ) {
      last.parts.push(amountPart);
    } else groups.push({ kind: "amount", parts: [amountPart] });
  }
  return groups;
}

/**
 * «بيضتين ونص خبزة», «كرشة صحن وربع خبزة»: «ونص» before a food starts that food's amount when
 * the amount before it is complete: a count noun, which names its own food, or a unit written
 * after its food. «صحن ونص كسكسي» stays one and a half plates: its unit has no food yet.
 */
function halfOfNext(
  part: AmountPart,
  next: Part | undefined,
  last: Extract<Group, { kind: "amount" }>,
  beforeLast: Group | undefined,
): boolean {
  const named = next?.kind === "food" || next?.kind === "unit" || next?.kind === "count";
  if (part.kind !== "fraction" || !part.and || !named) return false;
  if (last.parts.some((p) => p.kind === "count")) return true;
  return last.parts.some((p) => p.kind === "unit") && beforeLast?.kind === "food";
}

/** How many of what an amount group says, and the food it implies («بيضتين»، «نص رغيف»). */
function readAmount(
  parts: readonly AmountPart[],
  /** The amount follows its food («كسكسي صحن ونص», «حليب ونص»). */
  after: boolean,
): {
  amount: MealTextAmount;
  food?: string;
  fromCount: boolean;
  /** The amount is «شوية» alone: a little, of whatever the food is eaten by. */
  little: boolean;
  /** The amount in millilitres, said in a vessel of known size («استكانة»). */
  inMl?: MealTextAmount;
} {
  let count: number | null = null;
  let unit: HouseholdUnit | null = null;
  let size: ServingSize | undefined;
  let pluralWithoutNumber = false;
  let food: string | undefined;
  let fromCount = false;
  let noun: string | undefined;
  let vesselMl: number | undefined;
  for (const part of parts) {
    switch (part.kind) {
      case "number":
        count ??= part.value;
        break;
      case "fraction":
        // «ونص» after an amount adds a half; at the start of one («ونص رغيف») it is the amount.
        if (part.and && (part !== parts[0] || after)) count = (count ?? 1) + part.value;
        else count = count === null ? part.value : count * part.value;
        break;
      case "unit":
      case "count": {
        unit = part.kind === "unit" ? part.unit : part.noun.unit;
        size = part.size ?? size;
        if (part.number === 2 && count === null) count = 2;
        if (part.number === "plural" && count === null) pluralWithoutNumber = true;
        if (part.kind === "count") {
          food = part.noun.food;
          noun = part.noun.word;
          fromCount = true;
        } else {
          if (part.noun.implies) food = part.noun.implies;
          vesselMl = part.noun.ml;
        }
        break;
      }
    }
  }
  const said = parts.some((p) => p.kind === "number" || p.kind === "fraction");
  const amount: MealTextAmount = {
    count: count ?? (pluralWithoutNumber ? null : 1),
    unit,
    ...(size ? { size } : {}),
    ...(unit === null && said ? { counted: true as const } : {}),
    ...(noun ? { noun } : {}),
  };
  const little = parts.length === 1 && parts[0]?.kind === "fraction" && parts[0].little === true;
  // «3 استكانات»: a vessel of one known size is its millilitres.
  const inMl =
    vesselMl !== undefined && amount.count !== null
      ? { count: amount.count * vesselMl, unit: "ml" as const }
      : undefined;
  return { amount, food, fromCount, little, ...(inMl ? { inMl } : {}) };
}

/**
 * The amount read, for the meal it was said of: «شوية» of a food eaten by the piece is a few
 * pieces (unsaid-amount.ts); a vessel of known size its millilitres, where the meal can be
 * weighed by volume, else the small glass it is.
 */
function amountOf(
  meal: WeighableMeal & { name: string },
  read: { amount: MealTextAmount; little: boolean; inMl?: MealTextAmount },
): MealTextAmount {
  if (read.little) return aLittleOf(meal, read.amount);
  if (read.inMl && weigh(meal, read.inMl).grams !== null) return read.inMl;
  if (read.inMl) return { ...read.amount, size: "small" };
  return read.amount;
}
