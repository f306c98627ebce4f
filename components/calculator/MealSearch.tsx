"use client";

import {
  Combobox,
  ComboboxInput,
  ComboboxOption,
  ComboboxOptions,
  Description,
  Field,
  Label,
} from "@headlessui/react";
import { useRef } from "react";
import { calculatorText, resultCountText } from "@/content/calculator";
import { formatNumber } from "@/lib/format/number";
import type { Meal } from "@/lib/meals/types";
import { MEAL_NAME_MAX_LENGTH } from "@/lib/meals/meal-name-limit";
import { SearchIcon } from "./SearchIcon";
import { Spinner } from "./Spinner";

export type SearchStatus = "init" | "loading" | "done" | "error";

/**
 * The meal combobox. It only reports what the visitor types (never half-composed IME text)
 * and what they choose; the searching itself belongs to the parent.
 */
export function MealSearch({
  selected,
  options,
  status,
  hasQuery,
  onSearchTextChange,
  onChoose,
}: {
  selected: Meal | null;
  options: readonly Meal[];
  status: SearchStatus;
  /** Whether there is (debounced) text to search for: 'no results' only makes sense then. */
  hasQuery: boolean;
  onSearchTextChange: (text: string) => void;
  onChoose: (meal: Meal) => void;
}) {
  const composing = useRef(false);
  const isError = status === "error";

  let statusText = "";
  if (status === "loading") statusText = calculatorText.searching;
  else if (status === "done" && hasQuery)
    statusText = resultCountText(options.length, (n) => formatNumber(n, 0));

  return (
    <Field className="w-4/5">
      <Combobox
        value={selected}
        by="name"
        onChange={(meal: Meal | null) => {
          if (meal) onChoose(meal);
        }}
      >
        {/* Inside the Combobox, so the options list is labelled by it too, not only the input. */}
        <Label className="mb-2 block font-bold text-brand-900">{calculatorText.searchLabel}</Label>
        <div className="relative">
          <SearchIcon className="pointer-events-none absolute start-3 top-1/2 size-5 -translate-y-1/2 text-slate-500" />
          <ComboboxInput
            autoComplete="off"
            enterKeyHint="search"
            maxLength={MEAL_NAME_MAX_LENGTH}
            placeholder={calculatorText.searchPlaceholder}
            aria-invalid={isError || undefined}
            displayValue={(meal: Meal | null) => meal?.name ?? ""}
            onCompositionStart={() => {
              composing.current = true;
            }}
            onBlur={() => {
              // A composition the browser abandoned without compositionend must not mute the search.
              composing.current = false;
            }}
            onCompositionEnd={(event) => {
              composing.current = false;
              onSearchTextChange(event.currentTarget.value);
            }}
            onChange={(event) => {
              const native = event.nativeEvent as InputEvent;
              if (composing.current || native.isComposing) return;
              onSearchTextChange(event.target.value);
            }}
            className={`w-full rounded-xl border-2 bg-white py-3 ps-10 pe-10 text-base text-slate-900 placeholder:text-slate-500 focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-2 ${
              isError
                ? "border-red-700 focus-visible:outline-red-700"
                : "border-slate-300 focus:border-brand-700 focus-visible:outline-brand-700"
            }`}
          />
          {status === "loading" && (
            <Spinner className="pointer-events-none absolute end-3 top-1/2 size-5 -translate-y-1/2 text-brand-700" />
          )}
          {options.length > 0 && (
            // Not modal: a modal list would make the rest of the page inert, and the live
            // region announcing the result count with it.
            <ComboboxOptions
              modal={false}
              className="absolute inset-x-0 top-full z-20 mt-1 max-h-80 overflow-auto rounded-xl border border-slate-200 bg-white py-1 shadow-lg"
            >
              {options.map((meal) => (
                <ComboboxOption
                  key={meal.name}
                  value={meal}
                  className="flex cursor-pointer items-baseline justify-between gap-3 px-4 py-2.5 text-slate-900 data-focus:bg-brand-50 data-selected:font-bold"
                >
                  <span>{meal.name}</span>
                  <span className="shrink-0 text-sm text-slate-700">
                    {formatNumber(meal.calories, 0)} {calculatorText.caloriesUnit}
                  </span>
                </ComboboxOption>
              ))}
            </ComboboxOptions>
          )}
        </div>
      </Combobox>
      {isError && (
        <Description className="mt-2 text-sm font-medium text-red-700">
          {calculatorText.searchError}
        </Description>
      )}
      <p role="status" aria-live="polite" className="mt-2 min-h-6 text-sm text-slate-700">
        {statusText}
      </p>
    </Field>
  );
}
