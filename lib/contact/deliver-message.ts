import "server-only";
import { CONTACT_TIMEOUT_MS, forwardToBackend } from "@/lib/backend/contact";
import type { ContactMessage } from "./contact-schema";
import { openMessageStore } from "./message-store";

// Where a validated contact message goes: with BACKEND_URL set, to the product's backend
// (lib/backend/contact.ts); without, into SQLite. Either way the caller learns only
// "delivered" or "not delivered": the visitor keeps their text on failure.

export type DeliveryTarget =
  { kind: "backend"; backendUrl: string; timeoutMs?: number } | { kind: "sqlite"; dataDir: string };

export type DeliveryResult = { delivered: true } | { delivered: false; reason: string };

/** Stores the message; delivered once the row is committed. */
function storeInSqlite(message: ContactMessage, dataDir: string): DeliveryResult {
  try {
    openMessageStore(dataDir).insert(message);
    return { delivered: true };
  } catch (error) {
    console.error("contact: storing a message failed", error);
    return { delivered: false, reason: "storage failed" };
  }
}

export async function deliverMessage(
  message: ContactMessage,
  target: DeliveryTarget,
): Promise<DeliveryResult> {
  return target.kind === "backend"
    ? forwardToBackend(message, target.backendUrl, target.timeoutMs ?? CONTACT_TIMEOUT_MS)
    : storeInSqlite(message, target.dataDir);
}
