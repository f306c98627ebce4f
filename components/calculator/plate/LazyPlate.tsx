"use client";

import { calculatorText } from "@/content/calculator";
import { LoadLater } from "@/components/lazy/LoadLater";
import { loadLater } from "@/components/lazy/load-later";
import type { PlateOutcome, PlateRequest } from "./plate-request";

// The plate's code loads only when there is a plate to show: a shared link or a stored plate
// on arrival, or the first "أضف إلى طبقي". The calculator's first load stays as it was.

const plate = loadLater(() => import("./MealPlate").then((m) => m.MealPlate));

export function LazyPlate({
  request,
  onOutcome,
  ramadan,
}: {
  request: PlateRequest | null;
  ramadan: boolean;
  onOutcome: (outcome: PlateOutcome) => void;
}) {
  return (
    <LoadLater
      name="plate"
      part={plate}
      when="mount"
      props={{ request, onOutcome, ramadan }}
      loadingText={calculatorText.plateLoading}
      failedText={calculatorText.plateLoadFailed}
      noteClassName="mt-8 text-center text-slate-700"
    />
  );
}
