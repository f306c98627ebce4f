import { calculatorText } from "@/content/calculator";
import { DAILY_VALUES, type DailyValue } from "@/lib/nutrition/daily-values";
import { countedUnits } from "@/content/counted-nouns";
import { countedText } from "@/lib/format/counted";
import { exactNumber } from "@/lib/format/number";

/** «1,300 ملغ»، «55 ميكروغرامًا»: the amount with its unit in the form it takes. */
function amountText(dv: DailyValue): string {
  const shown = exactNumber(dv.amount);
  const noun = countedUnits[dv.unit];
  return noun ? countedText(shown, noun) : `${shown} ${dv.unit}`;
}

function ReferenceList({ title, values }: { title: string; values: readonly DailyValue[] }) {
  return (
    <div>
      <h3 className="mb-2 font-bold text-brand-900">{title}</h3>
      <ul className="space-y-1 text-slate-700">
        {values.map((dv) => (
          <li key={dv.name}>
            {dv.name}:{" "}
            {/* As the percentages divide by it: thiamin's 1.2 mg is never shown as «1». */}
            <span className="tabular-nums">{amountText(dv)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Names the reference behind the "% of daily value" column, with every amount. Static HTML. */
export function DailyValueReference() {
  return (
    <section id="daily-values" aria-labelledby="daily-values-heading" className="mt-10">
      <h2 id="daily-values-heading" className="text-xl font-bold text-brand-900">
        {calculatorText.dailyValuesHeading}
      </h2>
      <p className="mt-2 leading-7 text-slate-700">
        {calculatorText.dailyValuesBody.before}{" "}
        <bdi dir="ltr">{calculatorText.dailyValuesBody.citation}</bdi>{" "}
        {calculatorText.dailyValuesBody.after}
      </p>
      <details className="mt-3 rounded-xl border border-slate-200 p-4">
        <summary className="cursor-pointer font-medium text-brand-800">
          {calculatorText.dailyValuesSummary}
        </summary>
        <div className="mt-4 grid gap-6 sm:grid-cols-2">
          <ReferenceList
            title={calculatorText.dailyValuesMinerals}
            values={DAILY_VALUES.filter((dv) => dv.kind === "mineral")}
          />
          <ReferenceList
            title={calculatorText.dailyValuesVitamins}
            values={DAILY_VALUES.filter((dv) => dv.kind === "vitamin")}
          />
        </div>
      </details>
    </section>
  );
}
