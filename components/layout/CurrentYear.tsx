"use client";

import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * The calendar year in the visitor's own time zone. The page stays static: the server renders
 * the year of the build, and the browser replaces it on hydration, so on 1 January the footer
 * is right without a rebuild. useSyncExternalStore keeps hydration free of mismatch warnings.
 */
export function CurrentYear({ buildYear }: { buildYear: number }) {
  const year = useSyncExternalStore(
    subscribe,
    () => new Date().getFullYear(),
    () => buildYear,
  );
  return <time dateTime={String(year)}>{year}</time>;
}
