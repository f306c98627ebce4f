import "server-only";
import { RateLimiterRes } from "rate-limiter-flexible";
import { getConfig } from "@/lib/config/env";
import type { ApiErrorCode, FieldError } from "@/lib/http/api-error";
import type { JsonBodyResult } from "@/lib/http/read-json-body";
import { clientAddress, isSameSiteRequest, type RequestHead } from "@/lib/http/request-origin";
import type * as z from "zod/mini";
import { contactRequestSchema, toFieldErrors, type ContactMessage } from "./contact-schema";
import { deliverMessage } from "./deliver-message";
import { configuredDestination, type DeliveryTarget } from "./message-destination";
import { createContactRateLimiter, type ContactRateLimiter } from "./rate-limiter";

// Receiving one contact message, step by step: same-site check, a store that can keep
// messages, rate limit, body, honeypot, validation with the form's own schema, delivery. Its
// two doors call this one function: POST /api/contact (JSON, ./handle-contact-post.ts) and the
// form's Server Action (a form posted with or without JavaScript, ./contact-form-action.ts).
// Each turns the outcome into its own answer.

/** The most a message's body may weigh, JSON or form fields alike. */
export const MAX_MESSAGE_BYTES = 16 * 1024;

export type ReceiveOutcome =
  | { ok: true }
  | { ok: false; code: ApiErrorCode; errors?: FieldError[]; retryAfterSeconds?: number };

export type ReceiveOptions = {
  siteUrl: string;
  target: DeliveryTarget;
  limiter: ContactRateLimiter;
};

/**
 * What a posted body is read with: the contact form's schema, or another form's that takes the
 * same path (an account-deletion request, ./deletion-request.ts), giving a message to deliver.
 */
export type MessageRequestSchema = z.ZodMiniType<{ data: ContactMessage; key?: string }>;

/** The bot trap: a real visitor never sees the `website` field, so any value in it is a bot. */
function isHoneypotFilled(body: unknown): boolean {
  if (typeof body !== "object" || body === null || !("website" in body)) return false;
  const value = (body as { website: unknown }).website;
  return typeof value === "string" ? value.trim() !== "" : value != null && value !== false;
}

/**
 * Receives the message `readBody` yields (`{ data: {...}, website }`), read only once the
 * request has passed the checks that cost nothing. A filled honeypot is answered as a
 * success, so a bot has no reason to try again differently, and nothing is stored.
 */
export async function receiveMessage(
  request: RequestHead,
  readBody: () => Promise<JsonBodyResult>,
  options: ReceiveOptions = optionsFromEnvironment(),
  schema: MessageRequestSchema = contactRequestSchema,
): Promise<ReceiveOutcome> {
  if (!isSameSiteRequest(request, options.siteUrl))
    return { ok: false, code: "cross_site_request" };

  // Refuse rather than accept a message this server would lose (lib/contact/storage-safety.ts).
  if (options.target.kind === "unkeepable") return { ok: false, code: "storage_not_configured" };

  try {
    await options.limiter.consume(clientAddress(request));
  } catch (rejection) {
    if (!(rejection instanceof RateLimiterRes)) throw rejection;
    const retryAfterSeconds = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
    return { ok: false, code: "rate_limited", retryAfterSeconds };
  }

  const body = await readBody();
  if (!body.ok) return { ok: false, code: body.code };

  if (isHoneypotFilled(body.value)) return { ok: true };

  const parsed = schema.safeParse(body.value);
  if (!parsed.success) {
    return { ok: false, code: "validation_failed", errors: toFieldErrors(parsed.error.issues) };
  }

  const result = await deliverMessage(parsed.data.data, options.target, parsed.data.key);
  if (!result.delivered) {
    console.error(`contact: message not delivered (${result.reason})`);
    return { ok: false, code: result.unavailable ? "store_unavailable" : "delivery_failed" };
  }
  return { ok: true };
}

let productionOptions: ReceiveOptions | undefined;

/** Options from the environment, read on the first message (see lib/config/env.ts). */
function optionsFromEnvironment(): ReceiveOptions {
  if (!productionOptions) {
    const config = getConfig();
    productionOptions = {
      siteUrl: config.SITE_URL,
      target: configuredDestination(),
      limiter: createContactRateLimiter({
        points: config.CONTACT_RATE_LIMIT,
        databaseUrl: config.DATABASE_URL,
      }),
    };
  }
  return productionOptions;
}
