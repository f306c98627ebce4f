// Words that say a food was not eaten, or name nothing eaten (parts.ts): set aside as understood,
// never read as foods (negated-after.ts, not-eaten.ts say which).
import { isNegationParticle, negatedAfterAt, negatedForwardTo, negatedFrom } from "./negated-after";
import { latinNegationAt } from "./negated-latin";
import { negationParticleAt } from "./negation-particle";
import { notEatenTo } from "./not-eaten";
import type { PartsReading } from "./parts-reading";
import type { Token } from "./tokens";

/** The index to read on from when words from token `i` were not eaten; undefined otherwise. */
export function readNotEatenAt(
  r: PartsReading,
  i: number,
  isFoodToken: (token: Token) => boolean,
  /** A word a negated verb's reach stops at. */
  endsNegation: (folded: string) => boolean,
): number | undefined {
  const { tokens, parts } = r;
  // «الروب ما شربتو»، «ما أكلت الخبز»: a food said not eaten (negated-after.ts).
  const negated = negatedAfterAt(tokens, i, isFoodToken, endsNegation);
  if (negated !== undefined) {
    const { from: start, kind } = negatedFrom(parts, i, negated);
    // «ما كليتهاش الشكشوكة»: nothing named before, the food after (negated-after.ts)
    const forward =
      kind === "filler"
        ? negatedForwardTo(tokens, negated.to, isFoodToken, endsNegation)
        : undefined;
    if (forward !== undefined) {
      parts.push({ kind: "other", notEaten: true, from: start, to: forward });
      return forward + 1;
    }
    parts.push(
      kind === "other"
        ? { kind, notEaten: true, from: start, to: negated.to }
        : { kind, from: start, to: negated.to },
    );
    return negated.to + 1;
  }
  // «ما كلاش اللحم», «بلاش هريسة», «عند الجيران»: words that name nothing eaten.
  const notEaten = notEatenTo(tokens, i, endsNegation);
  if (notEaten !== undefined) {
    // «ما كليتش الخبزة»: the «ما» written apart before the negated verb is the verb's.
    const before = parts.at(-1);
    const particle =
      before?.kind === "other" && before.to === i - 1 ? tokens[before.from] : undefined;
    const from =
      !notEaten.place && particle?.kind === "word" && isNegationParticle(particle.folded)
        ? parts.pop()!.from
        : i;
    parts.push(
      notEaten.place
        ? { kind: "filler", from: i, to: notEaten.to }
        : { kind: "other", notEaten: true, from, to: notEaten.to },
    );
    return notEaten.to + 1;
  }
  // «لم آكل الخبز»، «ماكلت الرز»، «لا رز ولا خبز»، «ma klitch lkhobz»، «didn't eat the bread».
  const negation =
    negationParticleAt(tokens, i, isFoodToken, endsNegation) ??
    latinNegationAt(tokens, i, endsNegation);
  if (negation !== undefined) {
    // «ma» before it was read as a word of its own: it is the negation's.
    if (negation.from < i && parts.at(-1)?.from === negation.from) parts.pop();
    parts.push({ kind: "other", notEaten: true, from: negation.from, to: negation.to });
    return negation.to + 1;
  }
  return undefined;
}
