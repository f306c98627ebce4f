// What the parts reader (parts.ts) knows while it reads one sentence's tokens: the parts so far,
// the tokens whose leading «و» was split off, and how it classes a word. Its word rules
// (leading-and.ts, fraction-word.ts, unit-word.ts, food-word.ts) take it.
import type { FoodMatcher } from "./food-matcher";
import type { Part, WordClass } from "./part";
import type { Token } from "./tokens";

type WordToken = Extract<Token, { kind: "word" }>;

export interface PartsReading {
  tokens: readonly Token[];
  parts: Part[];
  /** Tokens whose leading «و» was read as «and»; their item text starts after it. */
  split: Set<number>;
  matcher: FoodMatcher;
  defaults: ReadonlyMap<string, string> | undefined;
  classify(folded: string, bare: string): WordClass;
  wordAt(i: number): WordToken | undefined;
}
