import { getConfig } from "@/lib/config/env";
import { countUnmet } from "@/lib/daily-counts";
import { jsonRoute } from "@/lib/http/json-route";
import { answerMealsByName } from "@/lib/meals/search";

// GET /api/v1/meals/name/{name}: the product backend's path and JSON shape (see lib/meals).
// A name that finds no meal is counted (lib/daily-counts), after the answer.
export const GET = jsonRoute(
  "meals-api",
  async (request: Request, context: { params: Promise<{ name: string }> }) => {
    const { name } = await context.params;
    return answerMealsByName(name, {
      mealsApiUrl: getConfig().MEALS_API_URL,
      onNoMeal: (text) => countUnmet(request, [text]),
    });
  },
);
