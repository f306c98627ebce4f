// What step 2 of reading a sentence (parts.ts) makes of each token: a part, and the class of a
// word before it becomes one. Their one home; parts.ts exports them to the rest of the reader.
import type { CountNoun, HouseholdNoun, HouseholdUnit } from "@/content/meals/household-units";
import type { ServingSize, WordNumber } from "./words";

export type Span = { from: number; to: number };

export type Part = Span &
  (
    | { kind: "break" }
    | { kind: "filler" }
    /** `size`: said right after the number («وحدة كبيرة»، «٢ صغار»): the size of each. */
    | { kind: "number"; value: number; size?: ServingSize }
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
    /**
     * A word that is never a food (a greeting): reported, never matched. `notEaten`: words
     * that name a food said not eaten («الروب ما شربتو»), reported as left out, not as words
     * we did not understand.
     */
    | { kind: "other"; notEaten?: true }
  );

export type AmountPart = Extract<Part, { kind: "number" | "fraction" | "unit" | "count" }>;
export type FoodPart = Extract<Part, { kind: "food" }>;
export type WordClass =
  | { kind: "break" | "filler" | "food" | "unknown" | "other" }
  | { kind: "number" | "fraction"; value: number }
  | { kind: "unit"; noun: HouseholdNoun; number: WordNumber }
  | { kind: "count"; noun: CountNoun; number: WordNumber };
