import "server-only";
import { RateLimiterRes } from "rate-limiter-flexible";
import { getConfig } from "@/lib/config/env";
import { apiError } from "@/lib/http/api-error";
import { jsonRoute } from "@/lib/http/json-route";
import { readJsonBody } from "@/lib/http/read-json-body";
import { clientAddress, isSameSiteRequest } from "@/lib/http/request-origin";
import { contactRequestSchema, toFieldErrors } from "./contact-schema";
import { deliverMessage } from "./deliver-message";
import { configuredDestination, type DeliveryTarget } from "./message-destination";
import { createContactRateLimiter, type ContactRateLimiter } from "./rate-limiter";

// POST /api/contact, step by step: same-site check, a store that can keep messages, rate
// limit, body (type, size, JSON), honeypot, validation with the form's own schema, delivery. Every outcome is a JSON answer
// (lib/http/api-error.ts); nothing a client sends can produce a 500.

const MAX_BODY_BYTES = 16 * 1024;

type ContactPostOptions = {
  siteUrl: string;
  target: DeliveryTarget;
  limiter: ContactRateLimiter;
};

const noStore = { "cache-control": "no-store" };
const success = () => Response.json({ success: true }, { headers: noStore });

/** The bot trap: a real visitor never sees the `website` field, so any value in it is a bot. */
function isHoneypotFilled(body: unknown): boolean {
  if (typeof body !== "object" || body === null || !("website" in body)) return false;
  const value = (body as { website: unknown }).website;
  return typeof value === "string" ? value.trim() !== "" : value != null && value !== false;
}

async function handle(request: Request, options: ContactPostOptions): Promise<Response> {
  if (!isSameSiteRequest(request, options.siteUrl)) return apiError("cross_site_request");

  // Refuse rather than accept a message this server would lose (lib/contact/storage-safety.ts).
  if (options.target.kind === "unkeepable") return apiError("storage_not_configured");

  try {
    await options.limiter.consume(clientAddress(request));
  } catch (rejection) {
    if (!(rejection instanceof RateLimiterRes)) throw rejection;
    const seconds = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
    return apiError("rate_limited", { headers: { "Retry-After": `${seconds}` } });
  }

  const body = await readJsonBody(request, MAX_BODY_BYTES);
  if (!body.ok) return apiError(body.code);

  // Answer a bot as if it had succeeded, so it has no reason to try again differently.
  if (isHoneypotFilled(body.value)) return success();

  const parsed = contactRequestSchema.safeParse(body.value);
  if (!parsed.success) {
    return apiError("validation_failed", { errors: toFieldErrors(parsed.error.issues) });
  }

  const result = await deliverMessage(parsed.data.data, options.target);
  if (!result.delivered) {
    console.error(`contact: message not delivered (${result.reason})`);
    return result.unavailable ? apiError("store_unavailable") : apiError("delivery_failed");
  }
  return success();
}

let productionOptions: ContactPostOptions | undefined;

/** Options from the environment, read on the first request (see lib/config/env.ts). */
function optionsFromEnvironment(): ContactPostOptions {
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

export const handleContactPost = jsonRoute("contact", (request: Request) =>
  handle(request, optionsFromEnvironment()),
);
