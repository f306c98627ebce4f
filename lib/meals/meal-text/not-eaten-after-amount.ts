// «بزين صحن صغير ما كلتش ياسر»، «كسكسي صحن ما كليتش اللحم»: an amount said after its food, with
// a clause of what was not eaten right after it (no comma between), is still that food's
// amount (groups.ts's itemRuns). A negated clause names no food eaten, so the amount cannot be
// a food's after it; without this, the amount was left alone and listed as not understood.

import type { Part } from "./parts";

/**
 * Whether the run (groups.ts's Group) is words saying what was not eaten («ما كليتش اللحم»),
 * and nothing else.
 */
export function isNotEatenClause(
  group: { kind: string; parts: readonly Part[] } | undefined,
): boolean {
  return (
    group?.kind === "other" &&
    group.parts.length > 0 &&
    group.parts.every((p) => p.kind === "other" && p.notEaten === true)
  );
}
