"use client";

import { loadLater, useLoadLater } from "@/components/lazy/load-later";

/** sonner and the site's Toaster, loaded on the first toast (see ./notify.ts). */
export const toaster = loadLater(() => import("./SonnerToaster"));

/**
 * The one toaster of the site, mounted in the root layout. It renders nothing until the first
 * toast is asked for, so sonner is not part of any page's first load.
 */
export function AppToaster() {
  const loaded = useLoadLater(toaster, "use");
  if (loaded.status !== "ready") return null;
  const { SonnerToaster } = loaded.value;
  return <SonnerToaster />;
}
