import { handleUnmetPost } from "@/lib/daily-counts";
import { jsonRoute, methodNotAllowed } from "@/lib/http/json-route";

// POST /api/v1/meals/unmet {"texts": [...]}: the words of a «ماذا أكلت؟» sentence that found no
// food, counted by day (lib/daily-counts). 204, nothing else.
export const dynamic = "force-dynamic";

export const POST = jsonRoute("meals-unmet", handleUnmetPost);

export const GET = methodNotAllowed("POST");
