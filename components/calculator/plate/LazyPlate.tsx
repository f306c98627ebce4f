"use client";

import { useEffect, useState, type ComponentType } from "react";
import { calculatorText } from "@/content/calculator";
import type { PlateRequest } from "./plate-request";

// The plate's code loads only when there is a plate to show: a shared link or a stored plate
// on arrival, or the first "أضف إلى طبقي". The calculator's first load stays as it was.

type PlateComponent = ComponentType<{ request: PlateRequest | null }>;

export function LazyPlate({ request }: { request: PlateRequest | null }) {
  const [Plate, setPlate] = useState<PlateComponent | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let cancelled = false;
    import("./MealPlate")
      .then((m) => !cancelled && setPlate(() => m.MealPlate))
      .catch(() => !cancelled && setFailed(true));
    return () => {
      cancelled = true;
    };
  }, []);

  if (Plate) return <Plate request={request} />;
  return (
    <p role={failed ? "alert" : "status"} className="mt-8 text-center text-slate-700">
      {failed ? calculatorText.plateLoadFailed : calculatorText.plateLoading}
    </p>
  );
}
