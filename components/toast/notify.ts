"use client";

// Every toast of the site goes through `notify`: the duration per kind, and sonner loaded on
// first use. sonner (about 10 KB gzipped) is needed only once a toast is shown, which on this
// site means after the contact form answers. So the root layout mounts an empty <AppToaster/>,
// and the first toast asks it to load and mount sonner's <Toaster>; the toast is shown once
// the toaster has subscribed (a toast sent before that would be lost). `preloadToaster` starts
// the work early, when the visitor starts filling in the form.

type Sonner = typeof import("sonner");

/** sonner's <Toaster> takes one default duration; the durations per kind live here. */
export const toastDurations = { success: 2_000, error: 4_000, default: 4_000 } as const;

let mount: (() => void) | undefined;
let markReady: ((sonner: Sonner) => void) | undefined;
let ready: Promise<Sonner> | undefined;

/** Called by AppToaster when it mounts: how to make it render sonner's Toaster. */
export function registerToasterMount(mountToaster: () => void): () => void {
  mount = mountToaster;
  if (ready) mountToaster();
  return () => {
    if (mount === mountToaster) mount = undefined;
  };
}

/** Called by the loaded toaster once it is subscribed to new toasts. */
export function toasterReady(sonner: Sonner): void {
  markReady?.(sonner);
}

/** sonner, once its Toaster is mounted and listening. */
function loadToaster(): Promise<Sonner> {
  ready ??= new Promise<Sonner>((resolve) => {
    markReady = resolve;
    mount?.();
  });
  return ready;
}

export function preloadToaster(): void {
  void loadToaster();
}

/** Each call resolves once the toast is on screen. */
export const notify = {
  success: async (text: string) =>
    (await loadToaster()).toast.success(text, { duration: toastDurations.success }),
  error: async (text: string) =>
    (await loadToaster()).toast.error(text, { duration: toastDurations.error }),
};
