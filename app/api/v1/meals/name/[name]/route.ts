import { getConfig } from "@/lib/config/env";
import { findMealsByName } from "@/lib/meals-api/find-meals-by-name";
import { mealsResponse, unexpectedErrorResponse } from "@/lib/meals-api/meals-response";

// GET /api/v1/meals/name/{name}: the product backend's path and JSON shape (see lib/meals-api).
export async function GET(_request: Request, context: { params: Promise<{ name: string }> }) {
  try {
    const { name } = await context.params;
    const { MEALS_API_URL } = getConfig();
    return mealsResponse(await findMealsByName(name, { mealsApiUrl: MEALS_API_URL }));
  } catch (error) {
    return unexpectedErrorResponse(error);
  }
}
