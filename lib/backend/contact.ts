import "server-only";
import type { ContactMessage } from "@/lib/contact/contact-schema";
import { fetchUpstream, parseJson, upstreamUrl } from "./upstream-fetch";

// The product backend's contact endpoint: POST {BACKEND_URL}/contactUs. Delivered only on a
// 2xx answer whose JSON says `success: true`; the caller learns nothing more, so no detail of
// the backend can leak into the visitor's answer.

export const CONTACT_TIMEOUT_MS = 5_000;
/** The backend answers `{ success }`; a few kilobytes is already far more than that. */
const MAX_CONTACT_ANSWER_BYTES = 64 * 1024;

export type ForwardResult = { delivered: true } | { delivered: false; reason: string };

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

/**
 * Forwards the message. Its idempotency `key`, when the browser made one, goes along as the
 * `Idempotency-Key` header (the IETF draft's name), so a backend that honours it stores a
 * retried message once; one that does not simply ignores the header.
 */
export async function forwardToBackend(
  message: ContactMessage,
  backendUrl: string,
  timeoutMs = CONTACT_TIMEOUT_MS,
  key?: string,
): Promise<ForwardResult> {
  const answer = await fetchUpstream(upstreamUrl(backendUrl, "/contactUs"), {
    method: "POST",
    json: backendPayload(message),
    headers: key === undefined ? undefined : { "idempotency-key": key },
    timeoutMs,
    maxBytes: MAX_CONTACT_ANSWER_BYTES,
  });
  if (!answer.ok) {
    const reason =
      answer.reason === "timeout"
        ? `backend timeout after ${timeoutMs} ms`
        : answer.reason === "network"
          ? "backend unreachable"
          : `backend ${answer.reason}`;
    return { delivered: false, reason };
  }
  if (answer.status < 200 || answer.status > 299) {
    return { delivered: false, reason: `backend status ${answer.status}` };
  }
  const success = (parseJson(answer.text) as { success?: unknown } | null | undefined)?.success;
  return success === true
    ? { delivered: true }
    : { delivered: false, reason: "backend did not answer success: true" };
}

/**
 * Whether the backend answers at all, for GET /api/health: any HTTP answer below 500 to a GET
 * of its base URL (it has no health endpoint of its own).
 */
export async function backendAnswers(backendUrl: string, timeoutMs: number): Promise<boolean> {
  const answer = await fetchUpstream(upstreamUrl(backendUrl, "/"), {
    method: "GET",
    timeoutMs,
    maxBytes: MAX_CONTACT_ANSWER_BYTES,
  });
  // A redirect or a large page is still an answer from a running server.
  if (!answer.ok) return answer.reason === "redirect" || answer.reason === "too-large";
  return answer.status < 500;
}
