import "server-only";
import type { ContactMessage } from "./contact-schema";
import type { DeliveryTarget } from "./message-destination";
import { openMessageStore } from "./message-store";
import { postgresMessageStore } from "./postgres-message-store";

// Where a validated contact message goes (chosen in lib/contact/message-destination.ts): the
// product's backend (this is the only module that talks to it), PostgreSQL or SQLite.
// Either way the caller learns only "delivered" or "not delivered": the visitor keeps their
// text on failure, so no detail of the backend needs to leak into the answer.

export const BACKEND_TIMEOUT_MS = 5_000;

/** The most a PostgreSQL delivery may take, schema check included: the API answers within 5 s. */
export const POSTGRES_DELIVERY_DEADLINE_MS = 3_000;

export type { DeliveryTarget };

/** `unavailable`: our own store is down or missing, which the API answers with 503. */
export type DeliveryResult =
  { delivered: true } | { delivered: false; reason: string; unavailable?: true };

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

/** Stores the message; delivered once the row is committed, unavailable after the deadline. */
export async function storeInPostgres(
  message: ContactMessage,
  databaseUrl: string,
  deadlineMs = POSTGRES_DELIVERY_DEADLINE_MS,
): Promise<DeliveryResult> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<DeliveryResult>((resolve) => {
    timer = setTimeout(
      () =>
        resolve({
          delivered: false,
          reason: `database slower than ${deadlineMs} ms`,
          unavailable: true,
        }),
      deadlineMs,
    );
  });
  const insert = postgresMessageStore(databaseUrl)
    .insert(message)
    .then(
      (): DeliveryResult => ({ delivered: true }),
      (error: unknown): DeliveryResult => ({
        delivered: false,
        reason: `database unavailable (${(error as Error).message})`,
        unavailable: true,
      }),
    );
  try {
    return await Promise.race([insert, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

export async function deliverMessage(
  message: ContactMessage,
  target: DeliveryTarget,
): Promise<DeliveryResult> {
  switch (target.kind) {
    case "backend":
      return forwardToBackend(message, target.backendUrl, target.timeoutMs);
    case "postgres":
      return storeInPostgres(message, target.databaseUrl);
    case "sqlite":
      return storeInSqlite(message, target.dataDir);
    case "unkeepable":
      return { delivered: false, reason: target.problem, unavailable: true };
  }
}

/**
 * Whether the backend answers at all, for GET /api/health: any HTTP answer below 500 to a GET
 * of its base URL within the timeout (the backend has no health endpoint of its own).
 */
export async function pingBackend(backendUrl: string, timeoutMs = 3_000): Promise<boolean> {
  try {
    const response = await fetch(backendUrl, {
      signal: AbortSignal.timeout(timeoutMs),
      cache: "no-store",
      redirect: "manual",
    });
    await response.body?.cancel().catch(() => undefined);
    return response.status < 500;
  } catch {
    return false;
  }
}
