"use client";

import { useEffect, useSyncExternalStore, type RefObject } from "react";

// The one way a part of the site loads after the page: the article tools, the plate, the
// toaster, the calculator's meal view and the contact form's checks. A part is a dynamic
// import wrapped once at module level (`loadLater`), so it downloads at most once per page
// however many components ask for it; a failed download (a dropped signal) is forgotten, so
// the next trigger tries again. When it starts is said by the component (`useLoadLater`):
// on mount, when its element nears the viewport or is first touched, or on first use
// (someone calls `part.load()`).

/** How far below the viewport an element may be when its part starts loading. */
const NEAR_VIEWPORT_MARGIN = "600px 0px";

export type LaterState<T> =
  { status: "idle" } | { status: "loading" } | { status: "ready"; value: T } | { status: "failed" };

export interface LaterPart<T> {
  /** Starts the download (once), resolving with the part; rejects when it fails. */
  load(): Promise<T>;
  state(): LaterState<T>;
  subscribe(listener: () => void): () => void;
}

const idle = { status: "idle" } as const;

export function loadLater<T>(importer: () => Promise<T>): LaterPart<T> {
  let current: LaterState<T> = idle;
  let pending: Promise<T> | undefined;
  const listeners = new Set<() => void>();
  const set = (next: LaterState<T>) => {
    current = next;
    listeners.forEach((listener) => listener());
  };
  return {
    load() {
      if (!pending) {
        set({ status: "loading" });
        pending = importer().then(
          (value) => {
            set({ status: "ready", value });
            return value;
          },
          (error: unknown) => {
            pending = undefined;
            set({ status: "failed" });
            throw error;
          },
        );
      }
      return pending;
    },
    state: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

// Whether the component runs in the browser after hydration: false on the server and while
// hydrating, true afterwards, with no re-render of its own.
const noSubscription = () => () => undefined;
const inBrowser = () => true;
const onServer = () => false;

/** Events that count as the visitor's first touch of an element. */
const touchEvents = ["pointerdown", "focusin", "keydown", "touchstart"] as const;

export type LoadWhen =
  /** as soon as the component is on screen in the browser */
  | "mount"
  /** when `target` comes within NEAR_VIEWPORT_MARGIN of the viewport, or is first touched */
  | "near"
  /** only when something calls `part.load()` */
  | "use";

/**
 * The part's state for a component, starting the download when `when` says. `armed` is false
 * on the server and before hydration, so the server's HTML never claims that anything loads.
 */
export function useLoadLater<T>(
  part: LaterPart<T>,
  when: LoadWhen,
  target?: RefObject<Element | null>,
): LaterState<T> & { armed: boolean } {
  const state = useSyncExternalStore(part.subscribe, part.state, () => idle);
  const armed = useSyncExternalStore(noSubscription, inBrowser, onServer);

  useEffect(() => {
    const start = () => void part.load().catch(() => undefined);
    if (when === "mount") {
      start();
      return;
    }
    const el = target?.current;
    if (when !== "near" || !el) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          start();
        }
      },
      { rootMargin: NEAR_VIEWPORT_MARGIN },
    );
    observer.observe(el);
    // A touch starts (or, after a failed download, retries) the load even when the observer
    // has already fired.
    touchEvents.forEach((type) => el.addEventListener(type, start, { capture: true }));
    return () => {
      observer.disconnect();
      touchEvents.forEach((type) => el.removeEventListener(type, start, { capture: true }));
    };
  }, [part, when, target]);

  return { ...state, armed };
}
