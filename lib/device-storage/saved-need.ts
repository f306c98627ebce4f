// The visitor's daily energy need, kept on this device only ("احفظ احتياجي" in /Blog1). It is
// read by the macro tool (/Blog2) and the calculator's plate. localStorage, never a cookie,
// never sent anywhere. Whatever is stored is validated on read: a hand-edited or old value is
// ignored, never trusted.

export const SAVED_NEED_KEY = "mizan:daily-need";

export interface SavedNeed {
  /** Daily energy need, kcal/day, unrounded. */
  kcal: number;
  /** When it was saved, ISO 8601. */
  savedAt: string;
}

/** Plausible bounds: the tool's own input ranges give needs well inside them. */
const MIN_KCAL = 500;
const MAX_KCAL = 10_000;

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
  const { kcal, savedAt } = value as Record<string, unknown>;
  if (typeof kcal !== "number" || !Number.isFinite(kcal) || kcal < MIN_KCAL || kcal > MAX_KCAL) {
    return null;
  }
  if (typeof savedAt !== "string" || Number.isNaN(Date.parse(savedAt))) return null;
  return { kcal, savedAt };
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

/** Saves the need; false when the browser refused (storage full or disabled). */
export function saveNeed(kcal: number, now = new Date()): boolean {
  const need: SavedNeed = { kcal, savedAt: now.toISOString() };
  if (parseSavedNeed(JSON.stringify(need)) === null) return false;
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
