// Foods we lack (parts.ts): their words are set aside as not understood, never read as the foods
// they hold (lacked-phrase.ts, not-eaten.ts say which).
import { AND } from "./and-with";
import { dishModifierTo } from "./dish-modifier";
import { lackedPhraseTo } from "./lacked-phrase";
import { lackedAlone, lackedDish } from "./not-eaten";
import type { PartsReading } from "./parts-reading";
import type { Token } from "./tokens";

/** The index to read on from when the word at `i` starts a food we lack; undefined otherwise. */
export function readLackedAt(r: PartsReading, i: number, bare: string): number | undefined {
  const { tokens, parts } = r;
  // «زبدة فول سوداني»، «حمص محمص»: a food we lack said as a phrase (lacked-phrase.ts).
  const lackedPhraseEnd = lackedPhraseTo(tokens, i, bare);
  // «مرقة جلبانة بالعلوش»: the «بال…» words after it are the dish's (dish-modifier.ts)
  const lackedTo =
    lackedPhraseEnd === undefined ? undefined : dishModifierTo(tokens, lackedPhraseEnd);
  if (lackedTo !== undefined) {
    parts.push({ kind: "other", from: i, to: lackedTo });
    return lackedTo + 1;
  }
  if (lackedAlone(bare)) {
    parts.push({ kind: "other", from: i, to: i });
    return i + 1;
  }
  // «برجر لحم»، «بيتزا تن»: a dish we lack and its food words, up to «و» or an amount.
  if (lackedDish(bare)) {
    let to = i;
    while (r.wordAt(to + 1) && isSortOfLacked(r, r.wordAt(to + 1) as Token)) to += 1;
    parts.push({ kind: "other", from: i, to });
    return to + 1;
  }
  return undefined;
}

/** A word after a dish we lack that is its sort or topping: a food word, not «و…» another. */
function isSortOfLacked(r: PartsReading, token: Token): boolean {
  // «برجر و بطاطا»، «burger w batata»: «و» written apart ends the dish's words too.
  if (token.kind !== "word" || token.folded === AND) return false;
  if (token.folded.startsWith(AND) && token.folded.length > 2) return false;
  const kind = r.classify(token.folded, token.bare).kind;
  return kind === "food" || kind === "unknown";
}
