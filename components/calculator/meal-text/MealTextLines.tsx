"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, useMemo, useState } from "react";
import { calculatorText } from "@/content/calculator";
import { countedNouns } from "@/content/counted-nouns";
import { mealTextTexts as text } from "@/content/meal-text";
import { sendUnmet } from "@/lib/daily-counts/send-unmet";
import { counted, countedText } from "@/lib/format/counted";
import { formatNumber, roundTo } from "@/lib/format/number";
import { bareWordDefaultsByWord, fetchMealsByName, mealSearchKey } from "@/lib/meals/search/client";
import {
  createMealTextParser,
  weigh,
  writtenAmount,
  type MealNameEntry,
  type MealTextItem,
  type MealTextParser,
  type Weighing,
} from "@/lib/meals/meal-text/parse-meal-text";
import type { Meal } from "@/lib/meals/types";
import type { PlateItem } from "@/lib/nutrition/plate";
import { amountForGrams, parseGrams } from "@/lib/nutrition/quantity";

// The lines of «ماذا أكلت؟», loaded with the parser on the field's first use: each food found,
// another of its near matches to switch to, the amount as understood with its grams and where
// they come from, its energy; the words not understood; and «أضف إلى طبقي», which sends the
// lines to the plate through its own code (the plate's total is the sum of the lines).

export function createBrowserParser(meals: MealNameEntry[]): MealTextParser<MealNameEntry> {
  return createMealTextParser(meals, { defaults: bareWordDefaultsByWord });
}

/** Grams as the line shows them and the plate takes them: to a tenth of a gram. */
const lineGrams = (grams: number) => roundTo(grams, 1);
const showGrams = (grams: number) =>
  countedText(formatNumber(grams, Number.isInteger(grams) ? 0 : 1), countedNouns.gram);

function sourceText(weighing: Weighing): string {
  switch (weighing.how) {
    case "weight":
      return text.source.weight;
    case "unknown":
      return "";
    case "rule": {
      const perUnit = showGrams(lineGrams(weighing.perUnit));
      if (weighing.rule === "glass-as-cup") return text.source.glassAsCup(perUnit);
      if (weighing.rule === "cup-as-glass") return text.source.cupAsGlass(perUnit);
      if (weighing.rule === "handful-as-ounce") return text.source.handfulAsOunce(perUnit);
      if (weighing.rule === "plate-as-typical") return text.source.plateAsTypical(perUnit);
      if (weighing.rule === "portion-as-typical") return text.source.portionAsTypical(perUnit);
      if (weighing.rule === "ladle") return text.source.ladle(perUnit);
      if (weighing.rule === "size") return text.source.size(perUnit);
      if (weighing.rule === "spoons") return text.source.spoons(perUnit);
      return text.source.volume(showGrams(lineGrams(weighing.serving.grams)));
    }
    case "serving": {
      const { serving } = weighing;
      const grams = showGrams(lineGrams(serving.grams));
      if (serving.kind === "recipe") return text.source.recipe(serving.label, grams);
      if (serving.kind === "usda") return text.source.usda(serving.label, grams);
      return text.source.estimate(serving.basis);
    }
  }
}

/** «صحنان» for the line: the amount in words, or the serving's own label. */
function amountWords(meal: MealNameEntry, item: MealTextItem<MealNameEntry>, weighing: Weighing) {
  const words = writtenAmount(meal, item.amount, weighing);
  if (words !== "" || weighing.how !== "serving") return words;
  const count = item.amount.count ?? 1;
  return count === 1
    ? weighing.serving.label
    : `${formatNumber(count, 1)} × ${weighing.serving.label}`;
}

interface LineChoice {
  /** Index into [the meal found, ...its near matches]. */
  choice: number;
  /** Grams typed where the data has no weight. */
  typed: string;
}

function Line({
  item,
  choice,
  onChange,
}: {
  item: MealTextItem<MealNameEntry>;
  choice: LineChoice;
  onChange: (choice: LineChoice) => void;
}) {
  const id = useId();
  const options = [item.meal, ...item.alternatives];
  const meal = options[choice.choice] ?? item.meal;
  const weighing = choice.choice === 0 ? item.weighing : weigh(meal, item.amount);
  const typedGrams = parseGrams(choice.typed);
  const grams = weighing.grams !== null ? lineGrams(weighing.grams) : typedGrams;
  const words = amountWords(meal, item, weighing);
  const source = sourceText(weighing);

  return (
    <li
      className="space-y-1.5 rounded-xl bg-slate-50 p-3"
      data-testid="meal-text-line"
      data-meal={meal.name}
      data-grams={grams ?? undefined}
    >
      <p className="text-sm text-slate-700">«{item.text}»</p>
      <div>
        <label htmlFor={`${id}-meal`} className="sr-only">
          {text.mealLabel(item.text)}
        </label>
        <select
          id={`${id}-meal`}
          value={choice.choice}
          onChange={(e) => onChange({ ...choice, choice: Number(e.target.value) })}
          className="w-full max-w-md rounded-lg border-2 border-slate-300 bg-white px-2 py-1.5 font-bold text-slate-900 focus:border-brand-700"
        >
          {options.map((option, index) => (
            <option key={option.name} value={index}>
              {option.name}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <p className="font-medium text-slate-900 tabular-nums" data-testid="meal-text-amount">
          {weighing.grams !== null
            ? text.amount(words, showGrams(lineGrams(weighing.grams)))
            : weighing.why === "no-count"
              ? text.noCount
              : text.noWeight(words)}
        </p>
        {grams !== null ? (
          <p className="text-slate-800 tabular-nums" data-testid="meal-text-energy">
            {counted(amountForGrams(meal.calories, grams), countedNouns.kcal)}
          </p>
        ) : null}
      </div>
      {source ? <p className="text-xs leading-5 text-slate-600">{source}</p> : null}
      {weighing.grams === null ? (
        <div className="flex items-center gap-1">
          <label htmlFor={`${id}-grams`} className="sr-only">
            {text.gramsLabel(meal.name)}
          </label>
          <input
            id={`${id}-grams`}
            type="text"
            inputMode="decimal"
            dir="ltr"
            value={choice.typed}
            aria-invalid={choice.typed !== "" && typedGrams === null ? true : undefined}
            onChange={(e) => onChange({ ...choice, typed: e.target.value })}
            className="w-24 rounded-lg border-2 border-slate-400 bg-white px-2 py-1.5 text-center tabular-nums"
          />
          <span className="text-slate-700">{text.gramsUnit}</span>
          {choice.typed !== "" && typedGrams === null ? (
            <span className="text-sm font-medium text-red-700">{text.gramsError}</span>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}

export function MealTextLines({
  parser,
  text: written,
  onAnnounce,
  onAddToPlate,
}: {
  parser: MealTextParser<MealNameEntry>;
  text: string;
  onAnnounce: (message: string) => void;
  onAddToPlate: (items: readonly PlateItem[]) => void;
}) {
  const queryClient = useQueryClient();
  const result = useMemo(() => parser.parse(written), [parser, written]);
  const [choices, setChoices] = useState<LineChoice[]>(() =>
    result.items.map(() => ({ choice: 0, typed: "" })),
  );
  const [adding, setAdding] = useState(false);
  const [problem, setProblem] = useState("");

  useEffect(() => {
    onAnnounce(
      result.items.length > 0
        ? text.understood(counted(result.items.length, countedNouns.foodItem), result.unmatched)
        : text.nothing,
    );
  }, [result, onAnnounce]);

  // What found no food is what the site lacks: reported once per sentence, for the owners'
  // counts (lib/daily-counts), never kept here.
  useEffect(() => sendUnmet(result.unmatched), [result]);

  // Each line's meal and grams, when it has a weight the plate takes (1–2,000 g).
  const lines = result.items.map((item, index) => {
    const choice = choices[index] ?? { choice: 0, typed: "" };
    const meal = [item.meal, ...item.alternatives][choice.choice] ?? item.meal;
    const weighing = choice.choice === 0 ? item.weighing : weigh(meal, item.amount);
    const grams =
      weighing.grams !== null
        ? parseGrams(String(lineGrams(weighing.grams)))
        : parseGrams(choice.typed);
    return { name: meal.name, grams };
  });

  const add = async () => {
    const ready = lines.filter((l): l is { name: string; grams: number } => l.grams !== null);
    setProblem(
      ready.length < lines.length
        ? text.addSkipped(
            lines.length - ready.length,
            counted(lines.length - ready.length, countedNouns.textLine),
          )
        : "",
    );
    if (ready.length === 0) return;
    setAdding(true);
    try {
      // The plate keeps the meal API's own values, as when a meal is chosen in the search.
      const meals = await Promise.all(
        ready.map(({ name }) =>
          queryClient.fetchQuery({
            queryKey: mealSearchKey(name),
            queryFn: ({ signal }) => fetchMealsByName(name, signal),
            staleTime: Infinity,
          }),
        ),
      );
      const items: PlateItem[] = [];
      ready.forEach(({ name, grams }, i) => {
        const meal = meals[i]?.find((m: Meal) => m.name === name);
        if (meal) items.push({ meal, grams });
      });
      if (items.length < ready.length) setProblem(text.addFailed);
      if (items.length > 0) onAddToPlate(items);
    } catch (error) {
      console.error("Loading the meals of «ماذا أكلت؟» failed:", error);
      setProblem(text.addFailed);
    } finally {
      setAdding(false);
    }
  };

  return (
    <div className="space-y-3">
      {result.items.length > 0 ? (
        <ul aria-label={text.linesCaption} className="space-y-2">
          {result.items.map((item, index) => (
            <Line
              key={`${index}-${item.text}`}
              item={item}
              choice={choices[index] ?? { choice: 0, typed: "" }}
              onChange={(choice) =>
                setChoices((all) => all.map((c, i) => (i === index ? choice : c)))
              }
            />
          ))}
        </ul>
      ) : (
        <p className="text-slate-700">{text.nothing}</p>
      )}
      {result.unmatched.length > 0 ? (
        <p className="text-sm text-slate-800" data-testid="meal-text-unmatched">
          {text.unmatched(result.unmatched)}
        </p>
      ) : null}
      {problem ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {problem}
        </p>
      ) : null}
      {result.items.length > 0 ? (
        <button
          type="button"
          onClick={() => void add()}
          disabled={adding}
          className="rounded-full border-2 border-brand-700 bg-white px-5 py-2 font-bold text-brand-800 hover:bg-brand-100 disabled:opacity-60"
        >
          {adding ? text.adding : calculatorText.addToPlate}
        </button>
      ) : null}
    </div>
  );
}
