"use client";

import { useId, useRef, useState } from "react";
import { calculatorText } from "@/content/calculator";
import { countedNouns } from "@/content/counted-nouns";
import { counted, countedText } from "@/lib/format/counted";
import { exactNumber } from "@/lib/format/number";
import type { Serving } from "@/lib/meals/types";
import {
  CUSTOM_VALUE,
  formatQuantityParam,
  parseGramsInput,
  parseQuantityParam,
  servingOptions,
  type GramsInput,
} from "@/lib/nutrition/quantity";
import { gramsFor, QUANTITIES } from "@/lib/nutrition/scale-nutrients";
import { halfServingLabel } from "@/lib/nutrition/half-serving-label";

// The quantity select: the five fixed amounts first (100–500 g, unchanged), then the meal's
// servings, then "كمية أخرى", which opens a grams field. `value` is the URL's token
// (lib/nutrition/quantity.ts); what was typed in the field stays as typed, valid or not.

/** The select's value for a token: "" when the token names nothing this meal offers. */
function selectValueFor(value: string, servings: readonly Serving[] | undefined): string {
  const choice = parseQuantityParam(value);
  if (choice === null) return "";
  if (choice.kind === "grams" || choice.kind === "custom") return CUSTOM_VALUE;
  if (choice.kind === "serving") {
    return servingOptions(servings).some((o) => o.value === value) ? value : "";
  }
  return formatQuantityParam(choice);
}

export function QuantityPicker({
  value,
  servings,
  onChange,
}: {
  value: string;
  servings: readonly Serving[] | undefined;
  onChange: (value: string) => void;
}) {
  const ids = useId();
  const initial = parseQuantityParam(value);
  const [text, setText] = useState(initial?.kind === "grams" ? String(initial.grams) : "");
  const selectValue = selectValueFor(value, servings);
  const custom = selectValue === CUSTOM_VALUE;
  const typed: GramsInput = parseGramsInput(text);
  // An error only once something was typed (or an amount came from the URL): choosing
  // «كمية أخرى» is not a mistake.
  const [edited, setEdited] = useState(initial?.kind === "grams");
  const showError = !typed.ok && edited;
  // Choosing «كمية أخرى» sends the visitor to its field; a page opened on it does not steal focus.
  const focusField = useRef(false);

  const tokenForText = (input: GramsInput) =>
    input.ok ? formatQuantityParam({ kind: "grams", grams: input.grams }) : CUSTOM_VALUE;

  return (
    <div className="space-y-4">
      <div>
        <label htmlFor={`${ids}-quantity`} className="mb-2 block font-bold text-brand-900">
          {calculatorText.quantityLabel}
        </label>
        <select
          id={`${ids}-quantity`}
          required
          value={selectValue}
          onChange={(e) => {
            focusField.current = e.target.value === CUSTOM_VALUE;
            onChange(e.target.value === CUSTOM_VALUE ? tokenForText(typed) : e.target.value);
          }}
          aria-invalid={selectValue === "" || undefined}
          aria-describedby={selectValue === "" ? `${ids}-quantity-error` : undefined}
          className={`w-full max-w-xs rounded-xl border-2 bg-white px-3 py-2.5 text-base text-slate-900 ${
            selectValue === "" ? "border-red-700" : "border-slate-300 focus:border-brand-700"
          }`}
        >
          <option value="" disabled>
            {calculatorText.quantityPlaceholder}
          </option>
          {QUANTITIES.map((n) => (
            <option key={n} value={String(n)}>
              {calculatorText.quantityOption(counted(gramsFor(n), countedNouns.gram))}
            </option>
          ))}
          {servingOptions(servings).map((o) => (
            <option key={o.value} value={o.value}>
              {calculatorText.servingOption(
                o.half ? halfServingLabel(o.serving.label) : o.serving.label,
                countedText(exactNumber(o.grams), countedNouns.gram),
              )}
            </option>
          ))}
          <option value={CUSTOM_VALUE}>{calculatorText.customOption}</option>
        </select>
        {selectValue === "" && (
          <p id={`${ids}-quantity-error`} className="mt-2 text-sm font-medium text-red-700">
            {calculatorText.quantityRequired}
          </p>
        )}
      </div>
      {custom && (
        <div>
          <label htmlFor={`${ids}-grams`} className="mb-2 block font-bold text-brand-900">
            {calculatorText.customLabel}
          </label>
          <input
            id={`${ids}-grams`}
            ref={(input) => {
              if (input && focusField.current) {
                focusField.current = false;
                input.focus();
              }
            }}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              setEdited(true);
              onChange(tokenForText(parseGramsInput(e.target.value)));
            }}
            aria-invalid={showError || undefined}
            aria-describedby={showError ? `${ids}-grams-error` : undefined}
            className={`w-full max-w-xs rounded-xl border-2 bg-white px-3 py-2.5 text-base text-slate-900 ${
              showError ? "border-red-700" : "border-slate-300 focus:border-brand-700"
            }`}
          />
          {showError && (
            <p id={`${ids}-grams-error`} className="mt-2 text-sm font-medium text-red-700">
              {calculatorText.customErrors[typed.error]}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
