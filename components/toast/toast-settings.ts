"use client";

// What the notifier and the loaded toaster share, in a module of its own so neither imports
// the other: the durations per kind, and the moment sonner's Toaster starts listening.

/** sonner's <Toaster> takes one default duration; the durations per kind live here. */
export const toastDurations = { success: 2_000, error: 4_000, default: 4_000 } as const;

let markListening: () => void = () => undefined;

/** Resolves once sonner's Toaster is mounted and subscribed: a toast sent before is lost. */
export const toasterListening = new Promise<void>((resolve) => {
  markListening = resolve;
});

/** Called by the loaded toaster once it is subscribed to new toasts. */
export function toasterIsListening(): void {
  markListening();
}
