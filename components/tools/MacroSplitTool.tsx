"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useId, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { kcalPerGram, macroNames, macros, typicalSplit } from "@/content/nutrition-reference";
import { macroGramsText } from "@/lib/worked-examples";
import { macroSplitText as text } from "@/content/tools/macro-split";
import { parseTypedNumber } from "@/lib/format/parse-number";
import { countedNouns } from "@/content/counted-nouns";
import { counted } from "@/lib/format/counted";
import { formatNumber, roundTo } from "@/lib/format/number";
import { macroGrams, type MacroTarget } from "@/lib/nutrition/macro-grams";
import { readSavedNeed } from "@/lib/device-storage/saved-need";
import {
  macroSplitSchema,
  splitSum,
  type MacroSplitInput,
  type MacroSplitValues,
} from "@/lib/tools/macro-split-schema";
import { sameInputs } from "@/lib/tools/same-inputs";
import { FieldErrorText, TextField } from "./TextField";

// The macro island of /Blog2: the article's worked example on the visitor's own numbers, by
// the same function (lib/nutrition/macro-grams.ts) that printed the example.

const n = formatNumber;
const percentText = (p: number) => n(p, Number.isInteger(p) ? 0 : 1);

const defaultSplit = {
  carbohydrates: String(typicalSplit.carbohydrates),
  protein: String(typicalSplit.protein),
  fat: String(typicalSplit.fat),
};

export function MacroSplitTool() {
  const id = useId();
  // `input`: the form as typed when computed; the table shows only while it is unchanged.
  const [result, setResult] = useState<{
    input: MacroSplitInput;
    kcal: number;
    rows: MacroTarget[];
  } | null>(null);
  const [prefilled, setPrefilled] = useState<number | null>(null);
  const {
    register,
    handleSubmit,
    setValue,
    getValues,
    setFocus,
    control,
    formState: { errors },
  } = useForm<MacroSplitInput, unknown, MacroSplitValues>({
    resolver: zodResolver(macroSplitSchema),
    defaultValues: { kcal: "", ...defaultSplit },
  });

  useEffect(() => {
    const saved = readSavedNeed();
    if (saved && getValues("kcal").trim() === "") {
      setValue("kcal", String(roundTo(saved.kcal, 0)));
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setPrefilled(saved.kcal);
    }
  }, [getValues, setValue]);

  const typed = useWatch({ control, name: ["carbohydrates", "protein", "fat"] });
  const parsed = typed.map((t) => parseTypedNumber(t ?? ""));
  const liveSum = parsed.every((p) => p !== null)
    ? splitSum({ carbohydrates: parsed[0]!, protein: parsed[1]!, fat: parsed[2]! })
    : null;

  const onScreen = useWatch({ control });
  const shown = result && sameInputs(result.input, onScreen) ? result : null;

  const splitError = (errors as { split?: { message?: string } }).split;

  return (
    <div>
      <form
        aria-label={text.formLabel}
        noValidate
        data-ready=""
        onSubmit={handleSubmit(
          (v) => setResult({ input: getValues(), kcal: v.kcal, rows: macroGrams(v.kcal, v) }),
          (errs) => {
            setResult(null);
            // The sum has no box of its own: send the visitor to the first percentage.
            const fields = Object.keys(errs);
            if (fields.length === 1 && fields[0] === "split") setFocus("carbohydrates");
          },
        )}
        className="space-y-5 rounded-2xl border-2 border-brand-100 bg-white p-4 shadow-sm sm:p-6"
      >
        <div>
          <TextField
            id={`${id}-kcal`}
            label={text.kcal}
            hint={text.kcalHint}
            error={errors.kcal}
            registration={register("kcal")}
            className="max-w-xs"
          />
          {prefilled !== null ? (
            <p className="mt-1 text-sm text-brand-800">
              {text.fromSaved(counted(prefilled, countedNouns.kcal))}
            </p>
          ) : null}
        </div>
        <fieldset aria-describedby={`${id}-sum ${splitError ? `${id}-split-error` : ""}`}>
          <legend className="font-bold text-brand-900">{text.splitLegend}</legend>
          <div className="mt-2 grid grid-cols-3 gap-3">
            {macros.map((m) => (
              <TextField
                key={m}
                id={`${id}-${m}`}
                label={macroNames[m]}
                suffix={text.percentSuffix}
                error={errors[m]}
                registration={register(m)}
              />
            ))}
          </div>
          <p id={`${id}-sum`} className="mt-2 text-sm text-slate-700">
            {liveSum === null ? null : text.sumNow(percentText(liveSum))}
          </p>
          <FieldErrorText
            id={`${id}-split-error`}
            error={splitError ? { type: "custom", message: splitError.message } : undefined}
          />
        </fieldset>
        <div className="flex flex-wrap gap-3">
          <button
            type="submit"
            className="rounded-full bg-brand-700 px-6 py-2.5 font-bold text-white hover:bg-brand-800"
          >
            {text.submit}
          </button>
          <button
            type="button"
            onClick={() => {
              for (const m of macros) setValue(m, defaultSplit[m]);
            }}
            className="rounded-full border-2 border-brand-700 bg-white px-5 py-2 font-bold text-brand-800 hover:bg-brand-100"
          >
            {text.reset}
          </button>
        </div>
      </form>

      <div aria-live="polite" data-testid="macro-result">
        {shown ? (
          <table className="mt-6 w-full border-collapse text-start">
            <caption className="mb-2 text-start text-lg font-bold text-brand-900">
              {text.resultHeading(counted(shown.kcal, countedNouns.kcal))}
            </caption>
            <thead>
              <tr className="border-b-2 border-brand-200 text-sm text-slate-700">
                {text.columns.map((c) => (
                  <th key={c} scope="col" className="px-2 py-2 text-start font-bold">
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {shown.rows.map((row) => (
                <tr key={row.macro} className="border-b border-slate-200">
                  <th scope="row" className="px-2 py-2 text-start font-normal text-slate-900">
                    {macroNames[row.macro]}
                  </th>
                  <td className="px-2 py-2 tabular-nums" dir="ltr">
                    {percentText(row.percent)}%
                  </td>
                  <td className="px-2 py-2 tabular-nums">
                    {n(row.kcal)}
                    <span className="block text-xs text-slate-600">
                      ÷ {n(kcalPerGram[row.macro])}
                    </span>
                  </td>
                  <td
                    className="px-2 py-2 font-bold tabular-nums"
                    data-testid={`grams-${row.macro}`}
                  >
                    {macroGramsText(row.grams)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : result ? (
          <p className="mt-6 rounded-xl bg-slate-50 p-4 leading-7 text-slate-800">
            {text.staleResult}
          </p>
        ) : null}
      </div>
    </div>
  );
}
