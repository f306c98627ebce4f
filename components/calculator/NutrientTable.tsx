import type { ReactNode } from "react";
import { calculatorText } from "@/content/calculator";
import { percentOfDailyValue } from "@/lib/nutrition/daily-values";
import { PercentValue } from "./PercentValue";
import { countedUnits } from "@/content/counted-nouns";
import { counted } from "@/lib/format/counted";
import { formatNumber } from "@/lib/format/number";

/** «12.50 ملغ»: through the counted-noun helper when the unit is one of the site's nouns. */
function amountText(amount: number, unit: string): string {
  const noun = countedUnits[unit];
  return noun ? counted(amount, noun, 2) : `${formatNumber(amount, 2)} ${unit}`;
}

/** One row: an amount with its unit, or null when it is unknown (a plate total, say). */
export interface NutrientRow {
  name: string;
  unitOfMeasure: string;
  amount: number | null;
}

/**
 * Minerals or vitamins: name, amount with its unit, % of daily value. The calculator, the meal
 * pages and the plate all use this table; the plate passes its own column title and says, for
 * an unknown total, which meals lack it.
 */
export function NutrientTable<Row extends NutrientRow>({
  caption,
  nutrients,
  headingLevel: Heading = "h4",
  amountColumn = calculatorText.amountColumn,
  unknown,
}: {
  caption: string;
  nutrients: readonly Row[];
  /** Of the heading shown instead of an empty table (see EnergySplitBar). */
  headingLevel?: "h3" | "h4";
  amountColumn?: string;
  /** What an unknown amount shows. */
  unknown?: (row: Row) => ReactNode;
}) {
  if (nutrients.length === 0) {
    return (
      <div>
        <Heading className="mb-2 text-lg font-bold text-brand-900">{caption}</Heading>
        <p className="text-slate-700">{calculatorText.noNutrients}</p>
      </div>
    );
  }
  return (
    <table className="w-full border-collapse text-start">
      <caption className="mb-2 text-start text-lg font-bold text-brand-900">{caption}</caption>
      <thead>
        <tr className="border-b-2 border-brand-200 text-sm text-slate-700">
          <th scope="col" className="py-2 pe-2 text-start font-bold">
            {calculatorText.nutrientColumn}
          </th>
          <th scope="col" className="px-2 py-2 text-start font-bold">
            {amountColumn}
          </th>
          <th scope="col" className="py-2 ps-2 text-start font-bold">
            {calculatorText.dailyValueColumn}
          </th>
        </tr>
      </thead>
      <tbody>
        {nutrients.map((n) => {
          const percent =
            n.amount === null ? null : percentOfDailyValue({ ...n, amount: n.amount });
          return (
            <tr key={n.name} className="border-b border-slate-200">
              <th scope="row" className="py-2 pe-2 text-start font-normal text-slate-900">
                {n.name}
              </th>
              <td className="px-2 py-2 tabular-nums">
                {n.amount === null ? (
                  unknown?.(n)
                ) : (
                  <span className="whitespace-nowrap">{amountText(n.amount, n.unitOfMeasure)}</span>
                )}
              </td>
              <td className="py-2 ps-2 whitespace-nowrap tabular-nums">
                {percent === null ? calculatorText.noDailyValue : <PercentValue value={percent} />}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
