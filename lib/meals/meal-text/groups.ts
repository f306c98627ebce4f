// Step 3 of reading a meal sentence (parse-meal-text.ts), its first half: parts cut at breaks
// into segments, and each segment into runs of amounts and of food words, each run an item's
// amount or its food.
import { isNotEatenClause } from "./not-eaten-after-amount";
import { measuresUnit } from "./weight-of-unit";
import type { AmountPart, FoodPart, Part, Span } from "./parts";

export type Group =
  | { kind: "amount"; parts: AmountPart[] }
  | { kind: "food"; parts: FoodPart[] }
  | { kind: "other"; parts: Extract<Part, { kind: "other" }>[] };

/** An amount group that is «ونص» and the like, with a food after it: an item of its own. */
function startsWithHalf(group: Group | undefined, next: Group | undefined): boolean {
  return (
    group?.kind === "amount" &&
    group.parts[0]?.kind === "fraction" &&
    group.parts[0].and &&
    (next?.kind === "food" || group.parts.some((p) => p.kind === "unit" || p.kind === "count"))
  );
}

export function spanOf(spans: readonly Span[]): Span {
  return {
    from: Math.min(...spans.map((s) => s.from)),
    to: Math.max(...spans.map((s) => s.to)),
  };
}

/** Runs of spans next to each other become one. */
export function mergeSpans(spans: readonly Span[]): Span[] {
  const sorted = [...spans].sort((a, b) => a.from - b.from);
  const merged: Span[] = [];
  for (const span of sorted) {
    const last = merged[merged.length - 1];
    if (last && span.from <= last.to + 1) last.to = Math.max(last.to, span.to);
    else merged.push({ ...span });
  }
  return merged;
}

export function segmentsOf(parts: readonly Part[]): Part[][] {
  const segments: Part[][] = [[]];
  for (const part of parts) {
    if (part.kind === "break") segments.push([]);
    else if (part.kind !== "filler") (segments[segments.length - 1] as Part[]).push(part);
  }
  return segments.filter((s) => s.length > 0);
}

/** Amounts and food words in runs; a second unit or a number after a unit starts a new amount. */
export function groupsOf(segment: readonly Part[]): Group[] {
  const groups: Group[] = [];
  for (const [index, part] of segment.entries()) {
    const last = groups[groups.length - 1];
    if (part.kind === "other") {
      groups.push({ kind: "other", parts: [part] });
      continue;
    }
    if (part.kind === "food") {
      if (last?.kind === "food") last.parts.push(part);
      else groups.push({ kind: "food", parts: [part] });
      continue;
    }
    const amountPart = part as AmountPart;
    const hasNumber =
      last?.kind === "amount" &&
      last.parts.some((p) => p.kind === "number" || p.kind === "fraction");
    const hasUnit =
      last?.kind === "amount" && last.parts.some((p) => p.kind === "unit" || p.kind === "count");
    // A second unit starts a new amount, and so does a number after a unit that had one
    // («2 كاس 3 خبز»); «تمرات 3» is one amount.
    // «حريرة زلافة جوج تمرات»: a number between a unit and another unit or count is the
    // count of what follows it.
    const next = segment[index + 1];
    const countsNext =
      amountPart.kind === "number" && (next?.kind === "unit" || next?.kind === "count");
    const startsNew =
      !(last?.kind === "amount" && measuresUnit(last.parts, amountPart, next)) &&
      hasUnit &&
      (amountPart.kind === "unit" ||
        amountPart.kind === "count" ||
        (amountPart.kind === "number" && (hasNumber || countsNext)));
    if (
      last?.kind === "amount" &&
      !startsNew &&
      !(amountPart.kind === "fraction" && !amountPart.and && hasUnit) &&
      !halfOfNext(amountPart, segment[index + 1], last, groups[groups.length - 2])
    ) {
      last.parts.push(amountPart);
    } else groups.push({ kind: "amount", parts: [amountPart] });
  }
  return groups;
}

/**
 * «بيضتين ونص خبزة», «كرشة صحن وربع خبزة»: «ونص» before a food starts that food's amount when
 * the amount before it is complete: a count noun, which names its own food, or a unit written
 * after its food. «صحن ونص كسكسي» stays one and a half plates: its unit has no food yet.
 */
function halfOfNext(
  part: AmountPart,
  next: Part | undefined,
  last: Extract<Group, { kind: "amount" }>,
  beforeLast: Group | undefined,
): boolean {
  const named = next?.kind === "food" || next?.kind === "unit" || next?.kind === "count";
  if (part.kind !== "fraction" || !part.and || !named) return false;
  if (last.parts.some((p) => p.kind === "count")) return true;
  return last.parts.some((p) => p.kind === "unit") && beforeLast?.kind === "food";
}

/**
 * The runs one item is read from, starting at run `at`: an amount and the food words after it
 * («صحنين كسكسي»), or food words and the amount after them («كسكسي صحنين») when that amount is
 * theirs: no other food follows it, or the next food has its own amount after it too
 * («كسكسي صحنين شاهي كاسين»), or the amount counts the dish itself («عجة بيضتين»). `last`: the
 * last run used.
 */
export function itemRuns(
  groups: readonly Group[],
  at: number,
  {
    names,
    countsDish,
  }: {
    /** Whether the words name a meal. */
    names: (words: string[]) => boolean;
    /** Whether the amount's count noun counts the dish the food words name. */
    countsDish: (food: readonly FoodPart[], amount: readonly AmountPart[]) => boolean;
  },
): { amount?: AmountPart[]; food?: FoodPart[]; ownCount: boolean; last: number } {
  const group = groups[at] as Exclude<Group, { kind: "other" }>;
  const next = groups[at + 1];
  if (group.kind === "amount") {
    return next?.kind === "food"
      ? { amount: group.parts, food: next.parts, ownCount: false, last: at + 1 }
      : { amount: group.parts, ownCount: false, last: at };
  }
  const after = groups[at + 2];
  const postfix =
    after === undefined ||
    (after.kind === "food" &&
      (groups[at + 3]?.kind === "amount" || after.parts[0]?.with === true)) ||
    startsWithHalf(after, groups[at + 3]) ||
    isNotEatenClause(after) ||
    // «حريرة زلافة جوج تمرات»: the next amount names its own food.
    (after.kind === "amount" && after.parts.some((p) => p.kind === "count")) ||
    (after.kind === "food" && !names(after.parts.map((p) => p.word)));
  const newItem =
    next?.kind === "amount" &&
    (next.parts.some((p) => p.kind === "count") ||
      (next.parts[0]?.kind === "fraction" &&
        next.parts[0].and &&
        next.parts.some((p) => p.kind === "unit")));
  const ownCount = next?.kind === "amount" && countsDish(group.parts, next.parts);
  // «الحاج كلا ٣ مغارف روز»: words that name no meal take no amount from the food after.
  const words = group.parts.map((p) => p.word);
  const namesSome = () => words.some((_, i) => names(words.slice(i)));
  if (next?.kind === "amount" && ((postfix && !newItem) || ownCount) && namesSome())
    return { amount: next.parts, food: group.parts, ownCount, last: at + 1 };
  return { food: group.parts, ownCount: false, last: at };
}
