/**
 * Every Arabic string the site can show with a number, read as a copy editor reads it: each
 * number followed by a counted noun must carry the form Intl.PluralRules("ar") gives it (1 and
 * 2 their own forms with no digit, 3–10 the plural, 11–99 the singular accusative, 100 and
 * decimals the singular). The strings are built by the real code: every meal page and the
 * calculator's quantity options of every meal rendered to HTML, the articles with their worked
 * examples, the energy tool's steps over a range of bodies, the plate's and «ماذا أكلت؟»'s
 * messages for every count they can show, and every string kept in content/.
 */
import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { ArticleView } from "@/components/articles/ArticleView";
import { QuantityPicker } from "@/components/calculator/QuantityPicker";
import { DailyValueReference } from "@/components/calculator/DailyValueReference";
import { MealPageView } from "@/components/meals/MealPageView";
import { articles } from "@/content/articles";
import { countedNouns } from "@/content/counted-nouns";
import { mealTextTexts } from "@/content/meal-text";
import { activityFactors } from "@/content/nutrition-reference";
import { plateText } from "@/content/plate";
import { quantityLimits } from "@/content/quantity-limits";
import { counted } from "@/lib/format/counted";
import { getMealPageData, mealPages } from "@/lib/meals/pages";
import { energySteps, macroWorkedExample } from "@/lib/worked-examples";
import { findAgreementErrors } from "@/test/arabic/number-noun";

/** The page's text, a line per block or table cell, so a number never meets the next cell. */
function textOf(html: string): string {
  return html
    .replace(
      /<\/?(td|th|tr|li|p|div|dd|dt|h\d|caption|option|table|section|ul|ol|header|details|summary)\b[^>]*>/g,
      "\n",
    )
    .replace(/<[^>]+>/g, "")
    .replace(/&nbsp;/g, " ");
}

function errorsIn(texts: Iterable<[where: string, text: string]>): string[] {
  const errors: string[] = [];
  for (const [where, text] of texts) {
    errors.push(...findAgreementErrors(text).map((e) => `${where}: ${e}`));
  }
  return errors;
}

/** Every string reachable from a module's exports (objects and arrays walked). */
function* stringsOf(value: unknown, where: string): Generator<[string, string]> {
  if (typeof value === "string") yield [where, value];
  else if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) yield* stringsOf(v, `${where}[${i}]`);
  } else if (value && typeof value === "object") {
    for (const [k, v] of Object.entries(value)) yield* stringsOf(v, `${where}.${k}`);
  }
}

function contentFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return contentFiles(file);
    return /\.ts$/.test(name) && !/\.test\.ts$/.test(name) ? [file] : [];
  });
}

const COUNTS = Array.from({ length: quantityLimits.maxPlateItems + 6 }, (_, i) => i + 1);

describe("numbers agree with their nouns", () => {
  it("finds a broken pair (the rule itself)", () => {
    expect(findAgreementErrors("3 سعرة، 8 سعرة، 5 غرام، 665 غرام، 2 غرام")).toHaveLength(5);
    expect(findAgreementErrors("3 سعرات، سعرتان، 665 غرامًا، 100 غرام، 1.5 غرام، 5 ملغ")).toEqual(
      [],
    );
  });

  it("on every meal page", () => {
    const pages = mealPages.map((page): [string, string] => [
      page.slug,
      textOf(renderToStaticMarkup(<MealPageView data={getMealPageData(page.slug)!} />)),
    ]);
    expect(errorsIn(pages)).toEqual([]);
  });

  it("in the calculator's quantity options of every meal", () => {
    const options = mealPages.map((page): [string, string] => [
      page.slug,
      textOf(
        renderToStaticMarkup(
          <QuantityPicker
            value="1"
            servings={getMealPageData(page.slug)!.meal.servings}
            onChange={() => {}}
          />,
        ),
      ),
    ]);
    options.push(["daily values", textOf(renderToStaticMarkup(<DailyValueReference />))]);
    expect(errorsIn(options)).toEqual([]);
  });

  it("in the articles, their worked examples and the energy tool's steps", () => {
    const texts: [string, string][] = articles.map((article) => [
      article.path,
      textOf(renderToStaticMarkup(<ArticleView article={article} />)),
    ]);
    for (const kcal of [1200, 1503, 1510, 1800, 2000, 2077, 2500, 3003]) {
      texts.push(...stringsOf(macroWorkedExample(kcal), `macros ${kcal}`));
    }
    for (const sex of ["female", "male"] as const) {
      for (let weightKg = 50; weightKg <= 120; weightKg += 7) {
        for (const activity of Object.keys(activityFactors) as (keyof typeof activityFactors)[]) {
          const steps = energySteps({ sex, weightKg, heightCm: 170, ageYears: 35 }, activity);
          texts.push(...stringsOf(steps.steps, `energy ${sex} ${weightKg} ${activity}`));
        }
      }
    }
    expect(errorsIn(texts)).toEqual([]);
  });

  it("in the plate's and «ماذا أكلت؟»'s messages for every count", () => {
    const texts: [string, string][] = COUNTS.flatMap((count): [string, string][] => [
      [`overflow ${count}`, plateText.restoredOverflow(count, counted(count, countedNouns.meal))],
      [`invalid ${count}`, plateText.restoredInvalid(count, counted(count, countedNouns.linkItem))],
      [`added ${count}`, plateText.addedMany(counted(count, countedNouns.meal))],
      [`understood ${count}`, mealTextTexts.understood(counted(count, countedNouns.foodItem), [])],
      [`skipped ${count}`, mealTextTexts.addSkipped(count, counted(count, countedNouns.textLine))],
    ]);
    expect(errorsIn(texts)).toEqual([]);
  });

  it("in every string kept in content/", () => {
    const root = path.join(process.cwd(), "content");
    const texts = contentFiles(root).flatMap((file) =>
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      [...stringsOf(require(file) as unknown, path.relative(root, file))],
    );
    expect(texts.length).toBeGreaterThan(1000);
    expect(errorsIn(texts)).toEqual([]);
  });
});
