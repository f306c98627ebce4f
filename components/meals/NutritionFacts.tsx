import { countedNouns } from "@/content/counted-nouns";
import { mealPageText } from "@/content/meal-page-texts";
import { counted, countedText } from "@/lib/format/counted";
import { exactNumber } from "@/lib/format/number";
import type { Meal, Serving } from "@/lib/meals/types";
import { scaleMealToGrams, type ScaledMeal } from "@/lib/nutrition/scale-nutrients";

// Energy, the three macronutrients, fiber and sugars, per 100 g and per typical serving, with
// the calculator's rounding (energy whole, grams to two decimals). Unknown is said, never 0.

const ROWS = ["protein", "fat", "carbohydrates", "fiber", "sugars"] as const;

function gramsCell(value: number | undefined) {
  if (value === undefined) return mealPageText.unknown;
  return counted(value, countedNouns.gram, 2);
}

export function NutritionFacts({ meal, serving }: { meal: Meal; serving: Serving | null }) {
  const columns: { key: string; heading: string; values: ScaledMeal }[] = [
    { key: "100g", heading: mealPageText.per100g, values: scaleMealToGrams(meal, 100) },
  ];
  if (serving) {
    columns.push({
      key: "serving",
      heading: mealPageText.perServing(
        serving.label,
        countedText(exactNumber(serving.grams), countedNouns.gram),
      ),
      values: scaleMealToGrams(meal, serving.grams),
    });
  }
  const hasUnknown = meal.fiber === undefined || meal.sugars === undefined;
  return (
    <div>
      <table className="w-full border-collapse text-start" data-testid="nutrition-facts">
        <caption className="sr-only">{mealPageText.factsCaption}</caption>
        <thead>
          <tr className="border-b-2 border-brand-200 text-sm text-slate-700">
            <th scope="col" className="py-2 pe-2 text-start font-bold">
              {mealPageText.nutrientColumn}
            </th>
            {columns.map((c) => (
              <th key={c.key} scope="col" className="px-2 py-2 text-start font-bold">
                {c.heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr className="border-b border-slate-200" data-nutrient="calories">
            <th scope="row" className="py-2 pe-2 text-start font-bold text-slate-900">
              {mealPageText.calories}
            </th>
            {columns.map((c) => (
              <td key={c.key} className="px-2 py-2 font-bold whitespace-nowrap tabular-nums">
                {counted(c.values.calories, countedNouns.kcal)}
              </td>
            ))}
          </tr>
          {ROWS.map((row) => (
            <tr key={row} className="border-b border-slate-200" data-nutrient={row}>
              <th scope="row" className="py-2 pe-2 text-start font-normal text-slate-900">
                {mealPageText[row]}
              </th>
              {columns.map((c) => (
                <td key={c.key} className="px-2 py-2 whitespace-nowrap tabular-nums">
                  {gramsCell(c.values[row])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {hasUnknown && <p className="mt-2 text-sm text-slate-700">{mealPageText.unknownNote}</p>}
    </div>
  );
}
