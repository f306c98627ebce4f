import { plateText as text } from "@/content/plate";
import { countedNouns } from "@/content/counted-nouns";
import { counted } from "@/lib/format/counted";
import { formatNumber } from "@/lib/format/number";
import type { Meal } from "@/lib/meals/types";
import type { PlateEntry } from "@/lib/nutrition/plate";
import { amountForGrams } from "@/lib/nutrition/quantity";
import type { EnergyShare } from "@/lib/nutrition/meal-split";
import { portionsText } from "@/components/diabetes/portion-text";

/** One meal of the day's total: energy, carbohydrate and portions, its share of the need. */
export function SlotSummary({
  entries,
  cooked,
  needKcal,
  advice,
}: {
  entries: readonly PlateEntry[];
  /** A line's meal as cooked (its oil), or null while it loads. */
  cooked: (entry: PlateEntry) => Meal | null;
  /** The saved daily need (or target), when there is one. */
  needKcal: number | null;
  /** The guideline's share of the day for this meal, in Ramadan. */
  advice: EnergyShare | null;
}) {
  let kcal = 0;
  let carbs = 0;
  for (const e of entries) {
    const meal = cooked(e);
    if (!meal) continue;
    kcal += amountForGrams(meal.calories, e.grams);
    carbs += amountForGrams(meal.carbohydrates, e.grams);
  }
  return (
    <div
      className="mt-2 rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-800 print:mt-1 print:py-1"
      data-testid="slot-total"
    >
      <p className="font-bold tabular-nums">
        {text.slotTotal(
          counted(kcal, countedNouns.kcal),
          counted(carbs, countedNouns.gram),
          portionsText(carbs),
        )}
      </p>
      {needKcal ? (
        <p className="tabular-nums">
          {text.slotShare(`${formatNumber((kcal / needKcal) * 100, 0)}%`)}
          {advice
            ? ` — ${text.slotAdvice(
                `${formatNumber(advice.min * 100, 0)}–${formatNumber(advice.max * 100, 0)}%`,
                `${formatNumber(advice.min * needKcal, 0)}–${formatNumber(advice.max * needKcal, 0)} ${countedNouns.kcal.other}`,
              )}`
            : null}
        </p>
      ) : null}
    </div>
  );
}
