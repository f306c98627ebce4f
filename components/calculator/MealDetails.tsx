"use client";

import Image from "next/image";
import { useId, useState } from "react";
import { calculatorText } from "@/content/calculator";
import { ExternalLink } from "@/components/ui/ExternalLink";
import { formatNumber } from "@/lib/format/number";
import type { Meal } from "@/lib/meals/types";
import { gramsFor, parseQuantity, QUANTITIES, scaleMeal } from "@/lib/nutrition/scale-nutrients";
import { EnergySplitBar } from "./EnergySplitBar";
import { NutrientTable } from "./NutrientTable";

const FALLBACK_MEAL_IMAGE = "/images/calculator/meal-fallback.svg";

/** Only images served by the site itself: the CSP allows no others, and a broken image helps nobody. */
function imageFor(meal: Meal, failed: string | null): string {
  const src = meal.image;
  if (!src || !src.startsWith("/") || src.startsWith("//") || src === failed) {
    return FALLBACK_MEAL_IMAGE;
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
  meal,
  quantity,
  onQuantityChange,
  healthTestUrl,
}: {
  meal: Meal;
  /** The select's value: "1"–"5", or "" when the visitor picked no quantity. */
  quantity: string;
  onQuantityChange: (value: string) => void;
  healthTestUrl: string;
}) {
  const ids = useId();
  const [failedImage, setFailedImage] = useState<string | null>(null);
  const q = parseQuantity(quantity);
  const scaled = q === null ? null : scaleMeal(meal, q);

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

      <div>
        <label htmlFor={`${ids}-quantity`} className="mb-2 block font-bold text-brand-900">
          {calculatorText.quantityLabel}
        </label>
        <select
          id={`${ids}-quantity`}
          required
          value={quantity}
          onChange={(e) => onQuantityChange(e.target.value)}
          aria-invalid={q === null || undefined}
          aria-describedby={q === null ? `${ids}-quantity-error` : undefined}
          className={`w-full max-w-xs rounded-xl border-2 bg-white px-3 py-2.5 text-base text-slate-900 ${
            q === null ? "border-red-700" : "border-slate-300 focus:border-brand-700"
          }`}
        >
          <option value="" disabled>
            {calculatorText.quantityPlaceholder}
          </option>
          {QUANTITIES.map((n) => (
            <option key={n} value={String(n)}>
              {calculatorText.quantityOption(gramsFor(n))}
            </option>
          ))}
        </select>
        {q === null && (
          <p id={`${ids}-quantity-error`} className="mt-2 text-sm font-medium text-red-700">
            {calculatorText.quantityRequired}
          </p>
        )}
      </div>

      {scaled && q !== null && (
        <div className="space-y-8">
          <div>
            <h3 className="mb-3 text-xl font-bold text-brand-900">
              {calculatorText.resultsHeading(gramsFor(q))}
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
                    {calculatorText.caloriesUnitLong}
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
          <EnergySplitBar grams={meal} />
          <div className="space-y-8">
            <NutrientTable caption={calculatorText.mineralsHeading} nutrients={scaled.minerals} />
            <NutrientTable caption={calculatorText.vitaminsHeading} nutrients={scaled.vitamins} />
          </div>
        </div>
      )}
      <SourceLine meal={meal} />
    </section>
  );
}
