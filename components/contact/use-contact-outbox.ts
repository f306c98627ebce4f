import { useEffect, useRef } from "react";
import type { ContactMessage } from "@/lib/contact/contact-schema";
import { toLatinDigits } from "@/lib/format/parse-number";
import { sendKeptMessages, type RefusedMessage } from "@/lib/contact/send-kept-messages";
import {
  forgetMessage,
  keepMessage,
  newMessageKey,
  readOutbox,
} from "@/lib/device-storage/contact-outbox";

// The contact form's side of the messages kept on this device while it had no connection
// (lib/device-storage/contact-outbox.ts): which idempotency key a message goes under, keeping
// it, and sending what is kept on a page load and whenever the connection returns.

export interface OutboxEvents {
  /** Kept messages arrived; `shownInForm` when one of them is the one still in this form. */
  delivered: (shownInForm: boolean) => void;
  /** The server refused a kept message for good; true once the form shows it to correct. */
  refused: (refused: RefusedMessage) => boolean;
}

/**
 * The same message, however it was written down: a message kept before the browser's checks
 * could load is kept as typed (Arabic-Indic digits, spaces), the same one checked later comes
 * normalised, and both must go under one key.
 */
const loosely = (m: ContactMessage) =>
  [m.name, m.email ?? "", toLatinDigits(m.phone).replace(/[^\d+]/g, ""), m.message]
    .map((text) => toLatinDigits(text).replace(/\s+/g, " ").trim())
    .join("\n");
const sameMessage = (a: ContactMessage, b: ContactMessage) => loosely(a) === loosely(b);

export function useContactOutbox(events: OutboxEvents) {
  /** The message last kept on the device from this form, with its idempotency key. */
  const kept = useRef<{ key: string; message: ContactMessage }>(undefined);
  const handlers = useRef(events);
  useEffect(() => {
    handlers.current = events;
  });

  useEffect(() => {
    const sendKept = () => {
      if (readOutbox().length === 0) return;
      void sendKeptMessages().then(({ delivered, refused }) => {
        const shownInForm = kept.current !== undefined && delivered.includes(kept.current.key);
        if (shownInForm) kept.current = undefined;
        if (delivered.length > 0) handlers.current.delivered(shownInForm);
        for (const message of refused) {
          if (!handlers.current.refused(message)) continue;
          forgetMessage(message.entry.key);
          if (kept.current?.key === message.entry.key) kept.current = undefined;
        }
      });
    };
    // After the page's load: on a weak link the page itself comes first.
    if (document.readyState === "complete") sendKept();
    else window.addEventListener("load", sendKept, { once: true });
    window.addEventListener("online", sendKept);
    return () => {
      window.removeEventListener("load", sendKept);
      window.removeEventListener("online", sendKept);
    };
  }, []);

  return {
    /** Sending again the message already kept reuses its key, so it is stored once. */
    keyFor: (message: ContactMessage): string =>
      kept.current && sameMessage(kept.current.message, message)
        ? kept.current.key
        : newMessageKey(),
    /** Keeps the message on the device; false when the device cannot keep it. */
    keep: (key: string, message: ContactMessage, honeypot: string): boolean => {
      const done = keepMessage({ key, message, honeypot, keptAt: new Date().toISOString() });
      if (done) kept.current = { key, message };
      return done;
    },
    /** The message sent under `key` arrived: its kept copy, if any, goes. */
    arrived: (key: string): void => {
      if (kept.current?.key !== key) return;
      forgetMessage(key);
      kept.current = undefined;
    },
  };
}
