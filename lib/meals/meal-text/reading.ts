// What step 3 of reading a sentence (parse-meal-text.ts) knows while it reads: the sentence, the
// lines read so far, the words not understood, and what the lines before leave open. Its item
// rules (amount-alone.ts, food-at.ts, word-place.ts, dish-said-with.ts, joins-before.ts,
// bare-kind-dish.ts, new-line.ts) take it and change it, in parse()'s order.
import type { readAmount } from "./amount-group";
import type { SugarSaid } from "./drink-sugar";
import type { FoodMatcher } from "./food-matcher";
import type { ReadLine } from "./line";
import type { MealTextMeal } from "./meal-text-meal";
import type { AmountPart, Span } from "./parts";
import { joinsWithAnd, AND } from "./parts";
import type { Token } from "./tokens";

export const MAX_ALTERNATIVES = 5;

export type AmountRead = ReturnType<typeof readAmount>;

/** A line read, with the words it was read from, that later words may still join. */
export interface OpenLine<M> {
  item: ReadLine<M>;
  meal: M;
  span: Span;
  /** The bare kind word it was named by («بيض»), that a dish after it may take. */
  bare?: string;
  /** It took the run's amount, said in units. */
  runAmount?: boolean;
}

/** A food word of a run, as the item rules read it. */
export interface GroupWord {
  word: string;
  span: Span;
  with?: boolean;
  definite?: boolean;
  counted?: boolean;
}

export interface Reading<M extends MealTextMeal> {
  text: string;
  tokens: readonly Token[];
  /** Tokens whose leading «و» was split off as a separator. */
  split: ReadonlySet<number>;
  meals: readonly M[];
  matcher: FoodMatcher;
  defaults: ReadonlyMap<string, string> | undefined;
  items: ReadLine<M>[];
  /** The token each line's words start at, for the shares said of it (partial.ts). */
  startOf: Map<ReadLine<M>, number>;
  unmatchedSpans: Span[];
  notEatenSpans: Span[];
  /** Water and its amount (water.ts): understood, not counted. */
  waterSpans: Span[];
  /** Sugar said as none or light («بدون سكر»، «سكر خفيف»), and the item it was said of. */
  sugarsSaid: Map<ReadLine<M>, SugarSaid<M>>;
  /** Items named with no amount of their own: an amount alone after them may be theirs. */
  unsaid: Set<ReadLine<M>>;
  /** The item before was a bread, or a filling in one. */
  fillingOpen: "bread" | "filling" | false;
  /** The item before took a food written «بال…» inside it: a food joined «وال…» may follow. */
  insideOpen: OpenLine<M> | undefined;
  /** The last line read, and its words, whatever segment it was read in. */
  lastRead: OpenLine<M> | undefined;
  /** The words of a span as typed. */
  slice(span: Span): string;
  /** A food word written «وال…» («والتن»): «و» joined to the article. */
  joinedWithAnd(span: Span): boolean;
  mealIndex(name: string): number;
}

/** What one segment (a part of the sentence between breaks) leaves for its next run. */
export interface SegmentReading<M> {
  lastInSegment: ReadLine<M> | undefined;
  /** The group the last item was read from, and its words. */
  lastGroup: number;
  previousSpan: Span | undefined;
}

/** One item's runs as they are read: its amount, its food words, and where the reading is. */
export interface GroupReading<M> {
  /** The last group of the runs. */
  g: number;
  amountGroup: AmountPart[] | undefined;
  read: AmountRead | undefined;
  amountSpan: Span | undefined;
  words: GroupWord[];
  /** No line took the run's amount yet. */
  first: boolean;
  pos: number;
  lastInGroup: OpenLine<M> | undefined;
}

export function createReading<M extends MealTextMeal>(
  text: string,
  tokens: readonly Token[],
  split: ReadonlySet<number>,
  meals: readonly M[],
  matcher: FoodMatcher,
  defaults: ReadonlyMap<string, string> | undefined,
  indexByName: ReadonlyMap<string, number>,
): Reading<M> {
  return {
    text,
    tokens,
    split,
    meals,
    matcher,
    defaults,
    items: [],
    startOf: new Map(),
    unmatchedSpans: [],
    notEatenSpans: [],
    waterSpans: [],
    sugarsSaid: new Map(),
    unsaid: new Set(),
    fillingOpen: false,
    insideOpen: undefined,
    lastRead: undefined,
    slice: ({ from, to }) => {
      const start = (tokens[from] as Token).start;
      const and = split.has(from) && text[start] === AND;
      const words = text.slice(start + (and ? 1 : 0), (tokens[to] as Token).end);
      // «صدر دجاج (١٥٠ غ)»: the bracket opened is closed.
      const closes = words.includes("(") && !words.includes(")");
      return closes && text[(tokens[to] as Token).end] === ")" ? `${words})` : words;
    },
    joinedWithAnd: (span) => {
      const token = tokens[span.from] as Token;
      return (
        split.has(span.from) && token.kind === "word" && joinsWithAnd(token.folded, token.bare)
      );
    },
    mealIndex: (name) => indexByName.get(name) ?? -1,
  };
}

/** The word at the reading's place was used up by a rule: read on after it. */
export function readPast<M>(group: GroupReading<M>, length: number): void {
  group.first = false;
  group.pos += length;
}
