"use client";

import { useQuery } from "@tanstack/react-query";
import { useId, useMemo, useState } from "react";
import { countedNouns } from "@/content/counted-nouns";
import { mealTextTexts as text } from "@/content/meal-text";
import { counted, countedText } from "@/lib/format/counted";
import { formatNumber, roundTo } from "@/lib/format/number";
import { parseTypedNumber } from "@/lib/format/parse-number";
import {
  amountReadingText,
  unitAsReadWords,
  startingAmount,
  weighingRuleReadings,
  type AmountReading,
  type LineAmount,
  type LineUnit,
  type MealNameEntry,
  type MealTextItem,
  type Weighing,
} from "@/lib/meals/meal-text/parse-meal-text";
import { fetchMealsByName, mealSearchKey } from "@/lib/meals/search/client";
import type { Serving } from "@/lib/meals/types";
import { amountForGrams, parseGrams } from "@/lib/nutrition/quantity";
import { MealSearch, type SearchStatus } from "../MealSearch";
import { useDebouncedValue } from "../use-debounced-value";

// One line of «ماذا أكلت؟»: the meal found, to change through the calculator's own meal
// combobox (its near matches offered first, any meal by typing); how the amount was understood
// («طاسة ≈ 250 غ، تقدير»); and the amount, to correct in place (how many, of the unit as read,
// grams, or one of the meal's servings). The parent weighs the correction (line-correction.ts).

/** A meal a line can hold: one the parser found, or one the meal search returned. */
export interface LineMeal {
  name: string;
  calories: number;
  servings?: readonly Serving[];
}

/** A line's correction as typed: `count` stays as written, valid or not. */
export interface LineEdit {
  /** null: the meal the parser found. */
  meal: LineMeal | null;
  unit: LineUnit;
  count: string;
}

const SEARCH_DEBOUNCE_MS = 400;
const NO_MEALS: readonly LineMeal[] = [];

/** Grams as the line shows them and the plate takes them: to a tenth of a gram. */
export const lineGrams = (grams: number) => roundTo(grams, 1);
const showGrams = (grams: number) =>
  countedText(formatNumber(grams, Number.isInteger(grams) ? 0 : 1), countedNouns.gram);

/** The count a visitor typed: a positive number, or null. */
function typedCount(edit: LineEdit): number | null {
  const value = parseTypedNumber(edit.count);
  return value !== null && value > 0 ? value : null;
}

/** A line as the parser read it, before any correction. */
export function startingEdit(item: MealTextItem<MealNameEntry>): LineEdit {
  const { unit, count } = startingAmount(item);
  return { meal: null, unit, count: countText(count) };
}

/** A count as the field shows it: «2»، «0.5»، «0.33» for a third. */
function countText(count: number | null): string {
  return count === null ? "" : String(roundTo(count, 2));
}

/** The amount a line's edit says; the count as read, untouched, is the exact one read (⅓). */
export function lineAmountOf(item: MealTextItem<MealNameEntry>, edit: LineEdit): LineAmount {
  const asRead = edit.unit.kind === "said" && edit.count === countText(item.amount.count);
  return { unit: edit.unit, count: asRead ? item.amount.count : typedCount(edit) };
}

function unitValue(unit: LineUnit): string {
  return unit.kind === "serving" ? `serving-${unit.index}` : unit.kind;
}

function unitOfValue(value: string): LineUnit {
  if (value.startsWith("serving-")) return { kind: "serving", index: Number(value.slice(8)) };
  return value === "gram" ? { kind: "gram" } : { kind: "said" };
}

function sourceText(weighing: Weighing): string {
  switch (weighing.how) {
    case "weight":
      return text.source.weight;
    case "unknown":
      return "";
    case "rule": {
      // Millilitres are read off the cup: the sentence gives the cup's grams, not the millilitre's.
      const grams = weighing.rule === "volume" ? weighing.serving.grams : weighing.perUnit;
      return text.source[weighingRuleReadings[weighing.rule].text](showGrams(lineGrams(grams)));
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

export function MealTextLine({
  item,
  edit,
  reading,
  grams,
  onChange,
}: {
  item: MealTextItem<MealNameEntry>;
  edit: LineEdit;
  /** How the line now understands its amount, corrections included. */
  reading: AmountReading;
  /** The grams the plate would take, or null when none is known or valid. */
  grams: number | null;
  onChange: (edit: LineEdit) => void;
}) {
  const id = useId();
  const meal: LineMeal = edit.meal ?? item.meal;
  const [searchText, setSearchText] = useState("");
  const typed = searchText.trim();
  const query = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  // The name on the line is no search: the list then offers the near matches the parser found.
  const typing = typed !== "" && typed !== meal.name;
  const searching = typing && query === typed;
  const search = useQuery({
    queryKey: mealSearchKey(query),
    queryFn: ({ signal }) => fetchMealsByName(query, signal),
    enabled: searching,
  });
  // Stable lists: the combobox starts its active option afresh whenever its options change.
  const nearMatches = useMemo<readonly LineMeal[]>(() => [item.meal, ...item.alternatives], [item]);
  // While the visitor types, the list waits for the search of what is typed, never showing
  // the results of an older text.
  const options: readonly LineMeal[] = !typing
    ? nearMatches
    : searching && search.data
      ? search.data
      : NO_MEALS;
  let status: SearchStatus = "done";
  if (searching && search.isError) status = "error";
  else if (typing && (!searching || search.isPending)) status = "loading";

  const servings = meal.servings ?? [];
  const count = typedCount(edit);
  const countInvalid =
    edit.count.trim() !== "" &&
    (edit.unit.kind === "gram" ? parseGrams(edit.count) === null : count === null);
  const unchanged = edit.meal === null && reading === item.reading;
  const source = unchanged ? sourceText(item.weighing) : "";
  const asRead = item.reading.grams !== null || edit.meal !== null;

  const changeUnit = (unit: LineUnit) => {
    // The amount stays what it was in the new unit's terms where that is plain: grams keep the
    // line's grams, a serving starts at one, the unit as read at the count read.
    const next =
      unit.kind === "gram"
        ? grams !== null
          ? String(lineGrams(grams))
          : ""
        : unit.kind === "serving"
          ? "1"
          : countText(item.amount.count);
    onChange({ ...edit, unit, count: next });
  };

  return (
    <li
      className="space-y-2 rounded-xl bg-slate-50 p-3"
      data-testid="meal-text-line"
      data-meal={meal.name}
      data-grams={grams ?? undefined}
    >
      <MealSearch<LineMeal>
        key={meal.name}
        label={text.mealLabel(item.text)}
        className="w-full max-w-md"
        selected={meal}
        options={options}
        status={status}
        hasQuery={typing}
        onSearchTextChange={setSearchText}
        onChoose={(chosen) => {
          setSearchText("");
          // Another meal has other servings: the amount goes back to the unit as read.
          onChange(
            chosen.name === item.meal.name
              ? startingEdit(item)
              : { meal: chosen, unit: { kind: "said" }, count: countText(item.amount.count) },
          );
        }}
      />
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <p className="font-medium text-slate-900 tabular-nums" data-testid="meal-text-reading">
          {amountReadingText(reading)}
        </p>
        {grams !== null ? (
          <p className="text-slate-800 tabular-nums" data-testid="meal-text-energy">
            {counted(amountForGrams(meal.calories, grams), countedNouns.kcal)}
          </p>
        ) : null}
      </div>
      {source ? <p className="text-xs leading-5 text-slate-600">{source}</p> : null}
      <div className="flex flex-wrap items-end gap-2">
        <div>
          <label htmlFor={`${id}-count`} className="mb-1 block text-sm text-slate-700">
            {text.countLabel}
            <span className="sr-only">{text.ofLine(item.text)}</span>
          </label>
          <input
            id={`${id}-count`}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            dir="ltr"
            value={edit.count}
            aria-invalid={countInvalid || undefined}
            aria-describedby={countInvalid ? `${id}-count-error` : undefined}
            onChange={(e) => onChange({ ...edit, count: e.target.value })}
            className="w-20 rounded-lg border-2 border-slate-400 bg-white px-2 py-1.5 text-center tabular-nums focus:border-brand-700"
          />
        </div>
        <div className="min-w-0 flex-1">
          <label htmlFor={`${id}-unit`} className="mb-1 block text-sm text-slate-700">
            {text.unitLabel}
            <span className="sr-only">{text.ofLine(item.text)}</span>
          </label>
          <select
            id={`${id}-unit`}
            value={unitValue(edit.unit)}
            onChange={(e) => changeUnit(unitOfValue(e.target.value))}
            className="w-full max-w-xs rounded-lg border-2 border-slate-300 bg-white px-2 py-1.5 text-slate-900 focus:border-brand-700"
          >
            {asRead ? <option value="said">{text.unitAsRead(unitAsReadWords(item))}</option> : null}
            {servings.map((serving, index) => (
              <option key={`${index}-${serving.label}`} value={`serving-${index}`}>
                {text.unitServing(serving.label, showGrams(lineGrams(serving.grams)))}
              </option>
            ))}
            <option value="gram">{text.unitGram}</option>
          </select>
        </div>
      </div>
      {countInvalid ? (
        <p id={`${id}-count-error`} className="text-sm font-medium text-red-700">
          {edit.unit.kind === "gram" ? text.gramsError : text.countError}
        </p>
      ) : null}
    </li>
  );
}
