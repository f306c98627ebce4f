import { countedNouns } from "@/content/counted-nouns";
import { mealPageText } from "@/content/meal-page-texts";
import { countedText } from "@/lib/format/counted";
import { exactNumber, formatNumber } from "@/lib/format/number";
import type { MealBuild, UsdaRowRef } from "@/lib/meals/catalog";
import type { MealPageData } from "@/lib/meals/pages";

function RowId({ row }: { row: UsdaRowRef }) {
  return (
    <bdi dir="ltr" className="whitespace-nowrap tabular-nums">
      {row.dataset} {row.sourceId}
    </bdi>
  );
}

const grams = (value: number) => countedText(exactNumber(value), countedNouns.gram);

/** The published analysis of the same dish, where a table has one: the visitor's own check. */
function PublishedCheckNote({ check }: { check: NonNullable<MealPageData["publishedCheck"]> }) {
  return (
    <p className="text-sm leading-7 text-slate-700" data-testid="meal-published-check">
      {mealPageText.buildPublishedCheck.before(check.table)} («
      <bdi dir="ltr">{check.nameThere}</bdi>»){" "}
      {mealPageText.buildPublishedCheck.after(
        countedText(formatNumber(check.energyKcal, 0), countedNouns.kcalLong),
      )}
    </p>
  );
}

/**
 * How the numbers were built: the recipe's USDA rows with grams as eaten, or the one row, and
 * the published analysis of the same dish when a table has one.
 */
export function MealBuildSection({
  build,
  check,
}: {
  build: MealBuild;
  check: MealPageData["publishedCheck"];
}) {
  return (
    <section aria-labelledby="meal-build" className="space-y-3" data-testid="meal-build">
      <h2 id="meal-build" className="text-2xl font-bold text-brand-900">
        {mealPageText.buildHeading}
      </h2>
      {build.kind === "usda" ? (
        <p className="leading-7 text-slate-800">
          {mealPageText.buildUsdaIntro}{" "}
          <bdi lang="en" dir="ltr">
            {build.row.description}
          </bdi>{" "}
          (<RowId row={build.row} />)
        </p>
      ) : (
        <>
          <p className="leading-7 text-slate-800">
            {mealPageText.buildRecipeIntro(grams(build.totalGrams))}
          </p>
          <div className="overflow-x-auto">
            <table className="w-full border-collapse text-start">
              <caption className="sr-only">{mealPageText.buildHeading}</caption>
              <thead>
                <tr className="border-b-2 border-brand-200 text-sm text-slate-700">
                  <th scope="col" className="py-2 pe-2 text-start font-bold">
                    {mealPageText.buildIngredientColumn}
                  </th>
                  <th scope="col" className="py-2 ps-2 text-start font-bold">
                    {mealPageText.buildGramsColumn}
                  </th>
                </tr>
              </thead>
              <tbody>
                {build.ingredients.map((i, index) => (
                  <tr key={`${i.id}-${index}`} className="border-b border-slate-200">
                    <th scope="row" className="py-2 pe-2 text-start font-normal text-slate-900">
                      {i.name}
                      <span className="mt-0.5 block text-sm text-slate-600">
                        {mealPageText.buildSourceLabel} <RowId row={i} />
                        {/* USDA's English on a line of its own, so it never wraps around
                            the Arabic; aligned with the Arabic above it. */}
                        <bdi lang="en" dir="ltr" className="block text-end">
                          {i.description}
                        </bdi>
                      </span>
                    </th>
                    <td className="py-2 ps-2 align-top whitespace-nowrap tabular-nums">
                      {grams(i.grams)}
                    </td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row" className="py-2 pe-2 text-start font-bold">
                    {mealPageText.buildTotal}
                  </th>
                  <td className="py-2 ps-2 font-bold whitespace-nowrap tabular-nums">
                    {grams(build.totalGrams)}
                  </td>
                </tr>
              </tfoot>
            </table>
          </div>
          <p className="text-sm leading-7 text-slate-700" data-testid="meal-basis">
            <span className="font-bold">{mealPageText.buildBasis}</span> {build.basis}
          </p>
        </>
      )}
      {check ? <PublishedCheckNote check={check} /> : null}
    </section>
  );
}
