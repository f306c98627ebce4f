"use client";

import Image from "next/image";
import { useId, useState } from "react";
import { calculatorText, MEAL_FALLBACK_IMAGE } from "@/content/calculator";
import { countedNouns } from "@/content/counted-nouns";
import { countedText, countedUnit } from "@/lib/format/counted";
import { ExternalLink } from "@/components/ui/ExternalLink";
import Link from "next/link";
import { exactNumber, formatNumber } from "@/lib/format/number";
import type { Meal } from "@/lib/meals/types";
import { gramsOfChoice, parseQuantityParam } from "@/lib/nutrition/quantity";
import { scaleMealToGrams } from "@/lib/nutrition/scale-nutrients";
import { mealWithOil, type OilChoice } from "@/lib/nutrition/oil";
import { CarbFacts } from "@/components/diabetes/CarbFacts";
import { EnergySplitBar } from "./EnergySplitBar";
import { NutrientTable } from "./NutrientTable";
import { OilPicker } from "./OilPicker";
import { QuantityPicker } from "./QuantityPicker";
import { PlateFeedback } from "./plate/PlateFeedback";
import type { PlateOutcome } from "./plate/plate-request";

/** Only images served by the site itself: the CSP allows no others, and a broken image helps nobody. */
function imageFor(meal: Meal, failed: string | null): string {
  const src = meal.image;
  if (!src || !src.startsWith("/") || src.startsWith("//") || src === failed) {
    return MEAL_FALLBACK_IMAGE;
  }
  return src;
}

function SourceLine({ meal }: { meal: Meal }) {
  const { source } = meal;
  let text: string = calculatorText.sourceBackend;
  if (source?.kind === "recipe") text = calculatorText.sourceRecipe;
  else if (source?.kind === "usda") text = calculatorText.sourceUsda;
  return (
    <p className="text-sm leading-7 text-slate-700" data-testid="meal-source">
      <span className="font-bold">{calculatorText.sourceLabel}</span> {text}
      {source?.note ? (
        <>
          {" – "}
          <bdi>{source.note}</bdi>
        </>
      ) : null}
    </p>
  );
}

/** The chosen meal: picture, sign-up prompt, quantity and every value for that quantity. */
export function MealDetails({
  meal: recipeMeal,
  quantity,
  onQuantityChange,
  oil,
  onOilChange,
  onAddToPlate,
  addFeedback,
  healthTestUrl,
}: {
  meal: Meal;
  /** The quantity's token (lib/nutrition/quantity.ts): "1"–"5", "serving", "250g"…, or "". */
  quantity: string;
  onQuantityChange: (value: string) => void;
  /** «الزيت», shown for a dish with added fat only; every value is then the dish cooked so. */
  oil: OilChoice;
  onOilChange: (value: OilChoice) => void;
  /** "أضف إلى طبقي": the meal as the recipe says, the chosen quantity in grams and the oil. */
  onAddToPlate: (meal: Meal, grams: number, oil: OilChoice) => void;
  /** What the plate made of this meal's last «أضف إلى طبقي». */
  addFeedback: PlateOutcome | null;
  healthTestUrl: string;
}) {
  const ids = useId();
  const [failedImage, setFailedImage] = useState<string | null>(null);
  const meal = mealWithOil(recipeMeal, oil);
  const grams = gramsOfChoice(parseQuantityParam(quantity), meal.servings);
  const scaled = grams === null ? null : scaleMealToGrams(meal, grams);

  return (
    <section aria-labelledby={`${ids}-name`} className="mt-6 space-y-8">
      <div className="flex flex-col gap-5 sm:flex-row sm:items-center">
        <Image
          src={imageFor(meal, failedImage)}
          alt=""
          width={160}
          height={160}
          unoptimized
          onError={() => setFailedImage(meal.image ?? null)}
          className="size-32 shrink-0 rounded-2xl bg-brand-50 object-cover sm:size-40"
        />
        <div className="space-y-3">
          <h2 id={`${ids}-name`} className="text-2xl font-bold text-brand-900 sm:text-3xl">
            {meal.name}
          </h2>
          <p className="leading-7 text-slate-700">{calculatorText.signUpPrompt}</p>
          <ExternalLink
            href={healthTestUrl}
            className="inline-block rounded-full bg-brand-700 px-6 py-2.5 font-bold text-white hover:bg-brand-800"
          >
            {calculatorText.signUpButton}
          </ExternalLink>
        </div>
      </div>

      <QuantityPicker value={quantity} servings={meal.servings} onChange={onQuantityChange} />
      {meal.oil ? <OilPicker value={oil} onChange={onOilChange} /> : null}
      {grams !== null && (
        <div>
          <button
            type="button"
            onClick={() => onAddToPlate(recipeMeal, grams, oil)}
            className="rounded-full border-2 border-brand-700 bg-white px-5 py-2 font-bold text-brand-800 hover:bg-brand-100"
          >
            {calculatorText.addToPlate}
          </button>
          <PlateFeedback outcome={addFeedback} />
        </div>
      )}

      {scaled && grams !== null && (
        <div className="space-y-8">
          <div>
            <h3 className="mb-3 text-xl font-bold text-brand-900">
              {calculatorText.resultsHeading(countedText(exactNumber(grams), countedNouns.gram))}
            </h3>
            <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
              <div className="rounded-xl bg-brand-50 p-4">
                <dt className="text-sm text-slate-700">{calculatorText.calories}</dt>
                <dd
                  className="mt-1 text-2xl font-bold text-brand-900 tabular-nums"
                  data-testid="total-calories"
                >
                  {formatNumber(scaled.calories, 0)}
                  <span className="block text-sm font-normal">
                    {countedUnit(formatNumber(scaled.calories, 0), countedNouns.kcalLong)}
                  </span>
                </dd>
              </div>
              {(["protein", "fat", "carbohydrates"] as const).map((m) => (
                <div key={m} className="rounded-xl bg-slate-50 p-4">
                  <dt className="text-sm text-slate-700">{calculatorText[m]}</dt>
                  <dd
                    className="mt-1 text-2xl font-bold text-slate-900 tabular-nums"
                    data-testid={`total-${m}`}
                  >
                    {formatNumber(scaled[m], 2)}
                    <span className="block text-sm font-normal">{calculatorText.gramUnitLong}</span>
                  </dd>
                </div>
              ))}
            </dl>
          </div>
          <CarbFacts
            meal={meal}
            amount={grams}
            amountLabel={countedText(exactNumber(grams), countedNouns.gram)}
          />
          <EnergySplitBar grams={meal} />
          <div className="space-y-8">
            <NutrientTable caption={calculatorText.mineralsHeading} nutrients={scaled.minerals} />
            <NutrientTable caption={calculatorText.vitaminsHeading} nutrients={scaled.vitamins} />
          </div>
        </div>
      )}
      <SourceLine meal={meal} />
      {meal.page && (
        <p>
          <Link
            href={meal.page}
            prefetch={false}
            className="font-medium text-brand-800 underline underline-offset-4"
            data-testid="meal-page-link"
          >
            {calculatorText.mealPageLink(meal.name)}
          </Link>
        </p>
      )}
    </section>
  );
}
