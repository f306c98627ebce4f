"use client";

import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { calculatorText } from "@/content/calculator";
import { countedNouns } from "@/content/counted-nouns";
import { counted } from "@/lib/format/counted";
import { formatNumber } from "@/lib/format/number";
import type { Meal } from "@/lib/meals/types";
import { MEAL_NAME_MAX_LENGTH } from "@/lib/meals/search/client";
import { activeOptionIndex, movedActiveOption } from "./active-option";
import { SearchIcon } from "./SearchIcon";
import { Spinner } from "./Spinner";

export type SearchStatus = "init" | "loading" | "done" | "error";

// The meal combobox, written to the WAI-ARIA combobox pattern (an editable input with a list
// popup) rather than taken from a component library: the library's combobox weighed about
// 45 KB gzipped, most of the calculator's JavaScript, for one input and one list.
// Keys: ArrowDown opens the list on the first meal and moves down, ArrowUp moves up, Enter
// chooses, Escape closes; a click chooses; leaving the field closes the list.

/**
 * The meal combobox. It only reports what the visitor types (never half-composed IME text)
 * and what they choose; the searching itself belongs to the parent.
 */
export function MealSearch<T extends Pick<Meal, "name" | "calories"> = Meal>({
  selected,
  options,
  status,
  hasQuery,
  onSearchTextChange,
  onChoose,
  label = calculatorText.searchLabel,
  className = "w-4/5",
}: {
  selected: T | null;
  options: readonly T[];
  status: SearchStatus;
  /** Whether there is (debounced) text to search for: 'no results' only makes sense then. */
  hasQuery: boolean;
  onSearchTextChange: (text: string) => void;
  onChoose: (meal: T) => void;
  /** The field's label: the calculator's search, or a line of «ماذا أكلت؟» changing its meal. */
  label?: string;
  className?: string;
}) {
  const id = useId();
  const ids = {
    input: `${id}-input`,
    label: `${id}-label`,
    list: `${id}-list`,
    error: `${id}-error`,
    option: (index: number) => `${id}-option-${index}`,
  };
  const composing = useRef(false);
  const [text, setText] = useState(selected?.name ?? "");
  const [open, setOpen] = useState(false);
  // The active option's meal name (./active-option.ts): a late answer does not move it.
  const [activeName, setActiveName] = useState<string | null>(null);

  // A meal chosen elsewhere (a shared link) shows its name, as a choice here does.
  const [shownSelection, setShownSelection] = useState(selected);
  if (selected !== shownSelection) {
    setShownSelection(selected);
    if (selected) setText(selected.name);
  }
  const expanded = open && options.length > 0;
  const names = options.map((meal) => meal.name);
  const active = expanded ? activeOptionIndex(names, activeName) : -1;
  const isError = status === "error";

  useEffect(() => {
    if (expanded && active >= 0) {
      document.getElementById(`${id}-option-${active}`)?.scrollIntoView({ block: "nearest" });
    }
  }, [expanded, active, id]);

  const choose = (meal: T) => {
    setText(meal.name);
    setOpen(false);
    setActiveName(null);
    onChoose(meal);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    switch (event.key) {
      case "ArrowDown":
      case "ArrowUp":
        event.preventDefault();
        setOpen(true);
        setActiveName(movedActiveOption(names, activeName, event.key, !expanded));
        break;
      case "Enter": {
        const meal = expanded ? options[active] : undefined;
        if (meal) {
          event.preventDefault();
          choose(meal);
        }
        break;
      }
      case "Escape":
        if (expanded) {
          event.preventDefault();
          setOpen(false);
          setActiveName(null);
        }
        break;
    }
  };

  let statusText = "";
  if (status === "loading") statusText = calculatorText.searching;
  else if (status === "done" && hasQuery)
    statusText =
      options.length === 0
        ? calculatorText.noResults
        : counted(options.length, countedNouns.result);

  return (
    <div className={className}>
      <label id={ids.label} htmlFor={ids.input} className="mb-2 block font-bold text-brand-900">
        {label}
      </label>
      <div className="relative">
        <SearchIcon className="pointer-events-none absolute start-3 top-1/2 size-5 -translate-y-1/2 text-slate-500" />
        <input
          id={ids.input}
          type="text"
          role="combobox"
          aria-expanded={expanded}
          aria-controls={expanded ? ids.list : undefined}
          aria-autocomplete="list"
          aria-activedescendant={expanded && active >= 0 ? ids.option(active) : undefined}
          aria-invalid={isError || undefined}
          aria-describedby={isError ? ids.error : undefined}
          autoComplete="off"
          enterKeyHint="search"
          // A typing aid, not a second check: the box stops at the meal API's limit, which the
          // API itself checks (lib/meals/search/meal-name-limit.ts).
          maxLength={MEAL_NAME_MAX_LENGTH}
          placeholder={calculatorText.searchPlaceholder}
          value={text}
          onKeyDown={onKeyDown}
          onCompositionStart={() => {
            composing.current = true;
          }}
          onBlur={() => {
            // A composition the browser abandoned without compositionend must not mute the search.
            composing.current = false;
            setOpen(false);
            setActiveName(null);
          }}
          onCompositionEnd={(event) => {
            composing.current = false;
            onSearchTextChange(event.currentTarget.value);
          }}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            // New text asks for new results: no option is active until the visitor moves to one.
            setActiveName(null);
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
        {expanded && (
          <ul
            id={ids.list}
            role="listbox"
            aria-labelledby={ids.label}
            className="absolute inset-x-0 top-full z-20 mt-1 max-h-80 overflow-auto rounded-xl border border-slate-200 bg-white py-1 shadow-lg"
          >
            {options.map((meal, index) => (
              <li
                key={meal.name}
                id={ids.option(index)}
                role="option"
                aria-selected={meal.name === selected?.name}
                data-focus={index === active ? "" : undefined}
                data-selected={meal.name === selected?.name ? "" : undefined}
                // Keeps the focus in the input, so the list stays open until the choice.
                onMouseDown={(event) => event.preventDefault()}
                onMouseMove={() => index !== active && setActiveName(meal.name)}
                onClick={() => choose(meal)}
                className="flex cursor-pointer items-baseline justify-between gap-3 px-4 py-2.5 text-slate-900 data-focus:bg-brand-50 data-selected:font-bold"
              >
                <span>{meal.name}</span>
                <span className="shrink-0 text-sm text-slate-700">
                  {formatNumber(meal.calories, 0)} {calculatorText.caloriesUnit}
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
      {isError && (
        <p id={ids.error} className="mt-2 text-sm font-medium text-red-700">
          {calculatorText.searchError}
        </p>
      )}
      <p role="status" aria-live="polite" className="mt-2 min-h-6 text-sm text-slate-700">
        {statusText}
      </p>
    </div>
  );
}
