import { getConfig } from "@/lib/config/env";
import { jsonRoute } from "@/lib/http/json-route";
import { findMealsByName } from "@/lib/meals/find-meals";
import { mealsResponse } from "@/lib/meals/meals-response";

// GET /api/v1/meals/name/{name}: the product backend's path and JSON shape (see lib/meals).
export const GET = jsonRoute(
  "meals-api",
  async (_request: Request, context: { params: Promise<{ name: string }> }) => {
    const { name } = await context.params;
    const { MEALS_API_URL } = getConfig();
    return mealsResponse(await findMealsByName(name, { mealsApiUrl: MEALS_API_URL }));
  },
);
