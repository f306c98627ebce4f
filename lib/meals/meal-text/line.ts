// A line of «ماذا أكلت؟» as the reader builds it, before it says how it understood its amount:
// one home for its shape, which the reading's later rules (drink-sugar.ts, sandwich.ts,
// unit-sort.ts) take and give back.
import type { AmountSaid } from "./amount-reading";
import type { MealTextAmount, Weighing } from "./weigh";

export interface ReadLine<M> {
  /** The words this item was read from, as typed. */
  text: string;
  meal: M;
  /** Other meals the same words could name, best first, to switch to. */
  alternatives: M[];
  amount: MealTextAmount;
  weighing: Weighing;
  /** How the amount came to be: its words as typed, a filling, or none said. */
  said: AmountSaid;
}
