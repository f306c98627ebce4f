"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo, useState } from "react";
import { calculatorText } from "@/content/calculator";
import { countedNouns } from "@/content/counted-nouns";
import { mealTextTexts as text } from "@/content/meal-text";
import { sendUnmet } from "@/lib/daily-counts/send-unmet";
import { counted } from "@/lib/format/counted";
import { bareWordDefaultsByWord, fetchMealsByName, mealSearchKey } from "@/lib/meals/search/client";
import {
  correctLine,
  createMealTextParser,
  type MealNameEntry,
  type MealTextParser,
} from "@/lib/meals/meal-text/parse-meal-text";
import type { Meal } from "@/lib/meals/types";
import type { PlateItem } from "@/lib/nutrition/plate";
import { parseGrams } from "@/lib/nutrition/quantity";
import { lineAmountOf, lineGrams, MealTextLine, startingEdit, type LineEdit } from "./MealTextLine";

// The lines of «ماذا أكلت؟», loaded with the parser on the field's first use: each food found
// (MealTextLine.tsx), corrected in place if need be; the words not understood; and «أضف إلى
// طبقي», which sends the lines as shown to the plate through its own code (the plate's total is
// the sum of the lines).

export function createBrowserParser(meals: MealNameEntry[]): MealTextParser<MealNameEntry> {
  return createMealTextParser(meals, { defaults: bareWordDefaultsByWord });
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
  const [edits, setEdits] = useState<LineEdit[]>(() => result.items.map(startingEdit));
  const [adding, setAdding] = useState(false);
  const [problem, setProblem] = useState("");

  useEffect(() => {
    onAnnounce(
      result.items.length > 0
        ? text.understood(
            counted(result.items.length, countedNouns.foodItem),
            result.unmatched,
            result.notEaten,
            result.water,
          )
        : result.water.length > 0
          ? text.water(result.water)
          : text.nothing,
    );
  }, [result, onAnnounce]);

  // What found no food is what the site lacks: reported once per sentence, for the owners'
  // counts (lib/daily-counts), never kept here.
  useEffect(() => sendUnmet(result.unmatched), [result]);

  // Each line as shown, corrections included: its meal, how it reads its amount, and its grams
  // when the plate takes them (1–2,000 g).
  const lines = result.items.map((item, index) => {
    const edit = edits[index] ?? startingEdit(item);
    const meal = edit.meal ?? item.meal;
    const reading = correctLine(item, meal, lineAmountOf(item, edit));
    const grams = reading.grams !== null ? parseGrams(String(lineGrams(reading.grams))) : null;
    return { edit, name: meal.name, reading, grams };
  });

  const add = async () => {
    const ready = lines.flatMap(({ name, grams }) => (grams !== null ? [{ name, grams }] : []));
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
          {result.items.map((item, index) => {
            const line = lines[index] as (typeof lines)[number];
            return (
              <MealTextLine
                key={`${index}-${item.text}`}
                item={item}
                edit={line.edit}
                reading={line.reading}
                grams={line.grams}
                onChange={(edit) => setEdits((all) => all.map((e, i) => (i === index ? edit : e)))}
              />
            );
          })}
        </ul>
      ) : result.water.length === 0 ? (
        <p className="text-slate-700">{text.nothing}</p>
      ) : null}
      {result.unmatched.length > 0 ? (
        <p className="text-sm text-slate-800" data-testid="meal-text-unmatched">
          {text.unmatched(result.unmatched)}
        </p>
      ) : null}
      {result.notEaten.length > 0 ? (
        <p className="text-sm text-slate-800" data-testid="meal-text-not-eaten">
          {text.notEaten(result.notEaten)}
        </p>
      ) : null}
      {result.water.length > 0 ? (
        <p className="text-sm text-slate-800" data-testid="meal-text-water">
          {text.water(result.water)}
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
