import { jsonRoute, methodNotAllowed } from "@/lib/http/json-route";
import { handleMealTextPost } from "@/lib/meals/meal-text";

// POST /api/v1/meals/parse {"text": "..."}: the meals of a sentence, with grams
// (lib/meals/meal-text/answer.ts). Always the embedded database, also with MEALS_API_URL.
export const dynamic = "force-dynamic";

export const POST = jsonRoute("meals-parse", handleMealTextPost);

export const GET = methodNotAllowed("POST");
export const PUT = GET;
export const PATCH = GET;
export const DELETE = GET;
export const OPTIONS = GET;
