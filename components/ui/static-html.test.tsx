/**
 * staticHtml writes what React's own renderToStaticMarkup writes: the meal page's static parts
 * of every meal and every oil choice compared whole, then the escaping and the refusals.
 */
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { StoreBadges } from "@/components/app-links/StoreBadges";
import { DailyValueReference } from "@/components/calculator/DailyValueReference";
import { EnergySplitBar } from "@/components/calculator/EnergySplitBar";
import { NutrientTable } from "@/components/calculator/NutrientTable";
import { CarbFacts } from "@/components/diabetes/CarbFacts";
import { MealBuildSection } from "@/components/meals/MealBuildSection";
import { NutritionFacts } from "@/components/meals/NutritionFacts";
import { getMealPageData, mealPages } from "@/lib/meals/pages";
import { OIL_CHOICES, mealWithOil } from "@/lib/nutrition/oil";
import { scaleMealToGrams } from "@/lib/nutrition/scale-nutrients";
import { staticHtml } from "./static-html";

const same = (element: ReactElement) =>
  expect(staticHtml(element).__html).toBe(renderToStaticMarkup(element));

describe("staticHtml", () => {
  it("writes every meal page's static parts as React does", () => {
    for (const { slug } of mealPages) {
      const data = getMealPageData(slug)!;
      for (const oil of data.meal.oil ? OIL_CHOICES : (["usual"] as const)) {
        const meal = mealWithOil(data.meal, oil);
        const serving = meal.servings?.[0] ?? null;
        const micros = scaleMealToGrams(meal, serving?.grams ?? 100);
        same(<NutritionFacts meal={meal} serving={serving} />);
        same(<CarbFacts meal={meal} amount={serving?.grams ?? 100} amountLabel="لكل حصة" />);
        same(<EnergySplitBar grams={meal} headingLevel="h3" />);
        same(<NutrientTable caption="معادن" nutrients={micros.minerals} headingLevel="h3" />);
        same(<NutrientTable caption="فيتامينات" nutrients={micros.vitamins} headingLevel="h3" />);
      }
      same(<MealBuildSection build={data.build} check={data.publishedCheck} />);
    }
    same(<DailyValueReference />);
    same(<StoreBadges from="/calculator/bazeen" className="mt-4" />);
  });

  it("escapes text and attributes, writes styles and void elements", () => {
    same(
      <p title={`"حمص" & 'فول' <b>`} data-on aria-hidden="true">
        {"<script>alert(1)</script> & «طحينة»"}
        {3}
        <br />
        <span style={{ width: "12%", backgroundColor: "red" }}>x</span>
      </p>,
    );
  });

  it("keeps markup handed to it as it is", () => {
    same(<div dangerouslySetInnerHTML={{ __html: "<svg></svg>" }} />);
  });

  it("refuses what needs the browser", () => {
    expect(() => staticHtml(<button onClick={() => {}}>زر</button>)).toThrow(/onClick/);
    expect(() => staticHtml(<input defaultValue="x" />)).toThrow(/defaultValue/);
    expect(() => staticHtml(<input disabled />)).toThrow(/boolean disabled/);
  });
});
