// A tool's result belongs to the inputs it was computed from: once the visitor changes any of
// them, the result on screen (and what «احفظ احتياجي» would save) is someone else's.

/** Whether every field of `computedFrom` still holds what `onScreen` holds. */
export function sameInputs<T extends object>(computedFrom: T, onScreen: T): boolean {
  return (Object.keys(computedFrom) as (keyof T)[]).every(
    (key) => String(computedFrom[key] ?? "") === String(onScreen[key] ?? ""),
  );
}
