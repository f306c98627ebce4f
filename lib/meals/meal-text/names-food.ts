import { tokenize } from "./tokens";
import { fold } from "./words";

/**
 * Whether an item is that food, named first («حوت مقلي» is «حوت»), not a dish holding it
 * («كبسة دجاج» is no «دجاج»: a quarter chicken after it is its own line).
 */
export function namesFood(item: { text: string }, food: string): boolean {
  const first = tokenize(item.text)[0];
  return first?.kind === "word" && first.bare === fold(food);
}
