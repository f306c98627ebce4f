"use client";

import { useId, useState } from "react";
import { plateText as text } from "@/content/plate";
import { countedNouns } from "@/content/counted-nouns";
import { counted } from "@/lib/format/counted";
import type { Meal } from "@/lib/meals/types";
import type { DaySlot, PlateEntry } from "@/lib/nutrition/plate";
import { portionsText } from "@/components/diabetes/portion-text";
import { amountForGrams, parseGrams } from "@/lib/nutrition/quantity";
import { oilText } from "@/content/oil-choice";
import { OIL_CHOICES, type OilChoice } from "@/lib/nutrition/oil";

/**
 * One meal on the plate: its name, an editable amount in grams, its energy and carbohydrate
 * portions, the meal of the day it belongs to, and a remove button.
 */
export function PlateItemRow({
  entry,
  meal,
  failed,
  slots,
  onGrams,
  onSlot,
  onOil,
  onRemove,
}: {
  entry: PlateEntry;
  meal: Meal | null;
  failed: boolean;
  /** The meals of the day the line can be placed in. */
  slots: readonly DaySlot[];
  onGrams: (grams: number) => void;
  onSlot: (slot: DaySlot | undefined) => void;
  /** «الزيت» of the line; offered when the dish holds added fat. */
  onOil: (oil: OilChoice) => void;
  onRemove: () => void;
}) {
  const id = useId();
  const [typed, setTyped] = useState(String(entry.grams));
  // Adding the same meal again raises its grams from outside this row: show the new amount.
  const [shown, setShown] = useState(entry.grams);
  if (entry.grams !== shown) {
    setShown(entry.grams);
    setTyped(String(entry.grams));
  }
  const valid = parseGrams(typed) !== null;

  return (
    <li
      className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3 print:gap-y-0 print:py-1"
      data-testid="plate-item"
    >
      <span className="min-w-0 flex-1 basis-40 font-bold text-slate-900">{entry.name}</span>
      <div>
        <label htmlFor={`${id}-grams`} className="sr-only">
          {text.gramsLabel(entry.name)}
        </label>
        <div className="flex items-center gap-1">
          <input
            id={`${id}-grams`}
            type="text"
            inputMode="decimal"
            dir="ltr"
            value={typed}
            aria-invalid={valid ? undefined : true}
            aria-describedby={valid ? undefined : `${id}-error`}
            onChange={(e) => {
              setTyped(e.target.value);
              const grams = parseGrams(e.target.value);
              if (grams !== null) {
                setShown(grams);
                onGrams(grams);
              }
            }}
            className={`w-20 rounded-lg border-2 bg-white px-2 py-1.5 text-center tabular-nums ${
              valid ? "border-slate-400" : "border-red-700"
            }`}
          />
          <span className="text-slate-700">{text.gramsUnit}</span>
        </div>
      </div>
      <span className="w-24 text-slate-800 tabular-nums" data-testid="plate-item-energy">
        {meal
          ? counted(amountForGrams(meal.calories, entry.grams), countedNouns.kcal)
          : failed
            ? null
            : text.itemLoading}
      </span>
      <div>
        <label htmlFor={`${id}-slot`} className="sr-only">
          {text.slotLabel(entry.name)}
        </label>
        <select
          id={`${id}-slot`}
          value={entry.slot ?? ""}
          onChange={(e) => onSlot((e.target.value || undefined) as DaySlot | undefined)}
          className="rounded-lg border-2 border-slate-400 bg-white px-2 py-1.5"
          data-testid="plate-item-slot"
        >
          <option value="">{text.slotNone}</option>
          {slots.map((slot) => (
            <option key={slot} value={slot}>
              {text.slots[slot]}
            </option>
          ))}
        </select>
      </div>
      {meal?.oil ? (
        <div>
          <label htmlFor={`${id}-oil`} className="sr-only">
            {oilText.plateLabel(entry.name)}
          </label>
          <select
            id={`${id}-oil`}
            value={entry.oil ?? "usual"}
            onChange={(e) => onOil(e.target.value as OilChoice)}
            className="rounded-lg border-2 border-slate-400 bg-white px-2 py-1.5"
            data-testid="plate-item-oil"
          >
            {OIL_CHOICES.map((choice) => (
              <option key={choice} value={choice}>
                {`${oilText.legend}: ${oilText.choices[choice]}`}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <button
        type="button"
        onClick={onRemove}
        aria-label={text.removeLabel(entry.name)}
        className="rounded-full border-2 border-slate-300 px-3 py-1 text-sm font-bold text-slate-800 hover:border-red-700 hover:text-red-800 print:hidden"
      >
        {text.remove}
      </button>
      {meal ? (
        <p
          className="basis-full text-sm text-slate-700 print:basis-auto"
          data-testid="plate-item-carbs"
        >
          {text.itemCarbs(
            portionsText(amountForGrams(meal.carbohydrates, entry.grams)),
            counted(amountForGrams(meal.carbohydrates, entry.grams), countedNouns.gram),
          )}
          {meal.fiber !== undefined
            ? text.itemAlso(
                text.fiber,
                counted(amountForGrams(meal.fiber, entry.grams), countedNouns.gram, 1),
              )
            : null}
          {meal.sugars !== undefined
            ? text.itemAlso(
                text.sugars,
                counted(amountForGrams(meal.sugars, entry.grams), countedNouns.gram, 1),
              )
            : null}
        </p>
      ) : null}
      {!valid ? (
        <p id={`${id}-error`} className="basis-full text-sm font-medium text-red-700">
          {text.gramsError}
        </p>
      ) : null}
      {failed ? <p className="basis-full text-sm text-red-700">{text.itemFailed}</p> : null}
    </li>
  );
}
