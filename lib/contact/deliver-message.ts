import "server-only";
import type { ContactMessage } from "./contact-schema";
import { openMessageStore } from "./message-store";

// Where a validated contact message goes. With BACKEND_URL set it is forwarded to the
// product's backend (the only module that talks to it); without, it is stored in SQLite.
// Either way the caller learns only "delivered" or "not delivered": the visitor keeps their
// text on failure, so no detail of the backend needs to leak into the answer.

export const BACKEND_TIMEOUT_MS = 5_000;

export type DeliveryTarget =
  { kind: "backend"; backendUrl: string; timeoutMs?: number } | { kind: "sqlite"; dataDir: string };

export type DeliveryResult = { delivered: true } | { delivered: false; reason: string };

/** The body the backend's /contactUs expects: the four fields, email "" when not given. */
export function backendPayload(message: ContactMessage) {
  return {
    data: {
      name: message.name,
      email: message.email ?? "",
      phone: message.phone,
      message: message.message,
    },
  };
}

/** POSTs to `${backendUrl}/contactUs`; delivered only on a 2xx answer with `success: true`. */
export async function forwardToBackend(
  message: ContactMessage,
  backendUrl: string,
  timeoutMs = BACKEND_TIMEOUT_MS,
): Promise<DeliveryResult> {
  const url = `${backendUrl.replace(/\/+$/, "")}/contactUs`;
  try {
    // The one signal bounds the whole exchange, the answer's body included.
    const response = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify(backendPayload(message)),
      signal: AbortSignal.timeout(timeoutMs),
      cache: "no-store",
      redirect: "error",
    });
    const answer: unknown = await response.json().catch(() => undefined);
    if (!response.ok) return { delivered: false, reason: `backend status ${response.status}` };
    const success = (answer as { success?: unknown } | null | undefined)?.success;
    return success === true
      ? { delivered: true }
      : { delivered: false, reason: "backend did not answer success: true" };
  } catch (error) {
    // Not `instanceof`: the DOMException of a timeout may come from another realm.
    const name = (error as { name?: unknown } | null)?.name;
    return {
      delivered: false,
      reason:
        name === "TimeoutError" ? `backend timeout after ${timeoutMs} ms` : "backend unreachable",
    };
  }
}

/** Stores the message; delivered once the row is committed. */
export function storeInSqlite(message: ContactMessage, dataDir: string): DeliveryResult {
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
    ? forwardToBackend(message, target.backendUrl, target.timeoutMs)
    : storeInSqlite(message, target.dataDir);
}
