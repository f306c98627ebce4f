import "server-only";
import { RateLimiterRes } from "rate-limiter-flexible";
import { getConfig } from "@/lib/config/env";
import { contactRequestSchema, toFieldErrors, type ContactFieldError } from "./contact-schema";
import { deliverMessage } from "./deliver-message";
import {
  configuredDestination,
  MISSING_STORE_ADVICE,
  type DeliveryTarget,
} from "./message-destination";
import { createContactRateLimiter, type ContactRateLimiter } from "./rate-limiter";
import { readJsonBody } from "./read-json-body";
import { clientAddress, isSameSiteRequest } from "./request-origin";

// POST /api/contact, step by step: same-site check, a store that can keep messages, rate
// limit, body (type, size, JSON), honeypot, validation with the form's own schema, delivery. Every outcome is a JSON answer;
// nothing a client sends can produce a 500.

export const MAX_BODY_BYTES = 16 * 1024;

export type ContactAnswer =
  | { success: true }
  | { success: false; error: string; errors?: ContactFieldError[]; detail?: string };

export type ContactPostOptions = {
  siteUrl: string;
  target: DeliveryTarget;
  limiter: ContactRateLimiter;
};

function answer(status: number, body: ContactAnswer, headers: Record<string, string> = {}) {
  return Response.json(body, { status, headers: { "cache-control": "no-store", ...headers } });
}

/** 405 for every method but POST. */
export function methodNotAllowed(): Response {
  return answer(405, { success: false, error: "method_not_allowed" }, { Allow: "POST" });
}

/** The bot trap: a real visitor never sees the `website` field, so any value in it is a bot. */
function isHoneypotFilled(body: unknown): boolean {
  if (typeof body !== "object" || body === null || !("website" in body)) return false;
  const value = (body as { website: unknown }).website;
  return typeof value === "string" ? value.trim() !== "" : value != null && value !== false;
}

async function handle(request: Request, options: ContactPostOptions): Promise<Response> {
  if (!isSameSiteRequest(request, options.siteUrl)) {
    return answer(403, { success: false, error: "cross_site_request" });
  }

  // Refuse rather than accept a message this server would lose (see storage-safety.ts).
  if (options.target.kind === "unkeepable") {
    return answer(503, {
      success: false,
      error: "storage_not_configured",
      detail: `This server cannot keep contact messages: ${options.target.problem}. ${MISSING_STORE_ADVICE}`,
    });
  }

  try {
    await options.limiter.consume(clientAddress(request));
  } catch (rejection) {
    if (!(rejection instanceof RateLimiterRes)) throw rejection;
    const seconds = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
    return answer(429, { success: false, error: "rate_limited" }, { "Retry-After": `${seconds}` });
  }

  const body = await readJsonBody(request, MAX_BODY_BYTES);
  if (!body.ok) return answer(body.status, { success: false, error: body.error });

  // Answer a bot as if it had succeeded, so it has no reason to try again differently.
  if (isHoneypotFilled(body.value)) return answer(200, { success: true });

  const parsed = contactRequestSchema.safeParse(body.value);
  if (!parsed.success) {
    return answer(400, {
      success: false,
      error: "validation_failed",
      errors: toFieldErrors(parsed.error.issues),
    });
  }

  const result = await deliverMessage(parsed.data.data, options.target);
  if (!result.delivered) {
    console.error(`contact: message not delivered (${result.reason})`);
    return result.unavailable
      ? answer(503, { success: false, error: "store_unavailable" })
      : answer(502, { success: false, error: "delivery_failed" });
  }
  return answer(200, { success: true });
}

/** Builds the POST handler; tests pass their own options (timeout, limiter, folder). */
export function createContactPostHandler(getOptions: () => ContactPostOptions) {
  return async function POST(request: Request): Promise<Response> {
    try {
      return await handle(request, getOptions());
    } catch (error) {
      // A bug or a broken dependency: still a JSON answer, and the visitor keeps their text.
      console.error("contact: unexpected failure", error);
      return answer(502, { success: false, error: "delivery_failed" });
    }
  };
}

let productionOptions: ContactPostOptions | undefined;

/** Options from the environment, read on the first request (see lib/config/env.ts). */
export function optionsFromEnvironment(): ContactPostOptions {
  if (!productionOptions) {
    const config = getConfig();
    const target: DeliveryTarget = configuredDestination();
    productionOptions = {
      siteUrl: config.SITE_URL,
      target,
      limiter: createContactRateLimiter({
        points: config.CONTACT_RATE_LIMIT,
        databaseUrl: config.DATABASE_URL,
      }),
    };
  }
  return productionOptions;
}

export const handleContactPost = createContactPostHandler(optionsFromEnvironment);
