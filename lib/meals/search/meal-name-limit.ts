// The longest meal name the meal API accepts, in characters (code points, as a visitor counts
// them), and its one check, made where a name enters: the meal API's answer
// (./find-meals.ts, `mealQueryOf`), and the plate's reading of a shared link or of this
// device's storage (lib/nutrition/plate-link.ts), which reports a name the API would refuse
// instead of asking for it. The calculator's text box reads the number for its `maxlength`, a
// typing aid (the browser counts UTF-16 units there), not a second check. No imports, so the
// browser can read it without zod.
export const MEAL_NAME_MAX_LENGTH = 100;

/** The name as searched (surrounding spaces removed), or undefined when it is too long. */
export function checkedMealName(name: string): string | undefined {
  const trimmed = name.trim();
  // A string has at least as many UTF-16 units as characters: count only what may be over.
  if (trimmed.length > MEAL_NAME_MAX_LENGTH && [...trimmed].length > MEAL_NAME_MAX_LENGTH) {
    return undefined;
  }
  return trimmed;
}
