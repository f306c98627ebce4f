"use client";

import { Toaster } from "sonner";
import { toastDurations } from "./notify";

// The same stack as Tailwind's font-sans (tailwind.config.ts).
const tajawalStack = "var(--font-stack)";

/**
 * The one toaster of the site, mounted in the root layout: right to left, in Tajawal, at most
 * 20 toasts at once. Durations per kind are applied by `notify` (./notify.ts).
 */
export function AppToaster() {
  return (
    <Toaster
      dir="rtl"
      position="top-center"
      richColors
      visibleToasts={20}
      duration={toastDurations.default}
      // Inline, because sonner's own stylesheet is unlayered and would beat Tailwind's font-sans.
      style={{ fontFamily: tajawalStack }}
    />
  );
}
