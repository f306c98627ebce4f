"use client";

import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { calculatorText } from "@/content/calculator";
import type { Meal } from "@/lib/meals/types";
import { parseQuantityParam } from "@/lib/nutrition/quantity";
import { parseOilChoice, type OilChoice } from "@/lib/nutrition/oil";
import { fetchMealsByName, mealSearchKey } from "@/lib/meals/search/client";
import { readCalculatorChoice, writeCalculatorChoice } from "@/lib/meals/calculator-url";
import { MealSearch, type SearchStatus } from "./MealSearch";
import { useDebouncedValue } from "./use-debounced-value";
import { LazyPlate } from "./plate/LazyPlate";
import { isRamadan, type RamadanDays } from "@/lib/calendar/ramadan";
import { LoadLater } from "@/components/lazy/LoadLater";
import { loadLater } from "@/components/lazy/load-later";
import type { PlateOutcome, PlateRequest } from "./plate/plate-request";
import { plateIsWaiting } from "@/lib/device-storage/plate-keys";
import type { PlateItem } from "@/lib/nutrition/plate";
import { WhatYouAte } from "./meal-text/WhatYouAte";

// The chosen meal's view (quantity, servings, tables) loads with the first meal chosen or
// restored from a link: nothing of it shows before, so the first load does not carry it.
const mealDetails = loadLater(() => import("./MealDetails").then((m) => m.MealDetails));

// The calculator island. The chosen meal and quantity live in the URL (?meal=…&q=…) so a result
// can be shared and reloaded; the page itself stays static, so the URL is read in the browser
// after hydration, never during rendering.

const SEARCH_DEBOUNCE_MS = 500;
const DEFAULT_QUANTITY = "1";

interface UrlState {
  meal: string | null;
  /** The starting quantity token (lib/nutrition/quantity.ts), or "" for a `q` that is none. */
  quantity: string;
  /** The starting oil (lib/nutrition/oil.ts); «كالعادة» when the URL says none or nonsense. */
  oil: OilChoice;
}

function readUrlState(): UrlState {
  // The meal's name is taken as written: the meal API checks its length where names enter, and
  // answers a longer one with its 400 (then the calculator says the link's meal could not load).
  const {
    meal,
    quantity: q,
    oil,
  } = readCalculatorChoice(new URLSearchParams(window.location.search));
  return {
    meal,
    quantity: q === null ? DEFAULT_QUANTITY : parseQuantityParam(q) === null ? "" : q.trim(),
    oil: parseOilChoice(oil) ?? "usual",
  };
}

function writeUrlState(meal: Meal | null, quantity: string, oil: OilChoice) {
  const url = new URL(window.location.href);
  // The oil is the meal's own: a dish without added fat writes none.
  writeCalculatorChoice(
    url.searchParams,
    meal && { meal: meal.name, quantity, oil: meal.oil ? oil : "usual" },
  );
  if (url.href !== window.location.href) window.history.replaceState(null, "", url);
}

export function MealCalculator({
  healthTestUrl,
  emptyState,
  ramadanDays,
}: {
  healthTestUrl: string;
  /** Ramadan's days as the owners set them, if they did (lib/calendar/ramadan.ts). */
  ramadanDays?: RamadanDays;
  /** What shows before a meal is chosen; rendered on the server. */
  emptyState: ReactNode;
}) {
  const [searchText, setSearchText] = useState("");
  const debouncedText = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const [touched, setTouched] = useState(false);
  const [chosen, setChosen] = useState<Meal | null>(null);
  const [quantityChoice, setQuantityChoice] = useState<string | null>(null);
  const [oilChoice, setOilChoice] = useState<OilChoice | null>(null);
  const [urlState, setUrlState] = useState<UrlState | null>(null);
  // The plate ("طبقي") loads when there is one to show: from a shared link, from this device,
  // or on the first "أضف إلى طبقي".
  const [plateShown, setPlateShown] = useState(false);
  const [plateRequest, setPlateRequest] = useState<PlateRequest | null>(null);
  const requestSeq = useRef(0);
  // What became of the last «أضف إلى طبقي» of the chosen meal: said beside that button, since
  // the plate itself may be a long scroll below it on a phone.
  const [mealAdd, setMealAdd] = useState<{ seq: number; name: string } | null>(null);
  const [textAddSeq, setTextAddSeq] = useState<number | null>(null);
  const [plateOutcome, setPlateOutcome] = useState<PlateOutcome | null>(null);
  // Today in Libya, read in the browser after hydration so the page itself stays static.
  const [ramadan, setRamadan] = useState(false);

  useEffect(() => {
    // The URL is only known in the browser; reading it once after hydration keeps the page static.
    /* eslint-disable react-hooks/set-state-in-effect */
    setUrlState(readUrlState());
    setPlateShown(plateIsWaiting(window.location.search));
    setRamadan(isRamadan(new Date(), ramadanDays));
    /* eslint-enable react-hooks/set-state-in-effect */
  }, [ramadanDays]);

  const addItemsToPlate = (items: readonly PlateItem[]) => {
    setPlateShown(true);
    requestSeq.current += 1;
    setPlateRequest({ items, seq: requestSeq.current });
    return requestSeq.current;
  };
  const addToPlate = (meal: Meal, grams: number, oil: OilChoice) =>
    setMealAdd({ seq: addItemsToPlate([{ meal, grams, oil }]), name: meal.name });

  const search = useQuery({
    queryKey: mealSearchKey(debouncedText),
    queryFn: ({ signal }) => fetchMealsByName(debouncedText, signal),
    enabled: debouncedText !== "",
  });

  // A shared link names a meal: fetch that name (the same cached query as a search) and take
  // the exact match only, so the link never opens a different meal than the one shared.
  const restoreName = chosen ? null : (urlState?.meal ?? null);
  const restore = useQuery({
    queryKey: mealSearchKey(restoreName ?? ""),
    queryFn: ({ signal }) => fetchMealsByName(restoreName ?? "", signal),
    enabled: restoreName !== null,
  });
  const restored =
    restoreName !== null ? (restore.data?.find((m) => m.name === restoreName) ?? null) : null;

  const selected = chosen ?? restored;
  const quantity = quantityChoice ?? urlState?.quantity ?? DEFAULT_QUANTITY;
  const oil = oilChoice ?? urlState?.oil ?? "usual";
  const restoring = restoreName !== null && restore.isPending;

  let status: SearchStatus;
  if (debouncedText === "") status = touched ? "done" : "init";
  else if (search.isError) status = "error";
  else if (search.isPending) status = "loading";
  else status = "done";
  const options = debouncedText === "" || !search.data ? [] : search.data;

  useEffect(() => {
    if (search.error) console.error("Meal search failed:", search.error);
  }, [search.error]);
  useEffect(() => {
    if (restore.error) console.error("Loading the shared meal failed:", restore.error);
  }, [restore.error]);

  useEffect(() => {
    // Until the URL has been read, and while its meal loads, the URL is the source of truth.
    if (urlState === null || restoring) return;
    writeUrlState(selected, quantity, oil);
  }, [urlState, restoring, selected, quantity, oil]);

  const addFeedback =
    selected && mealAdd?.name === selected.name && plateOutcome?.seq === mealAdd.seq
      ? plateOutcome
      : null;

  let body: ReactNode = emptyState;
  if (selected) {
    body = (
      <LoadLater
        name="meal-details"
        part={mealDetails}
        when="mount"
        props={{
          meal: selected,
          quantity,
          onQuantityChange: setQuantityChoice,
          oil,
          onOilChange: setOilChoice,
          onAddToPlate: addToPlate,
          addFeedback,
          healthTestUrl,
        }}
        loadingText={calculatorText.restoring}
        failedText={calculatorText.detailsLoadFailed}
        noteClassName="mt-8 text-center text-slate-700"
      />
    );
  } else if (restoring) {
    body = (
      <p role="status" className="mt-8 text-center text-slate-700">
        {calculatorText.restoring}
      </p>
    );
  } else if (restoreName !== null && restore.isError) {
    body = (
      <>
        <p role="alert" className="mt-6 font-medium text-red-700">
          {calculatorText.restoreError}
        </p>
        {emptyState}
      </>
    );
  } else if (restoreName !== null && restore.isSuccess) {
    body = (
      <>
        <p role="alert" className="mt-6 font-medium text-red-700">
          {calculatorText.restoreNotFound(restoreName)}
        </p>
        {emptyState}
      </>
    );
  }

  // No <form>: nothing here is ever submitted (choosing a meal or a quantity updates the result
  // at once), and a form with no way to submit it misleads keyboard and screen-reader users.
  // The meal search is a search landmark; the whole calculator is a named region.
  return (
    <>
      <section
        aria-label={calculatorText.calculatorLabel}
        // Set once hydrated and the URL is read, so tests know typing will be heard.
        data-ready={urlState !== null ? "" : undefined}
        className="rounded-2xl border-2 border-brand-100 bg-white p-4 shadow-sm sm:p-8"
      >
        <WhatYouAte
          ramadan={ramadan}
          onAddToPlate={(items) => setTextAddSeq(addItemsToPlate(items))}
          addFeedback={plateOutcome?.seq === textAddSeq ? plateOutcome : null}
        />
        <search>
          <MealSearch
            selected={selected}
            options={options}
            status={status}
            hasQuery={debouncedText !== ""}
            onSearchTextChange={(text) => {
              setTouched(true);
              setSearchText(text);
            }}
            onChoose={(meal) => {
              setChosen(meal);
              // Another dish starts as its recipe says.
              setOilChoice("usual");
            }}
          />
        </search>
        {body}
      </section>
      {plateShown ? (
        <LazyPlate request={plateRequest} onOutcome={setPlateOutcome} ramadan={ramadan} />
      ) : null}
    </>
  );
}
