"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useId, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import {
  activityFactors,
  activityLevels,
  activityText,
  KCAL_PER_KG_LOST,
  MIN_DAILY_INTAKE,
  type Sex,
} from "@/content/nutrition-reference";
import { energySteps, type EnergySteps } from "@/lib/worked-examples";
import { energyNeedsText as text } from "@/content/tools/energy-needs";
import { countedNouns } from "@/content/counted-nouns";
import { counted } from "@/lib/format/counted";
import { exactNumber, formatNumber } from "@/lib/format/number";
import { intakeForLoss, type LossIntake } from "@/lib/nutrition/weight-loss";
import { readSavedNeed, saveNeed, type SavedNeed } from "@/lib/device-storage/saved-need";
import {
  energyNeedsSchema,
  paceValues,
  type EnergyNeedsInput,
  type EnergyNeedsValues,
} from "@/lib/tools/energy-needs-schema";
import { fieldClass } from "@/components/ui/field-style";
import { sameInputs } from "@/lib/tools/same-inputs";
import { FieldErrorText, TextField } from "./TextField";
import { SavedNeedNote } from "./SavedNeedNote";

// The energy-needs island of /Blog1: the article's formula on the visitor's own numbers. Nothing
// typed leaves the browser; "احفظ احتياجي" keeps the need in localStorage only.

interface Result {
  /** The form as typed when this was computed: the result is shown only while it is unchanged. */
  input: EnergyNeedsInput;
  sex: Sex;
  pace: string;
  energy: EnergySteps;
  loss: LossIntake;
}

const n = formatNumber;
const kcal = (value: number) => counted(value, countedNouns.kcal);

export function EnergyNeedsTool() {
  const id = useId();
  const [result, setResult] = useState<Result | null>(null);
  const [saved, setSaved] = useState<SavedNeed | null>(null);
  const [saveFailed, setSaveFailed] = useState(false);
  const {
    register,
    handleSubmit,
    getValues,
    control,
    formState: { errors },
  } = useForm<EnergyNeedsInput, unknown, EnergyNeedsValues>({
    resolver: zodResolver(energyNeedsSchema),
    defaultValues: { age: "", weight: "", height: "", pace: "0.5" },
  });

  const onScreen = useWatch({ control });
  const shown = result && sameInputs(result.input, onScreen) ? result : null;

  useEffect(() => {
    // localStorage exists only in the browser, after hydration.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setSaved(readSavedNeed());
  }, []);

  const onSubmit = (v: EnergyNeedsValues) => {
    const energy = energySteps(
      { sex: v.sex, weightKg: v.weight, heightCm: v.height, ageYears: v.age },
      v.activity,
    );
    setSaveFailed(false);
    setResult({
      input: getValues(),
      sex: v.sex,
      pace: v.pace,
      energy,
      loss: intakeForLoss(energy.needs, Number(v.pace), v.sex),
    });
  };

  const onSave = () => {
    // Only the result on screen, computed from the inputs on screen, is ever saved.
    if (!shown) return;
    // The target of the chosen pace is kept too: the plate measures a day against it.
    const target =
      shown.loss.kind === "intake"
        ? { kcal: shown.loss.kcal, kgPerWeek: Number(shown.pace) }
        : null;
    if (saveNeed(shown.energy.needs, { target })) {
      setSaved(readSavedNeed());
      setSaveFailed(false);
    } else setSaveFailed(true);
  };

  const errorId = (name: string) => `${id}-${name}-error`;

  return (
    <div>
      <form
        aria-label={text.formLabel}
        noValidate
        onSubmit={handleSubmit(onSubmit, () => setResult(null))}
        className="space-y-5 rounded-2xl border-2 border-brand-100 bg-white p-4 shadow-sm sm:p-6"
        data-ready=""
      >
        <fieldset aria-describedby={errors.sex ? errorId("sex") : undefined}>
          <legend className="font-bold text-brand-900">{text.sexLegend}</legend>
          <div className="mt-2 flex gap-6">
            {(["female", "male"] as const).map((sex) => (
              <label key={sex} className="flex items-center gap-2 text-lg">
                <input
                  type="radio"
                  value={sex}
                  className="size-5 accent-brand-700"
                  {...register("sex")}
                />
                {text.sex[sex]}
              </label>
            ))}
          </div>
          <FieldErrorText id={errorId("sex")} error={errors.sex} />
        </fieldset>

        <div className="grid gap-4 sm:grid-cols-3">
          <TextField
            id={`${id}-age`}
            label={text.age}
            error={errors.age}
            registration={register("age")}
          />
          <TextField
            id={`${id}-weight`}
            label={text.weight}
            error={errors.weight}
            registration={register("weight")}
          />
          <TextField
            id={`${id}-height`}
            label={text.height}
            error={errors.height}
            registration={register("height")}
          />
        </div>
        <p className="-mt-2 text-sm text-slate-600">{text.numberHint}</p>

        <div>
          <label htmlFor={`${id}-activity`} className="block font-bold text-brand-900">
            {text.activity}
          </label>
          <select
            id={`${id}-activity`}
            defaultValue=""
            aria-invalid={errors.activity ? true : undefined}
            aria-describedby={errors.activity ? errorId("activity") : undefined}
            className={fieldClass}
            {...register("activity")}
          >
            <option value="" disabled>
              {text.activityPlaceholder}
            </option>
            {activityLevels.map((level) => (
              <option key={level} value={level}>
                {text.activityOption(activityText[level].name, exactNumber(activityFactors[level]))}
              </option>
            ))}
          </select>
          <FieldErrorText id={errorId("activity")} error={errors.activity} />
        </div>

        <fieldset aria-describedby={errors.pace ? errorId("pace") : undefined}>
          <legend className="font-bold text-brand-900">{text.paceLegend}</legend>
          <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
            {paceValues.map((pace) => (
              <label key={pace} className="flex items-center gap-2">
                <input
                  type="radio"
                  value={pace}
                  className="size-5 accent-brand-700"
                  {...register("pace")}
                />
                {text.pace(pace)}
              </label>
            ))}
          </div>
          <FieldErrorText id={errorId("pace")} error={errors.pace} />
        </fieldset>

        <button
          type="submit"
          className="rounded-full bg-brand-700 px-6 py-2.5 font-bold text-white hover:bg-brand-800"
        >
          {text.submit}
        </button>
      </form>

      <div aria-live="polite" data-testid="energy-result">
        {shown ? (
          <ResultView result={shown} onSave={onSave} saveFailed={saveFailed} />
        ) : result ? (
          <p className="mt-6 rounded-xl bg-slate-50 p-4 leading-7 text-slate-800">
            {text.staleResult}
          </p>
        ) : null}
      </div>
      <SavedNeedNote saved={saved} onForget={() => setSaved(null)} />
    </div>
  );
}

function ResultView({
  result,
  onSave,
  saveFailed,
}: {
  result: Result;
  onSave: () => void;
  saveFailed: boolean;
}) {
  const { energy, loss, pace, sex } = result;
  return (
    <section className="mt-6 rounded-2xl border-s-4 border-brand-500 bg-brand-50 p-5 md:p-6">
      <h3 className="text-xl font-bold text-brand-900">{text.resultHeading}</h3>
      <ol className="mt-4 space-y-2">
        {energy.steps.map((step) => (
          <li key={step.label} className="rounded-lg bg-white px-4 py-2.5 leading-7">
            <span className="font-bold text-brand-900">{step.label}: </span>
            <span className="text-slate-800">{step.calculation}</span>
          </li>
        ))}
      </ol>
      <p className="mt-4 text-lg leading-8 font-bold text-brand-950" data-testid="energy-need">
        {text.needLine(kcal(energy.rounded))}
      </p>

      <h4 className="mt-5 font-bold text-brand-900">{text.paceHeading(pace)}</h4>
      <p className="mt-1 leading-8 text-slate-800">
        {text.deficitLine({
          kg: pace,
          perKg: n(KCAL_PER_KG_LOST),
          perKgKcal: kcal(KCAL_PER_KG_LOST),
          deficit: kcal(loss.deficit),
        })}
      </p>
      {loss.kind === "intake" ? (
        <p className="mt-1 text-lg leading-8 font-bold text-brand-950" data-testid="energy-intake">
          {text.intakeLine(n(energy.rounded), n(loss.deficit), kcal(loss.kcal))}
        </p>
      ) : (
        <p
          className="mt-2 rounded-lg border border-amber-300 bg-amber-50 p-3 leading-8 text-amber-950"
          data-testid="energy-below-floor"
        >
          {text.belowFloor({ floor: kcal(MIN_DAILY_INTAKE[sex]), sex })}
        </p>
      )}
      <p className="mt-1 text-sm text-slate-700">
        {text.floorNote({ floor: kcal(MIN_DAILY_INTAKE[sex]), sex })}
      </p>

      <div className="mt-5 flex flex-wrap items-center gap-3">
        <button
          type="button"
          onClick={onSave}
          className="rounded-full border-2 border-brand-700 bg-white px-5 py-2 font-bold text-brand-800 hover:bg-brand-100"
        >
          {text.save}
        </button>
        <p className="text-sm text-slate-700">{text.saveNote}</p>
      </div>
      {saveFailed ? (
        <p role="alert" className="mt-2 font-medium text-red-700">
          {text.saveFailed}
        </p>
      ) : null}
    </section>
  );
}
