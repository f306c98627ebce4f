"use client";

import { Toaster } from "sonner";

/** The one toaster of the site, mounted in the root layout. */
export function AppToaster() {
  return <Toaster dir="rtl" position="top-center" richColors />;
}
