// Sends the messages kept on this device while it had no connection
// (lib/device-storage/contact-outbox.ts), on a page load and when the connection returns.
// Each goes with its idempotency key, so one already stored (its answer lost on the way, or
// sent by another tab meanwhile) is answered with success and not stored again.
import type { FieldError } from "@/lib/http/api-error";
import { forgetMessage, readOutbox, type KeptMessage } from "@/lib/device-storage/contact-outbox";
import { sendContactMessage } from "./send-contact-message";

/** Answers a retry can never change: the message itself is refused (4xx but 429). */
const isFinalRefusal = (status: number | undefined) =>
  status !== undefined && status >= 400 && status < 500 && status !== 429;

/** A kept message the server refused for good, with what it said of each field. */
export interface RefusedMessage {
  entry: KeptMessage;
  fieldErrors: FieldError[];
}

export interface KeptMessagesResult {
  /** The keys of the messages delivered (and gone from the device). */
  delivered: string[];
  /**
   * Messages the server refused for good. They stay on the device until the form has given
   * them back to the visitor to correct (`forgetMessage`): a message written offline may have
   * been kept before the browser could check it, and it must not vanish unseen.
   */
  refused: RefusedMessage[];
}

let sending: Promise<KeptMessagesResult> | undefined;

/**
 * Sends every kept message, oldest first. Stops at the first one without an answer (still
 * offline); keeps those the server could not take now (429, 5xx) for the next time, and
 * reports those it refuses for good. One run at a time per page.
 */
export function sendKeptMessages(): Promise<KeptMessagesResult> {
  sending ??= (async () => {
    const result: KeptMessagesResult = { delivered: [], refused: [] };
    try {
      for (const entry of readOutbox()) {
        const answer = await sendContactMessage(entry.message, entry.honeypot, entry.key);
        if (answer.ok) {
          forgetMessage(entry.key);
          result.delivered.push(entry.key);
        } else if (answer.offline) {
          break;
        } else if (isFinalRefusal(answer.status)) {
          result.refused.push({ entry, fieldErrors: answer.fieldErrors });
        }
      }
    } finally {
      sending = undefined;
    }
    return result;
  })();
  return sending;
}
