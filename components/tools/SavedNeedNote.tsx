"use client";

import { useState } from "react";
import { energyNeedsText as text } from "@/content/tools/energy-needs";
import { countedNouns } from "@/content/counted-nouns";
import { counted } from "@/lib/format/counted";
import { exactNumber } from "@/lib/format/number";
import { forgetNeed, type SavedNeed } from "@/lib/device-storage/saved-need";

/** The need kept on this device, and the visible way to forget it. */
export function SavedNeedNote({
  saved,
  onForget,
}: {
  saved: SavedNeed | null;
  onForget: () => void;
}) {
  const [forgotten, setForgotten] = useState(false);
  return (
    <div role="status" className="mt-4">
      {saved ? (
        <div className="flex flex-wrap items-center gap-3 rounded-xl bg-slate-50 p-4">
          <p className="leading-7 text-slate-800" data-testid="saved-need">
            {text.saved(counted(saved.kcal, countedNouns.kcal))}{" "}
            {saved.target
              ? `${text.savedTarget(exactNumber(saved.target.kgPerWeek), counted(saved.target.kcal, countedNouns.kcal))} `
              : null}
            {text.savedUse}
          </p>
          <button
            type="button"
            onClick={() => {
              forgetNeed();
              setForgotten(true);
              onForget();
            }}
            className="rounded-full border-2 border-red-700 bg-white px-4 py-1.5 font-bold text-red-800 hover:bg-red-50"
          >
            {text.forget}
          </button>
        </div>
      ) : forgotten ? (
        <p className="text-slate-700">{text.forgotten}</p>
      ) : null}
    </div>
  );
}
