"use client";

import { useId, useState } from "react";
import { plateText as text } from "@/content/plate";
import type { PlateEntry } from "@/lib/nutrition/plate";
import { encodePlateParams } from "@/lib/nutrition/plate-link";

/** "شارك طبقك": a link that rebuilds the plate, copied when the browser allows, shown in any case. */
export function PlateShare({ entries }: { entries: readonly PlateEntry[] }) {
  const id = useId();
  const [link, setLink] = useState<string | null>(null);
  const [copied, setCopied] = useState<boolean | null>(null);

  const share = async () => {
    const url = new URL("/calculator", window.location.origin);
    encodePlateParams(url.searchParams, entries);
    setLink(url.href);
    try {
      await navigator.clipboard.writeText(url.href);
      setCopied(true);
    } catch {
      setCopied(false);
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
            {copied === null ? null : copied ? text.copied : text.copyFailed}
          </p>
        </div>
      ) : null}
    </div>
  );
}
