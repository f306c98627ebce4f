// Words that name a food not eaten, or no food at all though they look like one (STYLE.md item
// 19), read before any food is matched:
// - a negated verb («ما كلاش اللحم»، «ما شربتش الشاهي») governs the words after it up to the
//   next break, separator or verb: those foods were not eaten («ما كلاش اللحم والخضرة» neither);
// - «بلا»، «بدون»، «بلاش» («خبزة بالتن بلاش هريسة») take the one word after them, except the
//   sugar of a drink, which drink-sugar.ts reads to make the drink its plain counterpart;
// - a place: the word after «عند» («عند الجيران») and a word with the article after «في»/«ف»
//   («ف القهوة»، «في الفرن»);
// - a word that alone is a food we lack («هريسة», the Maghreb's chilli paste), whatever meal's
//   name it folds to; a longer name holding it is matched before this rule is asked.

import { isNegatedVerb } from "./negated-verb";
import { negationReach } from "./negation-reach";
import { withoutJoinedAnd, type Token } from "./tokens";
import {
  clock,
  fold,
  lackedDishes,
  lackedFoods,
  places,
  withoutPairs,
  withoutSingleWords,
} from "./words";

const SUGAR = fold("سكر");
const ON = fold("على");

/**
 * The last token of the words from `at` that name nothing eaten, and whether they are a place
 * (understood and dropped, as a filler is; a food not eaten is reported), or undefined when the
 * word at `at` starts no such run. `endsScope`: a word that ends a negated verb's reach (a break word,
 * a separator, a verb of eating).
 */
export function notEatenTo(
  tokens: readonly Token[],
  at: number,
  endsScope: (folded: string) => boolean,
): { to: number; place?: true } | undefined {
  const token = tokens[at];
  if (token?.kind !== "word") return undefined;
  const { folded } = token;
  const next = tokens[at + 1];
  if (isNegatedVerb(folded)) {
    // «ما فطرتش على التمر»: the food broken on, right after the verb, is in its reach.
    const afterOn = next?.kind === "word" && next.folded === ON;
    return { to: Math.max(at, negationReach(tokens, afterOn ? at + 2 : at + 1, endsScope)) };
  }
  if (withoutSingleWords.has(folded)) {
    if (next?.kind !== "word" || next.bare === SUGAR) return undefined;
    return { to: at + 1 };
  }
  // «زبادي خالي من السكر»، «قهوة من غير سكر»: a «without» of two words before sugar names
  // nothing (drink-sugar.ts reads the sugar said), and no word of a name («… خالي الدسم»).
  const after = tokens[at + 2];
  if (
    next?.kind === "word" &&
    withoutPairs.has(`${folded} ${next.folded}`) &&
    after?.kind === "word" &&
    after.bare === SUGAR
  )
    return { to: at + 1 };
  if (places.before.has(folded) && next?.kind === "word") return { to: at + 1, place: true };
  if (
    places.definiteAfter.has(folded) &&
    next?.kind === "word" &&
    next.bare !== next.folded &&
    !isNegatedVerb(next.folded) &&
    // «في الساعة ٧»: the hour, which clock-time.ts reads
    !clock.has(next.folded)
  )
    return { to: at + 1, place: true };
  return undefined;
}

/**
 * Whether a word alone is a food we lack («هريسة», «والهريسة»): asked once no longer name
 * holding it was found, so «هريسة قمح» stays the Gulf dish.
 */
export function lackedAlone(bare: string): boolean {
  return lackedFoods.has(bare) || lackedFoods.has(withoutJoinedAnd(bare));
}

/**
 * Whether a word names a dish we lack that takes the food words after it («برجر لحم»،
 * «بيتزا تن»).
 */
export function lackedDish(bare: string): boolean {
  return lackedDishes.has(bare) || lackedDishes.has(withoutJoinedAnd(bare));
}
