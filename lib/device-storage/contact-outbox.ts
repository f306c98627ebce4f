// Contact messages written while the device had no connection, kept on this device
// (localStorage) until they are sent (lib/contact/send-kept-messages.ts), each under the
// idempotency key it was first sent with, so however often it is retried, from however many
// pages, the site stores it once. Read back validated: a hand-edited entry is dropped.
import type { ContactMessage } from "@/lib/contact/contact-schema";

export const CONTACT_OUTBOX_KEY = "mizan:contact-outbox";

export interface KeptMessage {
  /** The idempotency key (see lib/contact/contact-schema.ts). */
  key: string;
  message: ContactMessage;
  /** The honeypot as the form had it, so a bot's message stays a bot's. */
  honeypot: string;
  /** When it was kept, ISO 8601. */
  keptAt: string;
}

/** A new idempotency key: a random UUID (the browser's own, or one built from its random bytes). */
export function newMessageKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

const isText = (value: unknown): value is string => typeof value === "string";

function isKeptMessage(value: unknown): value is KeptMessage {
  if (typeof value !== "object" || value === null) return false;
  const { key, message, honeypot, keptAt } = value as Record<string, unknown>;
  if (!isText(key) || !isText(honeypot) || !isText(keptAt)) return false;
  if (typeof message !== "object" || message === null) return false;
  const m = message as Record<string, unknown>;
  return (
    isText(m.name) && isText(m.phone) && isText(m.message) && (m.email == null || isText(m.email))
  );
}

/** The kept messages, oldest first; none when storage is unavailable or holds nonsense. */
export function readOutbox(): KeptMessage[] {
  try {
    const raw = storage()?.getItem(CONTACT_OUTBOX_KEY);
    if (!raw) return [];
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter(isKeptMessage) : [];
  } catch {
    return [];
  }
}

function writeOutbox(entries: readonly KeptMessage[]): boolean {
  try {
    const store = storage();
    if (!store) return false;
    if (entries.length === 0) store.removeItem(CONTACT_OUTBOX_KEY);
    else store.setItem(CONTACT_OUTBOX_KEY, JSON.stringify(entries));
    return true;
  } catch {
    return false;
  }
}

/** Keeps a message (replacing one under the same key); false when the device cannot keep it. */
export function keepMessage(entry: KeptMessage): boolean {
  return writeOutbox([...readOutbox().filter((e) => e.key !== entry.key), entry]);
}

export function forgetMessage(key: string): void {
  writeOutbox(readOutbox().filter((e) => e.key !== key));
}
