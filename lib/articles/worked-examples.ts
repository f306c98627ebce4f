// The articles' worked examples, computed from their inputs by the same functions the unit
// tests check by hand, and worded with the texts of content/articles/example-texts.ts. An
// article holds only the inputs, so its numbers can never drift from the arithmetic.
import { unitText } from "@/content/articles/common";
import {
  energyExampleText as energyText,
  macroExampleText as macroText,
} from "@/content/articles/example-texts";
import type { ArticleTable, EnergyExampleBlock, WorkedExample } from "@/content/articles/types";
import {
  activityFactors,
  activityText,
  kcalPerGram,
  macroNames,
  typicalSplit,
} from "@/content/nutrition-reference";
import { exactNumber, formatNumber as n, roundTo } from "@/lib/format/number";
import { dailyEnergyNeeds, restingEnergy } from "@/lib/nutrition/energy-needs";
import { macroGrams } from "@/lib/nutrition/macro-grams";

/** The /Blog1 example: the resting energy step by step, times the activity factor. */
export function energyWorkedExample(block: EnergyExampleBlock): WorkedExample {
  const { measures, activity, eatenKcal } = block;
  const { sex, weightKg, heightCm, ageYears } = measures;
  const rest = restingEnergy(measures);
  const needs = dailyEnergyNeeds(measures, activity);
  const rounded = roundTo(needs, 0);
  const constant = sex === "female" ? "− 161" : "+ 5";
  const factor = exactNumber(activityFactors[activity]);
  const deficit =
    eatenKcal === undefined
      ? ""
      : energyText.deficit({ eaten: n(eatenKcal), deficit: n(rounded - eatenKcal) });
  return {
    kind: "example",
    title: block.title,
    intro: energyText.intro({
      who: block.who,
      weight: n(weightKg),
      height: n(heightCm),
      age: n(ageYears),
      activity: activityText[activity].name,
      factor,
    }),
    steps: [
      { label: energyText.steps.weight, calculation: `10 × ${n(weightKg)} = ${n(10 * weightKg)}` },
      {
        label: energyText.steps.height,
        calculation: `6.25 × ${n(heightCm)} = ${exactNumber(6.25 * heightCm)}`,
      },
      { label: energyText.steps.age, calculation: `5 × ${n(ageYears)} = ${n(5 * ageYears)}` },
      {
        label: energyText.steps.rest,
        calculation: `${n(10 * weightKg)} + ${exactNumber(6.25 * heightCm)} − ${n(5 * ageYears)} ${constant} = ${exactNumber(rest)} ${unitText.kcal}`,
      },
      {
        label: energyText.steps.withActivity,
        calculation: `${exactNumber(rest)} × ${factor} = ${exactNumber(needs)} ≈ ${n(rounded)} ${unitText.kcal}`,
      },
    ],
    result: `${energyText.result({ needs: n(rounded) })}${deficit}`,
  };
}

/** Grams as the article shows them: whole grams exactly, otherwise to one decimal. */
const grams = (g: number) => (Number.isInteger(g) ? n(g) : n(g, 1));

/** The /Blog2 example: a daily energy split 50/25/25, as worked steps and as a table. */
export function macroWorkedExample(kcal: number): { example: WorkedExample; table: ArticleTable } {
  const split = macroGrams(kcal);
  return {
    example: {
      kind: "example",
      title: macroText.title({ kcal: n(kcal) }),
      intro: macroText.intro({
        kcal: n(kcal),
        carbohydrates: n(typicalSplit.carbohydrates),
        protein: n(typicalSplit.protein),
        fat: n(typicalSplit.fat),
      }),
      steps: split.map((m) => ({
        label: macroNames[m.macro],
        calculation: macroText.step({
          kcal: n(kcal),
          percent: n(m.percent),
          macroKcal: n(m.kcal),
          perGram: n(kcalPerGram[m.macro]),
          equals: Number.isInteger(m.grams) ? "=" : "≈",
          grams: grams(m.grams),
        }),
      })),
      result: split
        .map((m) => macroText.resultItem({ grams: grams(m.grams), macro: macroNames[m.macro] }))
        .join(macroText.resultJoin)
        .concat(macroText.resultEnd),
    },
    table: {
      kind: "table",
      caption: macroText.tableCaption({ kcal: n(kcal) }),
      columns: macroText.tableColumns,
      rows: split.map((m) => [
        macroNames[m.macro],
        macroText.percent({ percent: n(m.percent) }),
        n(m.kcal),
        macroText.grams({ grams: grams(m.grams) }),
      ]),
    },
  };
}
