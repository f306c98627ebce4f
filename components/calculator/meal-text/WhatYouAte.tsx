"use client";

import { useId, useState, type KeyboardEvent } from "react";
import { mealTextTexts as text } from "@/content/meal-text";
import { loadLater, useLoadLater } from "@/components/lazy/load-later";
import { fetchMealNames } from "@/lib/meals/search/client";
import { MEAL_TEXT_MAX_LENGTH } from "@/lib/meals/meal-text/meal-text-limit";
import type { PlateItem } from "@/lib/nutrition/plate";
import { PlateFeedback } from "../plate/PlateFeedback";
import { RamadanNote } from "@/components/diabetes/RamadanNote";
import { ramadanStarts, ramadanTexts, type RamadanStart } from "@/content/diabetes/ramadan-texts";
import type { PlateOutcome } from "../plate/plate-request";

// «ماذا أكلت؟»: a meal written as a sentence, read in the browser. This field is all the first
// load carries; the parser, its lines and the meal names load together on the field's first
// use (focus, or «اقرأ»), through the site's one way to load a part later.

const mealTextPart = loadLater(async () => {
  const [view, meals] = await Promise.all([import("./MealTextLines"), fetchMealNames()]);
  return { MealTextLines: view.MealTextLines, parser: view.createBrowserParser(meals) };
});

export function WhatYouAte({
  onAddToPlate,
  addFeedback,
  ramadan,
}: {
  /** In Ramadan, the typical iftar and suhoor are offered as sentences to start from. */
  ramadan: boolean;
  /** The lines, through the plate's own «أضف إلى طبقي». */
  onAddToPlate: (items: readonly PlateItem[]) => void;
  /** What the plate made of the lines' last «أضف إلى طبقي», said beside it. */
  addFeedback: PlateOutcome | null;
}) {
  const ids = useId();
  const [typed, setTyped] = useState("");
  const [submitted, setSubmitted] = useState<{ text: string; seq: number } | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const part = useLoadLater(mealTextPart, "use");
  const load = () => void mealTextPart.load().catch(() => undefined);

  // A Ramadan start read as it was offered: its lines go to its meal of the day on the plate.
  const [start, setStart] = useState<RamadanStart | null>(null);

  const read = (text = typed) => {
    load();
    setAnnouncement("");
    setSubmitted((previous) => ({ text, seq: (previous?.seq ?? 0) + 1 }));
  };
  const slotFor = (text: string) =>
    start && start.sentence === text.trim() ? start.slot : undefined;

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter reads; Shift+Enter starts a new line (one meal per line reads too).
    if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    read();
  };

  let body = null;
  if (submitted) {
    if (part.status === "ready") {
      const { MealTextLines, parser } = part.value;
      body = (
        <MealTextLines
          key={submitted.seq}
          parser={parser}
          text={submitted.text}
          onAnnounce={setAnnouncement}
          onAddToPlate={(items) => {
            const slot = slotFor(submitted.text);
            onAddToPlate(slot ? items.map((item) => ({ ...item, slot })) : items);
          }}
        />
      );
    } else if (part.status === "failed") {
      body = (
        <p role="alert" className="font-medium text-red-700">
          {text.loadFailed}
        </p>
      );
    } else body = <p className="text-slate-700">{text.loading}</p>;
  }

  return (
    <div className="mb-8 space-y-2 border-b border-slate-200 pb-8" data-testid="what-you-ate">
      <label htmlFor={`${ids}-text`} className="block text-lg font-bold text-brand-900">
        {text.label}
      </label>
      <p id={`${ids}-hint`} className="text-sm leading-6 text-slate-700">
        {text.hint}
      </p>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
        <textarea
          id={`${ids}-text`}
          rows={2}
          maxLength={MEAL_TEXT_MAX_LENGTH}
          value={typed}
          placeholder={text.placeholder}
          aria-describedby={`${ids}-hint`}
          enterKeyHint="done"
          onFocus={load}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={onKeyDown}
          className="min-h-20 w-full resize-y rounded-xl border-2 border-slate-300 bg-white px-3 py-2.5 text-base leading-7 text-slate-900 placeholder:text-slate-500 focus:border-brand-700 focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        />
        <button
          type="button"
          onClick={() => read()}
          className="shrink-0 rounded-full bg-brand-700 px-6 py-2.5 font-bold text-white hover:bg-brand-800"
        >
          {text.read}
        </button>
      </div>
      {ramadan ? (
        <div className="rounded-xl bg-amber-50 p-3" data-testid="ramadan-starts">
          <p className="font-bold text-slate-900">{ramadanTexts.startsHeading}</p>
          <p className="text-sm leading-6 text-slate-700">{ramadanTexts.startsHint}</p>
          <div className="mt-2 flex flex-wrap gap-2">
            {ramadanStarts.map((s) => (
              <button
                key={s.slot}
                type="button"
                aria-label={ramadanTexts.startLabel(s.label)}
                onClick={() => {
                  setTyped(s.sentence);
                  setStart(s);
                  read(s.sentence);
                }}
                className="rounded-full border-2 border-amber-700 bg-white px-4 py-1.5 text-sm font-bold text-amber-900 hover:bg-amber-100"
              >
                {s.label}
              </button>
            ))}
          </div>
          <RamadanNote />
        </div>
      ) : null}
      <p role="status" aria-live="polite" className="min-h-6 text-sm font-medium text-brand-900">
        {announcement}
      </p>
      {body}
      <PlateFeedback outcome={addFeedback} />
    </div>
  );
}
