"use client";

import { useId, useState } from "react";
import { plateText as text } from "@/content/plate";
import type { PlateEntry } from "@/lib/nutrition/plate";
import { encodePlateParams, PLATE_PAGE_PATH } from "@/lib/nutrition/plate-link";

type Outcome = "shared" | "copied" | "copyFailed" | null;

/** A phone (coarse pointer) whose browser has the system's share sheet. */
function canShareNatively(): boolean {
  return typeof navigator.share === "function" && window.matchMedia("(pointer: coarse)").matches;
}

/**
 * "شارك طبقك": a link that rebuilds the plate (its preview is the plate's card), given to the
 * system's share sheet on a phone, else copied when the browser allows; shown in any case.
 */
export function PlateShare({ entries }: { entries: readonly PlateEntry[] }) {
  const id = useId();
  const [link, setLink] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const share = async () => {
    const url = new URL(PLATE_PAGE_PATH, window.location.origin);
    encodePlateParams(url.searchParams, entries);
    setLink(url.href);
    setOutcome(null);
    if (canShareNatively()) {
      try {
        await navigator.share({ title: text.share, url: url.href });
        setOutcome("shared");
        return;
      } catch (error) {
        // Closing the sheet is a choice, not a failure; anything else falls back to copying.
        if (error instanceof DOMException && error.name === "AbortError") return;
      }
    }
    try {
      await navigator.clipboard.writeText(url.href);
      setOutcome("copied");
    } catch {
      setOutcome("copyFailed");
    }
  };

  return (
    <div className="min-w-0 flex-1 basis-64">
      <button
        type="button"
        onClick={share}
        className="rounded-full bg-brand-700 px-5 py-2 font-bold text-white hover:bg-brand-800"
      >
        {text.share}
      </button>
      {link ? (
        <div className="mt-3">
          <label htmlFor={`${id}-link`} className="block text-sm font-bold text-brand-900">
            {text.shareLabel}
          </label>
          <input
            id={`${id}-link`}
            readOnly
            dir="ltr"
            value={link}
            onFocus={(e) => e.currentTarget.select()}
            className="mt-1 w-full rounded-lg border-2 border-slate-300 bg-slate-50 px-2 py-1.5 text-sm"
            data-testid="plate-link"
          />
          <p role="status" className="mt-1 text-sm text-slate-700">
            {outcome === null ? null : text[outcome]}
          </p>
        </div>
      ) : null}
    </div>
  );
}
