// Where the plate is kept: the URL parameter of a shared link and the localStorage key. A leaf
// module, so the calculator can tell whether a plate is waiting without loading the plate code.

/** One `p` parameter per item: "<grams>:<meal name>". */
export const PLATE_PARAM = "p";
export const PLATE_KEY = "mizan:plate";

/** Whether the page's URL or this device holds a plate (not whether it is valid). */
export function plateIsWaiting(search: string): boolean {
  if (new URLSearchParams(search).has(PLATE_PARAM)) return true;
  try {
    const raw = window.localStorage.getItem(PLATE_KEY);
    return raw !== null && raw !== "[]";
  } catch {
    return false;
  }
}
