import Link from "next/link";
import { plateText as text } from "@/content/plate";
import { countedNouns } from "@/content/counted-nouns";
import { counted, countedUnit } from "@/lib/format/counted";
import { exactNumber, formatNumber } from "@/lib/format/number";
import { MACRO_DAILY_VALUES } from "@/content/nutrients";

const gramsOf = (value: number) => counted(value, countedNouns.gram);
const dailyValueNote = text.dailyValueNote({
  protein: gramsOf(MACRO_DAILY_VALUES.protein),
  fat: gramsOf(MACRO_DAILY_VALUES.fat),
  carbohydrates: gramsOf(MACRO_DAILY_VALUES.carbohydrates),
  fiber: gramsOf(MACRO_DAILY_VALUES.fiber),
});
import { percentOf, type PlateNutrientTotal, type PlateTotals } from "@/lib/nutrition/plate";
import { dailyReference, type SavedNeed } from "@/lib/device-storage/saved-need";
import type { ReactNode } from "react";
import { carbTexts } from "@/content/diabetes/carb-texts";
import { SUGAR_KCAL_PER_GRAM, WHO_FREE_SUGARS } from "@/content/diabetes/guidelines";
import { addedSugarText, portionsText } from "@/components/diabetes/portion-text";
import { EnergySplitBar } from "../EnergySplitBar";
import { NutrientTable } from "../NutrientTable";
import { PercentValue } from "../PercentValue";

/** Whether any item's data has this value (else the plate does not mention it at all). */
function hasSome(total: PlateNutrientTotal): boolean {
  return total.knownBy > 0;
}

/** Where the energy-needs tool lives (/Blog1, its section "احسب احتياجك الآن"). */
const ENERGY_TOOL_HREF = "/Blog1#energy-tool";

function Share({ percent, of }: { percent: number | null; of: string }) {
  if (percent === null) return null;
  return (
    <span className="block text-sm font-normal text-slate-700">
      <PercentValue value={percent} /> {of}
    </span>
  );
}

function MacroCard({
  label,
  amount,
  dailyValue,
  missing,
  testId,
  showShare,
  extra,
}: {
  extra?: ReactNode;
  label: string;
  amount: number | null;
  dailyValue: number | null;
  missing: string[];
  testId: string;
  showShare: boolean;
}) {
  return (
    <div className="rounded-xl bg-slate-50 p-4 print:p-2">
      <dt className="text-sm text-slate-700">{label}</dt>
      <dd
        className="mt-1 text-2xl font-bold text-slate-900 tabular-nums print:text-base"
        data-testid={testId}
      >
        {amount === null ? (
          <>
            <span className="text-lg">{text.unknownTotal}</span>
            <span className="block text-xs font-normal text-slate-700">
              {text.missingFor(missing)}
            </span>
          </>
        ) : (
          <>
            {formatNumber(amount, 2)}
            <span className="block text-sm font-normal">{text.gramUnit}</span>
            {extra}
            {showShare && dailyValue !== null ? (
              <Share percent={percentOf(amount, dailyValue)} of={text.ofDailyValue} />
            ) : null}
          </>
        )}
      </dd>
    </div>
  );
}

/** An unknown plate total: «unknown» and the meals that lack it. */
function unknownTotal({ missing }: PlateNutrientTotal) {
  return (
    <>
      {text.unknownTotal}
      <span className="block text-xs text-slate-700">{text.missingFor(missing)}</span>
    </>
  );
}

/** The plate's added sugar in grams and teaspoons, against the WHO's advice on free sugars. */
function AddedSugarTotal({ totals, needKcal }: { totals: PlateTotals; needKcal: number | null }) {
  const { amount, atLeast, missing } = totals.addedSugars;
  if (amount === null && missing.length === 0) return null;
  const shown = amount === null ? null : addedSugarText(amount);
  return (
    <div className="rounded-xl bg-slate-50 p-4 print:p-2" data-testid="plate-added-sugar">
      <h4 className="font-bold text-slate-900">{text.addedSugarHeading}</h4>
      <p className="mt-1 text-xl font-bold tabular-nums" data-testid="plate-added-sugar-amount">
        {shown === null ? text.unknownTotal : atLeast ? carbTexts.atLeast(shown) : shown}
      </p>
      {amount !== null && needKcal ? (
        <p className="text-sm text-slate-700 tabular-nums">
          {text.addedSugarShare(
            `${formatNumber(((amount * SUGAR_KCAL_PER_GRAM) / needKcal) * 100, 1)}%`,
          )}
        </p>
      ) : null}
      {amount !== null && amount > WHO_FREE_SUGARS.betterGrams ? (
        <p className="text-sm font-bold text-red-800">{text.addedSugarOver}</p>
      ) : null}
      {missing.length > 0 ? (
        <p className="text-xs text-slate-700">{text.addedSugarMissing(missing)}</p>
      ) : null}
      <p className="mt-1 text-xs leading-5 text-slate-700">{text.addedSugarAdvice}</p>
    </div>
  );
}

/** The plate's totals: energy and macros (with shares), the energy split, minerals and vitamins. */
export function PlateTotalsView({ totals, need }: { totals: PlateTotals; need: SavedNeed | null }) {
  const showShare = need !== null;
  // A saved weight-loss target is what the visitor eats towards; the need keeps the weight.
  const reference = need ? dailyReference(need) : null;
  return (
    <div className="mt-6 space-y-8 print:mt-2 print:space-y-2">
      <div>
        <h3 className="mb-3 text-xl font-bold text-brand-900 print:mb-1">
          {text.totalsHeading(counted(totals.grams, countedNouns.gram))}
        </h3>
        <dl className="grid grid-cols-2 gap-3 md:grid-cols-4 print:grid-cols-6 print:gap-1">
          <div className="rounded-xl bg-brand-50 p-4 print:p-2">
            <dt className="text-sm text-slate-700">{text.calories}</dt>
            <dd
              className="mt-1 text-2xl font-bold text-brand-900 tabular-nums print:text-base"
              data-testid="plate-total-calories"
            >
              {formatNumber(totals.calories, 0)}
              <span className="block text-sm font-normal">
                {countedUnit(formatNumber(totals.calories, 0), countedNouns.kcal)}
              </span>
              {reference ? (
                <Share
                  percent={percentOf(totals.calories, reference.kcal)}
                  of={reference.kind === "target" ? text.ofTarget : text.ofNeed}
                />
              ) : null}
            </dd>
          </div>
          {(["protein", "fat", "carbohydrates"] as const).map((m) => (
            <MacroCard
              key={m}
              label={text[m]}
              amount={totals[m]}
              dailyValue={MACRO_DAILY_VALUES[m]}
              missing={[]}
              testId={`plate-total-${m}`}
              showShare={showShare}
              extra={
                m === "carbohydrates" ? (
                  <span className="block text-sm font-bold" data-testid="plate-total-portions">
                    {text.carbPortionsTotal(portionsText(totals.carbohydrates))}
                  </span>
                ) : null
              }
            />
          ))}
          {/* Fiber and sugars show once some meal's data carries them; none does yet in the
              backend's meal shape, and a card of "unknown" for every plate would only be noise. */}
          {hasSome(totals.fiber) ? (
            <MacroCard
              label={text.fiber}
              amount={totals.fiber.amount}
              dailyValue={MACRO_DAILY_VALUES.fiber}
              missing={totals.fiber.missing}
              testId="plate-total-fiber"
              showShare={showShare}
            />
          ) : null}
          {hasSome(totals.sugars) ? (
            <MacroCard
              label={text.sugars}
              amount={totals.sugars.amount}
              dailyValue={null}
              missing={totals.sugars.missing}
              testId="plate-total-sugars"
              showShare={showShare}
            />
          ) : null}
        </dl>
        <div className="mt-3 space-y-1 text-sm leading-6 text-slate-700">
          {reference ? (
            <p data-testid="plate-need-note">
              {reference.kind === "target"
                ? text.targetNote(
                    exactNumber(reference.kgPerWeek),
                    counted(reference.kcal, countedNouns.kcal),
                  )
                : text.needNote(counted(reference.kcal, countedNouns.kcal))}{" "}
              {dailyValueNote}
              {hasSome(totals.sugars) ? ` ${text.noDailyValue}` : null}
            </p>
          ) : (
            <p data-testid="plate-need-note" className="print:hidden">
              {text.noNeed}{" "}
              <Link
                href={ENERGY_TOOL_HREF}
                className="font-bold text-brand-800 underline underline-offset-4"
              >
                {text.noNeedLink}
              </Link>
            </p>
          )}
          <p className="print:hidden">{text.unknownRule}</p>
        </div>
      </div>
      <AddedSugarTotal totals={totals} needKcal={reference?.kcal ?? null} />
      <div className="print:hidden">
        <EnergySplitBar grams={totals} />
      </div>
      <div className="space-y-8 print:hidden">
        {totals.minerals.length > 0 && (
          <NutrientTable
            caption={text.minerals}
            nutrients={totals.minerals}
            amountColumn={text.amountColumn}
            unknown={unknownTotal}
          />
        )}
        {totals.vitamins.length > 0 && (
          <NutrientTable
            caption={text.vitamins}
            nutrients={totals.vitamins}
            amountColumn={text.amountColumn}
            unknown={unknownTotal}
          />
        )}
      </div>
    </div>
  );
}
