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
    // Until the visitor touches the page, a new build may replace it (see below).
    let touched = false;
    const touch = () => (touched = true);
    const reloadIfUntouched = () => {
      if (!touched) window.location.reload();
    };
    const register = async () => {
      const keptBefore = navigator.serviceWorker.controller !== null;
      const registration = await navigator.serviceWorker.register(SERVICE_WORKER_URL, {
        scope: "/",
        type: "module",
      });
      const ready = await navigator.serviceWorker.ready;
      ready.active?.postMessage({
        type: "CACHE_URLS",
        payload: { urlsToCache: [window.location.pathname] },
      });
      if (!keptBefore) return;
      // This page came from the device. register() never looks for a new build when the
      // worker is already there, and Chromium's own check does not run on every visit: ask.
      // A new build's worker takes over as soon as it has its files (skipWaiting,
      // clientsClaim); the page is then reloaded from it, so a reload shows the new build, unless
      // the visitor has started using the page (typing, a tap), whose work a reload would lose.
      navigator.serviceWorker.addEventListener("controllerchange", reloadIfUntouched, {
        once: true,
      });
      await registration.update();
    };
    const start = () => void register().catch(() => undefined);
    window.addEventListener("pointerdown", touch, { once: true });
    window.addEventListener("keydown", touch, { once: true });
    if (document.readyState === "complete") start();
    else window.addEventListener("load", start, { once: true });
    return () => {
      window.removeEventListener("beforeinstallprompt", noBanner);
      window.removeEventListener("load", start);
      window.removeEventListener("pointerdown", touch);
      window.removeEventListener("keydown", touch);
      navigator.serviceWorker?.removeEventListener("controllerchange", reloadIfUntouched);
    };
  }, []);
  return null;
}
