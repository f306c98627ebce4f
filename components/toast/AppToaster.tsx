"use client";

import { lazy, Suspense, useEffect, useState } from "react";
import { registerToasterMount } from "./notify";

const SonnerToaster = lazy(() =>
  import("./SonnerToaster").then((m) => ({ default: m.SonnerToaster })),
);

/**
 * The one toaster of the site, mounted in the root layout. It renders nothing until the first
 * toast is asked for (see ./notify.ts), so sonner is not part of any page's first load.
 */
export function AppToaster() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => registerToasterMount(() => setMounted(true)), []);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster />
    </Suspense>
  );
}
