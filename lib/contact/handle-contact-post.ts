import "server-only";
import { apiError } from "@/lib/http/api-error";
import { jsonRoute } from "@/lib/http/json-route";
import { readJsonBody } from "@/lib/http/read-json-body";
import { MAX_MESSAGE_BYTES, receiveMessage } from "./receive-message";

// POST /api/contact, for API clients and the form once its JavaScript runs: the message is
// received by ./receive-message.ts, and its outcome answered as JSON, `{ success: true }` or
// the site's JSON error (lib/http/api-error.ts). Nothing a client sends can produce a 500.

const noStore = { "cache-control": "no-store" };

export const handleContactPost = jsonRoute("contact", async (request: Request) => {
  const outcome = await receiveMessage(request, () => readJsonBody(request, MAX_MESSAGE_BYTES));
  if (outcome.ok) return Response.json({ success: true }, { headers: noStore });
  const { code, errors, retryAfterSeconds } = outcome;
  const headers = retryAfterSeconds ? { "Retry-After": `${retryAfterSeconds}` } : undefined;
  return apiError(code, { errors, headers });
});
