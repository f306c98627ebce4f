// sonner's <Toaster> takes one default duration; the site's durations per kind live here and
// are applied by `notify` (./notify.ts), through which every toast of the site goes.
export const toastDurations = {
  success: 2_000,
  error: 4_000,
  default: 4_000,
  /** A loading toast stays until it is dismissed (or replaced by its result). */
  loading: Infinity,
} as const;
