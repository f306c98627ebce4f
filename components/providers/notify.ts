"use client";

import { toastDurations } from "./toast-durations";
import { loadToaster } from "./toaster-loader";

export { preloadToaster } from "./toaster-loader";

// Every toast of the site goes through here: the durations per kind, and sonner loaded on
// first use. Each call resolves once the toast is on screen.
export const notify = {
  message: async (text: string) =>
    (await loadToaster()).toast(text, { duration: toastDurations.default }),
  success: async (text: string) =>
    (await loadToaster()).toast.success(text, { duration: toastDurations.success }),
  error: async (text: string) =>
    (await loadToaster()).toast.error(text, { duration: toastDurations.error }),
  loading: async (text: string) =>
    (await loadToaster()).toast.loading(text, { duration: toastDurations.loading }),
  dismiss: async (id?: string | number) => (await loadToaster()).toast.dismiss(id),
};
