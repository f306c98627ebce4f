import Link from "next/link";
import { articles } from "@/content/articles";
import { calculatorText } from "@/content/calculator";
import { countedNouns } from "@/content/counted-nouns";
import { mealPageText } from "@/content/meal-page-texts";
import { DailyValueReference } from "@/components/calculator/DailyValueReference";
import { EnergySplitBar } from "@/components/calculator/EnergySplitBar";
import { NutrientTable } from "@/components/calculator/NutrientTable";
import { StoreBadges } from "@/components/app-links/StoreBadges";
import { staticHtml } from "@/components/ui/static-html";
import { StaticSection } from "./StaticSection";
import { counted, countedText } from "@/lib/format/counted";
import { exactNumber, formatNumber } from "@/lib/format/number";
import { calculatorHref } from "@/lib/meals/calculator-url";
import { MEAL_PAGES_BASE, type MealPageData } from "@/lib/meals/pages";
import { oilText } from "@/content/oil-choice";
import { mealWithOil, type OilChoice } from "@/lib/nutrition/oil";
import { formatQuantityParam } from "@/lib/nutrition/quantity";
import { scaleMealToGrams } from "@/lib/nutrition/scale-nutrients";
import { Breadcrumb } from "./Breadcrumb";
import { MealBuildSection } from "./MealBuildSection";
import { NutritionFacts } from "./NutritionFacts";
import { OilChoiceLinks } from "./OilChoiceLinks";
import { CarbFacts } from "@/components/diabetes/CarbFacts";

// The page of one meal, all server-rendered: it ships no JavaScript of its own. The tables and
// the energy bar are the calculator's own components, so the rounding and the unknown-value
// rule are the calculator's. The sections without a link of next/link are handed to React as
// markup (staticHtml), so hydration does not walk their hundreds of elements.

// Fiber and sugars lead to the carbohydrates article, the macro split to the macros one.
const RELATED_ARTICLES = ["/Blog3", "/Blog2"] as const;

/** The typical serving's energy with less and with more oil: «بين X و Y سعرة حسب الزيت». */
function oilRange(meal: MealPageData["meal"]): string | null {
  if (!meal.oil || !meal.servings?.length) return null;
  const [low, high] = (["less", "more"] as const).map((choice) => {
    const cooked = mealWithOil(meal, choice);
    return formatNumber(scaleMealToGrams(cooked, cooked.servings![0]!.grams).calories, 0);
  });
  return oilText.range(low!, countedText(high!, countedNouns.kcal));
}

/**
 * `oil`: the dish as cooked (lib/nutrition/oil.ts); every value shown is that version's, and the
 * page of another choice is a link away (OilChoiceLinks). How the numbers were built stays the
 * recipe's own.
 */
export function MealPageView({ data, oil = "usual" }: { data: MealPageData; oil?: OilChoice }) {
  const { group } = data;
  const meal = mealWithOil(data.meal, oil);
  const serving = meal.servings?.[0] ?? null;
  const range = oilRange(data.meal);
  const servingGrams = serving ? countedText(exactNumber(serving.grams), countedNouns.gram) : null;
  // The tables show what a person eats: the typical serving, or 100 g when there is none.
  const micros = scaleMealToGrams(meal, serving?.grams ?? 100);
  const microsAmount = serving
    ? mealPageText.perServing(serving.label, servingGrams!)
    : mealPageText.per100g;
  // The recipe's basis names the weight with its own oil.
  const servingBasis =
    serving && oil !== "usual" && serving.kind === "recipe"
      ? oilText.servingWeight(servingGrams!)
      : serving?.basis;
  const openCalculator = calculatorHref({
    meal: meal.name,
    quantity: serving ? formatQuantityParam({ kind: "serving", index: 0, half: false }) : "",
    oil,
  });
  return (
    <article className="mx-auto max-w-4xl space-y-12 px-4 py-10 sm:py-14">
      <header>
        <Breadcrumb
          items={[
            { name: mealPageText.home, href: "/" },
            { name: mealPageText.calculator, href: MEAL_PAGES_BASE },
            { name: meal.name },
          ]}
        />
        <p className="font-medium text-brand-700" data-testid="meal-group">
          {group.label}
        </p>
        <h1 className="mt-1 text-3xl font-bold text-brand-900 sm:text-4xl">{meal.name}</h1>
        <p className="mt-3 text-lg leading-8 text-slate-700">
          {mealPageText.lead(counted(meal.calories, countedNouns.kcalLong))}{" "}
          {serving
            ? mealPageText.leadServing({
                label: serving.label,
                grams: servingGrams!,
                calories: counted(
                  scaleMealToGrams(meal, serving.grams).calories,
                  countedNouns.kcalLong,
                ),
              })
            : mealPageText.noServing}
          {range ? (
            <>
              {" "}
              <span data-testid="oil-range">{range}.</span>
            </>
          ) : null}
        </p>
        {meal.oil ? <OilChoiceLinks path={data.ref.path} current={oil} /> : null}
        {oil !== "usual" ? (
          <p className="mt-3 text-sm leading-7 text-slate-700" data-testid="oil-note">
            {oilText.pageNote(oil)}
          </p>
        ) : null}
        <Link
          href={openCalculator}
          prefetch={false}
          className="mt-5 inline-block rounded-full bg-brand-700 px-6 py-2.5 font-bold text-white hover:bg-brand-800"
          data-testid="open-calculator"
        >
          {mealPageText.openCalculator(meal.name)}
        </Link>
      </header>

      <StaticSection id="meal-facts" heading={mealPageText.factsHeading} className="space-y-6">
        <NutritionFacts meal={meal} serving={serving} />
        {serving && (
          <p className="text-sm leading-7 text-slate-700" data-testid="serving-basis">
            <span className="font-bold">{mealPageText.servingBasis}</span> {servingBasis}
          </p>
        )}
        <CarbFacts meal={meal} amount={serving?.grams ?? 100} amountLabel={microsAmount} />
        <EnergySplitBar grams={meal} headingLevel="h3" />
      </StaticSection>

      <StaticSection
        id="meal-micros"
        heading={mealPageText.microsHeading(microsAmount)}
        className="space-y-8"
      >
        <NutrientTable
          caption={calculatorText.mineralsHeading}
          nutrients={micros.minerals}
          headingLevel="h3"
        />
        <NutrientTable
          caption={calculatorText.vitaminsHeading}
          nutrients={micros.vitamins}
          headingLevel="h3"
        />
        <DailyValueReference />
      </StaticSection>

      {/* The section is MealBuildSection's own; this div only holds its markup. */}
      <div
        dangerouslySetInnerHTML={staticHtml(
          <MealBuildSection build={data.build} check={data.publishedCheck} />,
        )}
      />

      {data.related.length > 0 && (
        <section aria-labelledby="meal-related">
          <h2 id="meal-related" className="mb-4 text-2xl font-bold text-brand-900">
            {mealPageText.relatedHeading(group.label)}
          </h2>
          <ul className="grid gap-2 sm:grid-cols-2">
            {data.related.map((r) => (
              <li key={r.path}>
                <Link
                  href={r.path}
                  prefetch={false}
                  className="flex justify-between gap-3 rounded-xl border border-slate-200 px-4 py-3 hover:border-brand-400"
                >
                  <span className="font-medium text-brand-900">{r.name}</span>
                  <span className="text-sm text-slate-700 tabular-nums">
                    {formatNumber(r.calories, 0)} {calculatorText.caloriesUnit}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}

      <section aria-labelledby="meal-articles">
        <h2 id="meal-articles" className="mb-3 text-2xl font-bold text-brand-900">
          {mealPageText.articleHeading}
        </h2>
        <ul className="list-disc space-y-2 ps-6">
          {RELATED_ARTICLES.map((path) => {
            const article = articles.find((a) => a.path === path)!;
            return (
              <li key={path}>
                <Link href={path} className="text-brand-800 underline underline-offset-4">
                  {article.title}
                </Link>
              </li>
            );
          })}
        </ul>
      </section>

      <StaticSection
        id="meal-app"
        heading={mealPageText.appHeading}
        className="rounded-2xl bg-brand-50 p-6"
      >
        <p className="mt-2 leading-7 text-slate-700">{mealPageText.appBody}</p>
        <StoreBadges from={data.ref.path} className="mt-4" />
      </StaticSection>
    </article>
  );
}
