import { configuredDestination } from "@/lib/contact/message-destination";
import { checkHealth } from "@/lib/health-check";

// GET /api/health: 200 { status: "ok", store } when the store of contact messages answers,
// 503 otherwise. Never cached: each call asks the store again.
export const dynamic = "force-dynamic";

export async function GET(): Promise<Response> {
  const health = await checkHealth(configuredDestination());
  return Response.json(health, {
    status: health.status === "ok" ? 200 : 503,
    headers: { "cache-control": "no-store" },
  });
}
