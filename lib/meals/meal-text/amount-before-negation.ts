// An amount written after its food is still the food's when a negation follows it (STYLE.md
// item 19): «عصيدة صحن صغير ما كليتش برشا»، «رز صحن وما كليتش الخبزة». The negated words name
// nothing eaten (not-eaten.ts, negated-after.ts), so no food after them can claim the amount,
// just as when the sentence ends there. Read by groups.ts's itemRuns; it must never give a
// negated food an amount.

/** A run of parts as groups.ts makes them (typed here by shape, so neither imports the other). */
interface Run {
  readonly kind: string;
  readonly parts: readonly { readonly kind: string; readonly notEaten?: true }[];
}

/** Whether a run is only words said not eaten, which end what an amount before them binds to. */
export function isNegatedRun(group: Run | undefined): boolean {
  return (
    group?.kind === "other" &&
    group.parts.length > 0 &&
    group.parts.every((p) => p.kind === "other" && p.notEaten === true)
  );
}
