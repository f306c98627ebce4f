import { calculatorText } from "@/content/calculator";
import { percentOfDailyValue } from "@/lib/nutrition/daily-values";
import { PercentValue } from "./PercentValue";
import { formatNumber } from "@/lib/format/number";
import type { NutrientAmount } from "@/lib/meals/types";

/** Minerals or vitamins of the chosen quantity: name, amount with its unit, % of daily value. */
export function NutrientTable({
  caption,
  nutrients,
  headingLevel: Heading = "h4",
}: {
  caption: string;
  nutrients: readonly NutrientAmount[];
  /** Of the heading shown instead of an empty table (see EnergySplitBar). */
  headingLevel?: "h3" | "h4";
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
            {calculatorText.amountColumn}
          </th>
          <th scope="col" className="py-2 ps-2 text-start font-bold">
            {calculatorText.dailyValueColumn}
          </th>
        </tr>
      </thead>
      <tbody>
        {nutrients.map((n) => {
          const percent = percentOfDailyValue(n);
          return (
            <tr key={n.name} className="border-b border-slate-200">
              <th scope="row" className="py-2 pe-2 text-start font-normal text-slate-900">
                {n.name}
              </th>
              <td className="px-2 py-2 whitespace-nowrap tabular-nums">
                {formatNumber(n.amount, 2)} {n.unitOfMeasure}
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
