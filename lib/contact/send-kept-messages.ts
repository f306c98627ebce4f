// Sends the messages kept on this device while it had no connection
// (lib/device-storage/contact-outbox.ts), on a page load and when the connection returns.
// Each goes with its idempotency key, so one already stored (its answer lost on the way, or
// sent by another tab meanwhile) is answered with success and not stored again.
import { forgetMessage, readOutbox } from "@/lib/device-storage/contact-outbox";
import { sendContactMessage } from "./send-contact-message";

/** Answers a retry can never change: the message itself is refused (4xx but 429). */
const isFinalRefusal = (status: number | undefined) =>
  status !== undefined && status >= 400 && status < 500 && status !== 429;

let sending: Promise<string[]> | undefined;

/**
 * Sends every kept message, oldest first, and resolves with the keys delivered. Stops at the
 * first one without an answer (still offline); keeps those the server could not take now
 * (429, 5xx) and drops those it refuses for good. One run at a time per page.
 */
export function sendKeptMessages(): Promise<string[]> {
  sending ??= (async () => {
    const delivered: string[] = [];
    try {
      for (const entry of readOutbox()) {
        const result = await sendContactMessage(entry.message, entry.honeypot, entry.key);
        if (result.ok) {
          forgetMessage(entry.key);
          delivered.push(entry.key);
        } else if (result.offline) {
          break;
        } else if (isFinalRefusal(result.status)) {
          forgetMessage(entry.key);
        }
      }
    } finally {
      sending = undefined;
    }
    return delivered;
  })();
  return sending;
}
