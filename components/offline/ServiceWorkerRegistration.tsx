"use client";

import { useEffect } from "react";
import { SERVICE_WORKER_URL } from "@/lib/offline/worker-urls";

/**
 * Registers the site's service worker (lib/offline/service-worker.ts) once the page has
 * loaded, so its downloads never compete with the first visit. The page the visitor landed on
 * is then kept too: it loaded before the worker existed. Chromium's own install banner is
 * turned off: the store badges are the call to action, and the site stays installable from
 * the browser's menu.
 */
export function ServiceWorkerRegistration() {
  useEffect(() => {
    const noBanner = (event: Event) => event.preventDefault();
    window.addEventListener("beforeinstallprompt", noBanner);
    if (!("serviceWorker" in navigator)) return;
    const register = async () => {
      await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: "/", type: "module" });
      const ready = await navigator.serviceWorker.ready;
      ready.active?.postMessage({
        type: "CACHE_URLS",
        payload: { urlsToCache: [window.location.pathname] },
      });
    };
    const start = () => void register().catch(() => undefined);
    if (document.readyState === "complete") start();
    else window.addEventListener("load", start, { once: true });
    return () => {
      window.removeEventListener("beforeinstallprompt", noBanner);
      window.removeEventListener("load", start);
    };
  }, []);
  return null;
}
