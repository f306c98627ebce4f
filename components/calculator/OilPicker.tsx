"use client";

import { useId } from "react";
import { oilText } from "@/content/oil-choice";
import { OIL_CHOICES, type OilChoice } from "@/lib/nutrition/oil";

/** «الزيت»: three radio buttons, less, as usual, more (lib/nutrition/oil.ts). */
export function OilPicker({
  value,
  onChange,
}: {
  value: OilChoice;
  onChange: (value: OilChoice) => void;
}) {
  const id = useId();
  return (
    <fieldset data-testid="oil-picker" aria-describedby={`${id}-hint`}>
      <legend className="font-bold text-brand-900">{oilText.legend}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {OIL_CHOICES.map((choice) => (
          <label
            key={choice}
            className="cursor-pointer rounded-full border-2 border-brand-200 bg-white px-5 py-1.5 font-bold text-brand-800 has-checked:border-brand-700 has-checked:bg-brand-700 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-700"
          >
            <input
              type="radio"
              name={`${id}-oil`}
              value={choice}
              checked={value === choice}
              onChange={() => onChange(choice)}
              className="sr-only"
            />
            {oilText.choices[choice]}
          </label>
        ))}
      </div>
      <p id={`${id}-hint`} className="mt-2 text-sm text-slate-700">
        {oilText.hint}
      </p>
    </fieldset>
  );
}
