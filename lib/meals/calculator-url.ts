// The calculator's address for a chosen meal: /calculator?meal=<name>&q=<quantity token>. The
// calculator keeps its state in its own URL with these (so a result can be shared and
// reloaded) and the meal pages link to it with them: one reader and one writer, so both spell
// the URL the same way. Light and pure (no catalog, no React): the calculator ships it.
import { calculatorMeta } from "@/content/calculator";
import type { OilChoice } from "@/lib/nutrition/oil";

const MEAL_PARAM = "meal";
const QUANTITY_PARAM = "q";
/** «الزيت» of a dish with added fat: "less" or "more"; absent as the recipe says. */
const OIL_PARAM = "oil";

export interface CalculatorChoice {
  /** The meal's exact name. */
  meal: string;
  /** A quantity token (lib/nutrition/quantity.ts); "" leaves `q` out. */
  quantity: string;
  /** The oil (lib/nutrition/oil.ts); «كالعادة» or none leaves `oil` out. */
  oil?: OilChoice;
}

/** The meal (trimmed; null when none), the raw `q` and raw `oil` (null when absent) a URL names. */
export function readCalculatorChoice(params: URLSearchParams): {
  meal: string | null;
  quantity: string | null;
  oil: string | null;
} {
  return {
    meal: params.get(MEAL_PARAM)?.trim() || null,
    quantity: params.get(QUANTITY_PARAM),
    oil: params.get(OIL_PARAM),
  };
}

/** Writes a choice into `params`, or removes it for none; other parameters (the plate's) stay. */
export function writeCalculatorChoice(
  params: URLSearchParams,
  choice: CalculatorChoice | null,
): void {
  if (choice) {
    params.set(MEAL_PARAM, choice.meal);
    if (choice.quantity) params.set(QUANTITY_PARAM, choice.quantity);
    else params.delete(QUANTITY_PARAM);
    if (choice.oil && choice.oil !== "usual") params.set(OIL_PARAM, choice.oil);
    else params.delete(OIL_PARAM);
  } else {
    params.delete(MEAL_PARAM);
    params.delete(QUANTITY_PARAM);
    params.delete(OIL_PARAM);
  }
}

/** The calculator with a meal chosen, e.g. "/calculator?meal=%D8%A8%D8%A7%D8%B2%D9%8A%D9%86&q=serving". */
export function calculatorHref(choice: CalculatorChoice): string {
  const params = new URLSearchParams();
  writeCalculatorChoice(params, choice);
  return `${calculatorMeta.path}?${params}`;
}
