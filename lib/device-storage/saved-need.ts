// The visitor's daily energy need, kept on this device only ("احفظ احتياجي" in /Blog1). It is
// read by the macro tool (/Blog2) and the calculator's plate. localStorage, never a cookie,
// never sent anywhere. Whatever is stored is validated on read: a hand-edited or old value is
// ignored, never trusted.

export const SAVED_NEED_KEY = "mizan:daily-need";

/** The intake for the weight-loss pace the visitor chose in /Blog1, when it gave a number. */
export interface SavedTarget {
  /** kcal/day, unrounded: the need minus the pace's deficit. */
  kcal: number;
  /** The pace, kg a week (0.25, 0.5, 0.75). */
  kgPerWeek: number;
}

export interface SavedNeed {
  /** Daily energy need to keep the weight, kcal/day, unrounded. */
  kcal: number;
  /** When it was saved, ISO 8601. */
  savedAt: string;
  /** Absent when saved before targets were kept, or when the pace fell under the floor. */
  target?: SavedTarget;
}

/** What the plate's share of the day is measured against, and which figure it is. */
export type DailyReference =
  { kind: "target"; kcal: number; kgPerWeek: number } | { kind: "need"; kcal: number };

/** The chosen weight-loss target when one was saved, else the need to keep the weight. */
export function dailyReference(saved: SavedNeed): DailyReference {
  return saved.target
    ? { kind: "target", kcal: saved.target.kcal, kgPerWeek: saved.target.kgPerWeek }
    : { kind: "need", kcal: saved.kcal };
}

/** Plausible bounds: the tool's own input ranges give needs well inside them. */
const MIN_KCAL = 500;
const MAX_KCAL = 10_000;

const plausibleKcal = (kcal: unknown): kcal is number =>
  typeof kcal === "number" && Number.isFinite(kcal) && kcal >= MIN_KCAL && kcal <= MAX_KCAL;

/** A stored target, or undefined when it is absent or malformed (the need alone is still used). */
function parseTarget(value: unknown, needKcal: number): SavedTarget | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const { kcal, kgPerWeek } = value as Record<string, unknown>;
  if (!plausibleKcal(kcal) || kcal > needKcal) return undefined;
  if (typeof kgPerWeek !== "number" || !(kgPerWeek > 0 && kgPerWeek <= 2)) return undefined;
  return { kcal, kgPerWeek };
}

/** The saved need in `raw` (the stored JSON), or null when it is absent or malformed. */
export function parseSavedNeed(raw: string | null): SavedNeed | null {
  if (raw === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== "object" || value === null) return null;
  const { kcal, savedAt, target } = value as Record<string, unknown>;
  if (!plausibleKcal(kcal)) return null;
  if (typeof savedAt !== "string" || Number.isNaN(Date.parse(savedAt))) return null;
  const checked = parseTarget(target, kcal);
  return checked ? { kcal, savedAt, target: checked } : { kcal, savedAt };
}

/** localStorage, or null where it is unavailable (disabled, private mode, server). */
function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readSavedNeed(): SavedNeed | null {
  try {
    return parseSavedNeed(storage()?.getItem(SAVED_NEED_KEY) ?? null);
  } catch {
    return null;
  }
}

/**
 * Saves the need and, when the chosen pace gave one, its target; false when the browser
 * refused (storage full or disabled) or the figures are implausible.
 */
export function saveNeed(
  kcal: number,
  { target, now = new Date() }: { target?: SavedTarget | null; now?: Date } = {},
): boolean {
  const need: SavedNeed = target
    ? { kcal, savedAt: now.toISOString(), target }
    : { kcal, savedAt: now.toISOString() };
  const checked = parseSavedNeed(JSON.stringify(need));
  if (checked === null || (target && !checked.target)) return false;
  try {
    const s = storage();
    if (!s) return false;
    s.setItem(SAVED_NEED_KEY, JSON.stringify(need));
    return true;
  } catch {
    return false;
  }
}

export function forgetNeed(): void {
  try {
    storage()?.removeItem(SAVED_NEED_KEY);
  } catch {
    // Nothing stored, nothing to forget.
  }
}
