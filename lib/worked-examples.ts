// The articles' worked examples, computed from their inputs by the same functions the unit
// tests check by hand, and worded with the texts of content/articles/example-texts.ts. An
// article holds only the inputs, so its numbers can never drift from the arithmetic.
import { countedNouns } from "@/content/counted-nouns";
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
  type ActivityLevel,
  type BodyMeasures,
} from "@/content/nutrition-reference";
import { counted, countedText } from "@/lib/format/counted";
import { exactNumber, formatNumber as n, roundTo } from "@/lib/format/number";
import { dailyEnergyNeeds, restingEnergy } from "@/lib/nutrition/energy-needs";
import { macroGrams } from "@/lib/nutrition/macro-grams";

const kcalNoun = countedNouns.kcal;

export interface EnergySteps {
  steps: { label: string; calculation: string }[];
  /** The unrounded daily need, kcal/day. */
  needs: number;
  /** The need rounded to whole kcal, as the result line states it. */
  rounded: number;
}

/**
 * The daily-energy formula step by step, as /Blog1 prints it: the article's worked examples and
 * the energy-needs tool under them both write their arithmetic with this one function.
 */
export function energySteps(measures: BodyMeasures, activity: ActivityLevel): EnergySteps {
  const { sex, weightKg, heightCm, ageYears } = measures;
  const rest = restingEnergy(measures);
  const needs = dailyEnergyNeeds(measures, activity);
  const rounded = roundTo(needs, 0);
  const constant = sex === "female" ? "− 161" : "+ 5";
  const factor = exactNumber(activityFactors[activity]);
  // Inputs may be typed with decimals (70.5 kg): every number keeps the decimals it needs.
  const w = exactNumber(10 * weightKg);
  const h = exactNumber(6.25 * heightCm);
  const a = exactNumber(5 * ageYears);
  return {
    needs,
    rounded,
    steps: [
      { label: energyText.steps.weight, calculation: `10 × ${exactNumber(weightKg)} = ${w}` },
      { label: energyText.steps.height, calculation: `6.25 × ${exactNumber(heightCm)} = ${h}` },
      { label: energyText.steps.age, calculation: `5 × ${exactNumber(ageYears)} = ${a}` },
      {
        label: energyText.steps.rest,
        calculation: `${w} + ${h} − ${a} ${constant} = ${countedText(exactNumber(rest), kcalNoun)}`,
      },
      {
        label: energyText.steps.withActivity,
        calculation: `${exactNumber(rest)} × ${factor} = ${exactNumber(needs)} ≈ ${counted(rounded, kcalNoun)}`,
      },
    ],
  };
}

/** The /Blog1 example: the resting energy step by step, times the activity factor. */
export function energyWorkedExample(block: EnergyExampleBlock): WorkedExample {
  const { measures, activity, eatenKcal } = block;
  const { weightKg, heightCm, ageYears } = measures;
  const { steps, rounded } = energySteps(measures, activity);
  const deficit =
    eatenKcal === undefined
      ? ""
      : energyText.deficit({
          eaten: counted(eatenKcal, kcalNoun),
          deficit: counted(rounded - eatenKcal, kcalNoun),
        });
  return {
    kind: "example",
    title: block.title,
    intro: energyText.intro({
      who: block.who,
      weight: n(weightKg),
      height: n(heightCm),
      age: n(ageYears),
      activity: activityText[activity].name,
      factor: exactNumber(activityFactors[activity]),
    }),
    steps,
    result: `${energyText.result({ needs: counted(rounded, kcalNoun) })}${deficit}`,
  };
}

/** Grams as /Blog2 shows them: whole grams exactly, otherwise to one decimal («55.6 غرام»). */
export function macroGramsText(g: number): string {
  return counted(g, countedNouns.gram, Number.isInteger(g) ? 0 : 1);
}
const grams = macroGramsText;

/** The /Blog2 example: a daily energy split 50/25/25, as worked steps and as a table. */
export function macroWorkedExample(kcal: number): { example: WorkedExample; table: ArticleTable } {
  const split = macroGrams(kcal);
  return {
    example: {
      kind: "example",
      title: macroText.title({ kcal: counted(kcal, kcalNoun) }),
      intro: macroText.intro({
        kcal: counted(kcal, kcalNoun),
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
          macroKcalCounted: counted(m.kcal, kcalNoun),
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
      caption: macroText.tableCaption({ kcal: counted(kcal, kcalNoun) }),
      columns: macroText.tableColumns,
      rows: split.map((m) => [
        macroNames[m.macro],
        macroText.percent({ percent: n(m.percent) }),
        n(m.kcal),
        grams(m.grams),
      ]),
    },
  };
}
