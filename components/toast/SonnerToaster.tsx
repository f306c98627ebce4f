"use client";

import * as sonner from "sonner";
import { useEffect } from "react";
import { toastDurations, toasterIsListening } from "./toast-settings";

export { sonner };

/**
 * The site's one sonner Toaster: right to left, in Tajawal, at most 20 toasts at once.
 * Durations per kind are applied by `notify` (./notify.ts). Loaded on first use by AppToaster.
 */
export function SonnerToaster() {
  // Runs after the Toaster's own effects, so it is already subscribed to new toasts.
  useEffect(() => toasterIsListening(), []);
  return (
    <sonner.Toaster
      dir="rtl"
      position="top-center"
      richColors
      visibleToasts={20}
      duration={toastDurations.default}
      // Inline, because sonner's own stylesheet is unlayered and would beat Tailwind's font-sans.
      style={{ fontFamily: "var(--font-stack)" }}
    />
  );
}
