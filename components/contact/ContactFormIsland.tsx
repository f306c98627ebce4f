"use client";

import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from "react";
import { flushSync } from "react-dom";
import { readFormSnapshot, type ContactFormSnapshot } from "./form-snapshot";

// The contact form is on every page and below the first screen, so its react-hook-form island
// is not part of any page's first load. The server's HTML of the form (the `children`) is
// on screen from the start; the island is downloaded when the form comes near the viewport or
// on the visitor's first touch of it (focus, pointer, typing, submit), and then takes the
// form's place with what was typed, the focus and a pending submit carried over.

type ContactFormIsland = ComponentType<{ snapshot: ContactFormSnapshot }>;

/** How far below the viewport the form may be when its island starts loading. */
const NEAR_VIEWPORT = "600px 0px";

let islandLoad: Promise<ContactFormIsland> | undefined;
function loadIsland(): Promise<ContactFormIsland> {
  islandLoad ??= import("./ContactForm").then((m) => m.ContactForm);
  // A failed download (offline) is retried on the next touch.
  islandLoad.catch(() => (islandLoad = undefined));
  return islandLoad;
}

export function ContactFormIsland({ children }: { children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const submitted = useRef(false);
  const [island, setIsland] = useState<{
    Form: ContactFormIsland;
    snapshot: ContactFormSnapshot;
  }>();

  // A press on the form (say, on its submit button) must end before the server's HTML is
  // swapped for the island, or the button under the pointer is replaced and the click, with
  // its submit, is lost. While a press is under way the swap waits for it to end.
  const pressing = useRef(false);
  const pendingSwap = useRef<(() => void) | undefined>(undefined);

  const start = useCallback(() => {
    loadIsland()
      .then((Form) => {
        const swap = () => {
          pendingSwap.current = undefined;
          const root = box.current;
          if (!root) return;
          // Synchronous, so no keystroke can land between reading the fields and the swap.
          flushSync(() =>
            setIsland(
              (loaded) => loaded ?? { Form, snapshot: readFormSnapshot(root, submitted.current) },
            ),
          );
        };
        if (pressing.current) pendingSwap.current = swap;
        else swap();
      })
      .catch(() => undefined);
  }, []);

  useEffect(() => {
    // The press ends on pointerup (or cancel); its click, and the submit a click on the button
    // makes, are dispatched right after in the same task, so the swap runs on the next one.
    const release = () => {
      if (!pressing.current) return;
      pressing.current = false;
      setTimeout(() => pendingSwap.current?.(), 0);
    };
    window.addEventListener("pointerup", release, true);
    window.addEventListener("pointercancel", release, true);
    return () => {
      window.removeEventListener("pointerup", release, true);
      window.removeEventListener("pointercancel", release, true);
    };
  }, []);

  useEffect(() => {
    const root = box.current;
    if (!root || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        start();
      },
      { rootMargin: NEAR_VIEWPORT },
    );
    observer.observe(root);
    return () => observer.disconnect();
  }, [start]);

  if (island) {
    return (
      <div ref={box}>
        <island.Form snapshot={island.snapshot} />
      </div>
    );
  }
  return (
    <div
      ref={box}
      onFocusCapture={start}
      onPointerDownCapture={() => {
        pressing.current = true;
        start();
      }}
      onInputCapture={start}
      onSubmitCapture={(event) => {
        // Submitted before the island arrived: the island submits once it has taken over.
        event.preventDefault();
        submitted.current = true;
        start();
      }}
    >
      {children}
    </div>
  );
}
