"use client";

// Every toast of the site goes through `notify`: the duration per kind, and sonner loaded on
// first use. sonner (about 10 KB gzipped) is needed only once a toast is shown, which on this
// site means after the contact form answers. The root layout mounts an empty <AppToaster/>;
// the first toast loads sonner through it and is shown once its Toaster listens.
// `preloadToaster` starts the download early, when the visitor starts filling in the form.

import { toaster } from "./AppToaster";
import { toastDurations, toasterListening } from "./toast-settings";

async function sonner() {
  const loaded = await toaster.load();
  await toasterListening;
  return loaded.sonner;
}

export function preloadToaster(): void {
  void toaster.load().catch(() => undefined);
}

/** Each call resolves once the toast is on screen. */
export const notify = {
  success: async (text: string) =>
    (await sonner()).toast.success(text, { duration: toastDurations.success }),
  error: async (text: string, description?: string) =>
    (await sonner()).toast.error(text, { duration: toastDurations.error, description }),
};
