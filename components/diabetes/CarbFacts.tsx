import { carbTexts as text } from "@/content/diabetes/carb-texts";
import { countedNouns } from "@/content/counted-nouns";
import { counted } from "@/lib/format/counted";
import { formatNumber } from "@/lib/format/number";
import type { Meal } from "@/lib/meals/types";
import { availableCarbohydrate, glycaemicLoad } from "@/lib/nutrition/carb-portions";
import { giBand, giSummary } from "@/lib/nutrition/glycaemic-index";
import { scaleMealToGrams } from "@/lib/nutrition/scale-nutrients";
import { addedSugarText, portionsText } from "./portion-text";

// The carbohydrate facts of an amount of a dish, as a person counting carbohydrates reads them:
// grams and portions, fibre and sugars beside, added sugar, and the glycaemic index only where a
// published measurement of this very food exists. No hooks: it renders on the server (meal
// pages) and in the browser (calculator) alike.

// Two decimals, as the nutrition table beside it shows grams.
const grams = (value: number) => counted(value, countedNouns.gram, 2);

export function CarbFacts({
  meal,
  amount,
  amountLabel,
}: {
  meal: Meal;
  /** Grams of the amount shown. */
  amount: number;
  /** The amount in words («في صحن (665 غرامًا)»), after the heading. */
  amountLabel: string;
}) {
  const scaled = scaleMealToGrams(meal, amount);
  const available = availableCarbohydrate(scaled.carbohydrates, scaled.fiber);
  const gi = giSummary(meal.glycaemicIndex);
  const rows: { key: string; label: string; value: string; note?: string }[] = [
    {
      key: "portions",
      label: text.portions,
      value: `${portionsText(scaled.carbohydrates)} (${grams(scaled.carbohydrates)})`,
    },
    {
      key: "fiber",
      label: text.fiber,
      value: scaled.fiber === undefined ? text.unknown : grams(scaled.fiber),
    },
    {
      key: "sugars",
      label: text.sugars,
      value: scaled.sugars === undefined ? text.unknown : grams(scaled.sugars),
    },
    {
      key: "added-sugar",
      label: text.addedSugar,
      value:
        scaled.addedSugars === undefined
          ? text.unknown
          : scaled.addedSugarsAtLeast
            ? text.atLeast(addedSugarText(scaled.addedSugars))
            : addedSugarText(scaled.addedSugars),
      note: scaled.addedSugarsAtLeast ? text.atLeastWhy : undefined,
    },
  ];
  return (
    <section className="rounded-xl border border-slate-200 p-4" data-testid="carb-facts">
      <h3 className="text-lg font-bold text-brand-900">
        {text.heading} <span className="text-base font-normal text-slate-700">{amountLabel}</span>
      </h3>
      <dl className="mt-2 divide-y divide-slate-100">
        {rows.map((row) => (
          <div key={row.key} className="flex flex-wrap justify-between gap-x-4 py-1.5">
            <dt className="text-slate-700">{row.label}</dt>
            <dd className="font-bold text-slate-900 tabular-nums" data-testid={`carb-${row.key}`}>
              {row.value}
              {row.note ? (
                <span className="block text-xs font-normal text-slate-700">{row.note}</span>
              ) : null}
            </dd>
          </div>
        ))}
        {gi ? (
          <div className="flex flex-wrap justify-between gap-x-4 py-1.5" data-testid="carb-gi">
            <dt className="text-slate-700">{text.giHeading}</dt>
            <dd className="font-bold text-slate-900 tabular-nums" data-testid="carb-gi-value">
              {gi.count === 1
                ? text.giOne(gi.median, text.giBand[giBand(gi.median)])
                : text.giMany(
                    formatNumber(gi.median, 0),
                    text.giBand[giBand(gi.median)],
                    counted(gi.count, countedNouns.measurement),
                    gi.min,
                    gi.max,
                  )}
              {available !== null ? (
                <span className="block text-sm font-normal" data-testid="carb-gl">
                  {text.giLoad(formatNumber(glycaemicLoad(gi.median, available), 0))}
                </span>
              ) : null}
            </dd>
            <dd className="basis-full text-xs leading-5 text-slate-700">
              <details>
                <summary className="cursor-pointer font-bold">{text.giWhatMeasured}</summary>
                <ul className="mt-1 space-y-1">
                  {meal.glycaemicIndex?.map((m, i) => (
                    <li key={i}>
                      <span className="font-bold">{m.gi}</span> — <bdi dir="ltr">{m.measured}</bdi>{" "}
                      — <bdi dir="ltr">{m.citation}</bdi>
                    </li>
                  ))}
                </ul>
              </details>
            </dd>
          </div>
        ) : null}
      </dl>
      <p className="mt-2 text-xs leading-5 text-slate-700">
        {text.portionRule} {text.addedSugarRule}{" "}
        {meal.glycaemicIndex?.length ? text.giRule : meal.glycaemicIndex ? text.giNone : null}
      </p>
    </section>
  );
}
