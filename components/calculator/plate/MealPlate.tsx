"use client";

import { useQueries } from "@tanstack/react-query";
import { useEffect, useId, useRef, useState } from "react";
import { countedNouns } from "@/content/counted-nouns";
import { plateText as text } from "@/content/plate";
import { counted, countedText } from "@/lib/format/counted";
import { exactNumber } from "@/lib/format/number";
import type { Meal } from "@/lib/meals/types";
import {
  addAllToPlate,
  entryKey,
  moveToSlot,
  plateOil,
  plateTotals,
  removeFromPlate,
  setPlateGrams,
  setPlateOil,
  type PlateEntry,
  type PlateItem,
} from "@/lib/nutrition/plate";
import { groupBySlot, isSplit, slotsOffered } from "@/lib/nutrition/day-meals";
import { mealWithOil } from "@/lib/nutrition/oil";
import { adviceFor } from "@/lib/nutrition/meal-split";
import { dailyReference } from "@/lib/device-storage/saved-need";
import { encodePlateParams } from "@/lib/nutrition/plate-link";
import { writeStoredPlate } from "@/lib/device-storage/saved-plate";
import { readSavedNeed } from "@/lib/device-storage/saved-need";
import { fetchMealsByName, mealSearchKey } from "@/lib/meals/search/client";
import { PlateItemRow } from "./PlateItemRow";
import { PlateShare } from "./PlateShare";
import { PlateTotalsView } from "./PlateTotalsView";
import { SlotSummary } from "./SlotSummary";
import type { PlateOutcome, PlateRequest } from "./plate-request";
import { PlateLinkOffer, type LinkChoice } from "./PlateLinkOffer";
import { PLATE_ANCHOR } from "./plate-anchor";
import { restorePlate } from "./restore-plate";

// The plate under the calculator. It is only ever rendered in the browser (LazyPlate imports it
// after hydration), so it reads the URL and localStorage while it initialises. Every number
// comes from lib/nutrition/plate.ts over the meals the API returned; nothing is sent anywhere.

interface Report {
  invalid: number;
  overflow: number;
  notFound: string[];
}

function writeUrl(entries: readonly PlateEntry[]) {
  const url = new URL(window.location.href);
  encodePlateParams(url.searchParams, entries);
  if (url.href !== window.location.href) window.history.replaceState(null, "", url);
}

export function MealPlate({
  request,
  onOutcome,
  ramadan,
}: {
  request: PlateRequest | null;
  /** Whether today is in Ramadan (lib/calendar/ramadan.ts): its meals are offered. */
  ramadan: boolean;
  /** Told what became of each request, so the button that sent it can say so beside it. */
  onOutcome?: (outcome: PlateOutcome) => void;
}) {
  const headingId = useId();
  const [initial] = useState(restorePlate);
  const offer = initial.offer;
  const [entries, setEntries] = useState<PlateEntry[]>(initial.start.entries);
  const [linkChoice, setLinkChoice] = useState<LinkChoice>({ state: "pending" });
  const [known, setKnown] = useState<Record<string, Meal>>({});
  const [report, setReport] = useState<Report>({
    invalid: initial.start.invalid.length,
    overflow: initial.start.overflow,
    notFound: [],
  });
  const [announcement, setAnnouncement] = useState("");
  const [full, setFull] = useState(false);
  const [need] = useState(readSavedNeed);
  const lastSeq = useRef<number | null>(null);

  // A click on "أضف إلى طبقي" in the calculator (applied once per click, by its seq): one meal,
  // or every line of «ماذا أكلت؟», each through addToPlate as if added one by one.
  useEffect(() => {
    if (!request || request.seq === lastSeq.current) return;
    lastSeq.current = request.seq;
    const result = addAllToPlate(
      entries,
      request.items.map(({ meal, grams, slot, oil }) => ({
        name: meal.name,
        grams,
        ...(slot ? { slot } : {}),
        ...(meal.oil ? plateOil(oil) : {}),
      })),
    );
    const { added, full } = result;
    const meals = Object.fromEntries(
      request.items.slice(0, added).map(({ meal }) => [meal.name, meal]),
    );
    setKnown((k) => ({ ...k, ...meals }));
    setEntries(result.entries);
    setFull(full);
    const only = request.items[0];
    const said =
      added === 0
        ? ""
        : request.items.length === 1 && only
          ? text.added(only.meal.name, countedText(exactNumber(only.grams), countedNouns.gram))
          : text.addedMany(counted(added, countedNouns.meal));
    setAnnouncement(said);
    onOutcome?.({
      seq: request.seq,
      message: [said, full ? text.full : ""].join(" ").trim(),
      full,
    });
  }, [request, entries, onOutcome]);

  // Meals restored from a link or from this device are looked up by their exact name.
  const pending = entries.filter((e) => !known[e.name]).map((e) => e.name);
  const lookups = useQueries({
    queries: pending.map((name) => ({
      queryKey: mealSearchKey(name),
      queryFn: ({ signal }: { signal: AbortSignal }) => fetchMealsByName(name, signal),
      staleTime: Infinity,
    })),
  });
  const lookupState = pending.map((name, i) => `${name}\u0000${lookups[i]?.status}`).join("\u0001");
  useEffect(() => {
    const found: Record<string, Meal> = {};
    const missing: string[] = [];
    pending.forEach((name, i) => {
      const q = lookups[i];
      if (!q?.isSuccess) return;
      const meal = q.data.find((m) => m.name === name);
      if (meal) found[name] = meal;
      else missing.push(name);
    });
    /* eslint-disable react-hooks/set-state-in-effect -- query results arrive asynchronously */
    if (Object.keys(found).length) setKnown((k) => ({ ...k, ...found }));
    if (missing.length) {
      setEntries((current) => current.filter((e) => !missing.includes(e.name)));
      setReport((r) => ({ ...r, notFound: [...r.notFound, ...missing] }));
    }
    /* eslint-enable react-hooks/set-state-in-effect */
    // lookupState summarises `pending` and `lookups`, which are new arrays on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [lookupState]);
  const failedNames = pending.filter((_, i) => lookups[i]?.isError);

  // While a shared link's plate waits for the visitor's choice, the URL keeps the link (a reload
  // asks again) and this device keeps the visitor's own plate.
  const offerPending =
    offer !== null && (linkChoice.state === "pending" || linkChoice.state === "undone");
  useEffect(() => {
    writeStoredPlate(entries);
    writeUrl(offerPending && offer ? offer.entries : entries);
  }, [entries, offerPending, offer]);

  // Each line's meal as cooked: the dish with its line's oil (lib/nutrition/oil.ts).
  const cooked = (e: PlateEntry) => {
    const meal = known[e.name];
    return meal ? mealWithOil(meal, e.oil) : null;
  };
  const items: PlateItem[] = entries.flatMap((e) => {
    const meal = cooked(e);
    return meal ? [{ meal, grams: e.grams }] : [];
  });
  const split = isSplit(entries);
  const slots = slotsOffered(entries, ramadan);
  const reference = need ? dailyReference(need) : null;
  const totals = plateTotals(items, {
    fiber: text.fiber,
    sugars: text.sugars,
    gramUnit: text.gramUnit,
  });

  return (
    <section
      id={PLATE_ANCHOR}
      aria-labelledby={headingId}
      data-plate-ready=""
      className="mt-10 rounded-2xl border-2 border-brand-100 bg-white p-4 shadow-sm sm:p-8"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-2xl font-bold text-brand-900">
          {text.heading}
        </h2>
        <p className="text-slate-700" data-testid="plate-count">
          {entries.length > 0 ? counted(entries.length, countedNouns.meal) : null}
        </p>
      </div>
      <p className="mt-2 leading-7 text-slate-700 print:hidden">{text.intro}</p>

      {offer && linkChoice.state !== "kept" ? (
        <PlateLinkOffer
          offer={offer}
          choice={linkChoice}
          onAdd={() => {
            setLinkChoice({ state: "added", previous: entries });
            const result = addAllToPlate(entries, offer.entries);
            setEntries(result.entries);
            setFull(result.full);
          }}
          onSwitch={() => {
            setLinkChoice({ state: "switched", previous: entries });
            setFull(false);
            setEntries(offer.entries);
          }}
          onKeep={() => setLinkChoice({ state: "kept" })}
          onUndo={() => {
            if (linkChoice.state !== "added" && linkChoice.state !== "switched") return;
            setFull(false);
            setEntries(linkChoice.previous);
            setLinkChoice({ state: "undone" });
          }}
        />
      ) : null}
      <div role="status" className="mt-3 space-y-1 text-brand-900">
        {announcement ? <p>{announcement}</p> : null}
      </div>
      <div role="alert" className="space-y-1 font-medium text-red-700" data-testid="plate-alerts">
        {full ? <p>{text.full}</p> : null}
        {report.invalid > 0 ? (
          <p>
            {text.restoredInvalid(report.invalid, counted(report.invalid, countedNouns.linkItem))}
          </p>
        ) : null}
        {report.overflow > 0 ? (
          <p>
            {text.restoredOverflow(report.overflow, counted(report.overflow, countedNouns.meal))}
          </p>
        ) : null}
        {report.notFound.length > 0 ? <p>{text.restoredNotFound(report.notFound)}</p> : null}
        {failedNames.length > 0 ? <p>{text.restoreFailed(failedNames)}</p> : null}
      </div>

      {entries.length === 0 ? (
        <p className="mt-4 text-slate-700">{text.empty}</p>
      ) : (
        <>
          <p className="mt-3 text-sm text-slate-700 print:hidden">
            {ramadan ? text.splitHintRamadan : text.splitHint}
          </p>
          {groupBySlot(entries, ramadan).map((group) => (
            <div key={group.slot ?? "none"} data-testid="plate-group" data-slot={group.slot ?? ""}>
              {split ? (
                <h3 className="mt-5 text-lg font-bold text-brand-900 print:mt-2">
                  {group.slot ? text.slots[group.slot] : text.unplaced}
                </h3>
              ) : null}
              <ul
                aria-label={split && group.slot ? text.slots[group.slot] : text.itemsCaption}
                className="mt-2 divide-y divide-slate-200 print:mt-0"
              >
                {group.entries.map((entry) => {
                  const key = entryKey(entry);
                  return (
                    <PlateItemRow
                      key={key}
                      entry={entry}
                      meal={cooked(entry)}
                      failed={failedNames.includes(entry.name)}
                      slots={slots}
                      onGrams={(grams) => setEntries((c) => setPlateGrams(c, key, grams))}
                      onSlot={(slot) => setEntries((c) => moveToSlot(c, key, slot))}
                      onOil={(oil) => setEntries((c) => setPlateOil(c, key, oil))}
                      onRemove={() => {
                        setFull(false);
                        setAnnouncement("");
                        setEntries((c) => removeFromPlate(c, key));
                      }}
                    />
                  );
                })}
              </ul>
              {split && group.slot ? (
                <SlotSummary
                  entries={group.entries}
                  cooked={cooked}
                  needKcal={reference?.kcal ?? null}
                  advice={ramadan ? adviceFor(group.slot) : null}
                />
              ) : null}
            </div>
          ))}
          {items.length > 0 ? <PlateTotalsView totals={totals} need={need} /> : null}
          <div className="mt-8 flex flex-wrap items-start gap-3 print:hidden">
            <button
              type="button"
              onClick={() => window.print()}
              className="rounded-full border-2 border-brand-700 bg-white px-5 py-2 font-bold text-brand-800 hover:bg-brand-50"
            >
              {text.print}
            </button>
            <PlateShare entries={entries} />
            <button
              type="button"
              onClick={() => {
                setFull(false);
                setAnnouncement("");
                setEntries([]);
              }}
              className="rounded-full border-2 border-red-700 bg-white px-5 py-2 font-bold text-red-800 hover:bg-red-50"
            >
              {text.clear}
            </button>
          </div>
        </>
      )}
    </section>
  );
}
