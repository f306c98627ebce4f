// The browser side of the contact form's exchange with /api/contact. Success means exactly a
// 2xx answer whose JSON has `success: true`; anything else (success false, another answer, an
// error status, no network) is a failure, and the form keeps the visitor's text. `offline`
// says the request never got an answer (no network), so the message may be kept and retried
// under the same idempotency key.
import type { FieldError } from "@/lib/http/api-error";
import type { ContactMessage } from "./contact-schema";

const CONTACT_ENDPOINT = "/api/contact";

export type SendResult =
  { ok: true } | { ok: false; fieldErrors: FieldError[]; offline?: true; status?: number };

function fieldErrorsOf(answer: unknown): FieldError[] {
  const errors = (answer as { errors?: unknown } | null)?.errors;
  if (!Array.isArray(errors)) return [];
  return errors.filter(
    (e): e is FieldError => typeof e?.field === "string" && typeof e?.message === "string",
  );
}

export async function sendContactMessage(
  message: ContactMessage,
  honeypot: string,
  key?: string,
  endpoint: string = CONTACT_ENDPOINT,
): Promise<SendResult> {
  let response: Response;
  try {
    response = await fetch(endpoint, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify({
        data: {
          name: message.name,
          email: message.email ?? "",
          phone: message.phone,
          message: message.message,
        },
        website: honeypot,
        ...(key ? { key } : {}),
      }),
    });
  } catch {
    return { ok: false, fieldErrors: [], offline: true };
  }
  const answer: unknown = await response.json().catch(() => null);
  if (response.ok && (answer as { success?: unknown } | null)?.success === true) {
    return { ok: true };
  }
  const fieldErrors = response.status === 400 ? fieldErrorsOf(answer) : [];
  return { ok: false, fieldErrors, status: response.status };
}
