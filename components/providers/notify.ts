"use client";

import { toast } from "sonner";

// sonner's <Toaster> takes one default duration; the site's durations per kind live here, so
// every toast of the site goes through `notify` rather than calling sonner directly.
export const toastDurations = {
  success: 2_000,
  error: 4_000,
  default: 4_000,
  /** A loading toast stays until it is dismissed (or replaced by its result). */
  loading: Infinity,
} as const;

export const notify = {
  message: (text: string) => toast(text, { duration: toastDurations.default }),
  success: (text: string) => toast.success(text, { duration: toastDurations.success }),
  error: (text: string) => toast.error(text, { duration: toastDurations.error }),
  loading: (text: string) => toast.loading(text, { duration: toastDurations.loading }),
  dismiss: (id?: string | number) => toast.dismiss(id),
};
