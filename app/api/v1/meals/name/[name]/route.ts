import { getConfig } from "@/lib/config/env";
import { answerMealsByName } from "@/lib/meals-api/meal-answer";
import { unexpectedErrorResponse } from "@/lib/meals-api/meals-response";

// GET /api/v1/meals/name/{name}: the product backend's path and JSON shape (see lib/meals-api).
export async function GET(_request: Request, context: { params: Promise<{ name: string }> }) {
  try {
    const { name } = await context.params;
    return await answerMealsByName(name, { mealsApiUrl: getConfig().MEALS_API_URL });
  } catch (error) {
    return unexpectedErrorResponse(error);
  }
}
