import "server-only";
import { CONTACT_TIMEOUT_MS, forwardToBackend } from "@/lib/backend/contact";
import type { ContactMessage } from "./contact-schema";
import type { DeliveryTarget } from "./message-destination";
import { openMessageStore } from "./sqlite-message-store";
import { postgresMessageStore } from "./postgres-message-store";

// Where a validated contact message goes (chosen in lib/contact/message-destination.ts): the
// product's backend (lib/backend/contact.ts), PostgreSQL or SQLite. Either way the caller
// learns only "delivered" or "not delivered": the visitor keeps their text on failure.

/** The most a PostgreSQL delivery may take, schema check included: the API answers within 5 s. */
const POSTGRES_DELIVERY_DEADLINE_MS = 3_000;

/** `unavailable`: our own store is down or missing, which the API answers with 503. */
type DeliveryResult =
  { delivered: true } | { delivered: false; reason: string; unavailable?: true };

/** Stores the message; delivered once the row is committed (or was, under the same key). */
function storeInSqlite(message: ContactMessage, dataDir: string, key?: string): DeliveryResult {
  try {
    openMessageStore(dataDir).insert(message, new Date(), key);
    return { delivered: true };
  } catch (error) {
    console.error("contact: storing a message failed", error);
    return { delivered: false, reason: "storage failed" };
  }
}

/** Stores the message; delivered once the row is committed, unavailable after the deadline. */
async function storeInPostgres(
  message: ContactMessage,
  databaseUrl: string,
  key?: string,
): Promise<DeliveryResult> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<DeliveryResult>((resolve) => {
    timer = setTimeout(
      () =>
        resolve({
          delivered: false,
          reason: `database slower than ${POSTGRES_DELIVERY_DEADLINE_MS} ms`,
          unavailable: true,
        }),
      POSTGRES_DELIVERY_DEADLINE_MS,
    );
  });
  const insert = postgresMessageStore(databaseUrl)
    .insert(message, new Date(), key)
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

/**
 * Delivers the message. With an idempotency `key`, our own stores keep it once: a message
 * already stored under that key counts as delivered and nothing more is stored. The backend gets
 * the key as an `Idempotency-Key` header; whether a retry is stored once there is its own affair.
 */
export async function deliverMessage(
  message: ContactMessage,
  target: DeliveryTarget,
  key?: string,
): Promise<DeliveryResult> {
  switch (target.kind) {
    case "backend":
      return forwardToBackend(
        message,
        target.backendUrl,
        target.timeoutMs ?? CONTACT_TIMEOUT_MS,
        key,
      );
    case "postgres":
      return storeInPostgres(message, target.databaseUrl, key);
    case "sqlite":
      return storeInSqlite(message, target.dataDir, key);
    case "unkeepable":
      return { delivered: false, reason: target.problem, unavailable: true };
  }
}
