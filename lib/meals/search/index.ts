import "server-only";

// The meal search: the meal API's answer to a name (embedded database or the product's
// backend, decided once; a cache of serialized answers; the HTTP response), and the
// Arabic-aware search index under the embedded answer. The server's one way in.
//
// Two smaller doors, because what imports them must stay light:
// - ./client.ts for the browser: the calculator's fetch and the name limit, without the
//   server code, the search index or the meal catalog this entry loads;
// - ./name-segment-guard.ts for the proxy (proxy.ts), which runs before meal requests and
//   must not load the search either.
export { answerMealsByName } from "./meal-answer";
export { findMealsByName } from "./find-meals";
export { CACHE_CONTROL, mealsResponse } from "./meals-response";
export { createMealSearch, type SearchableMeal } from "./meal-search";

export { embeddedPublicMeal, offlineMealIndex, searchEmbeddedMeals } from "./embedded-meals";
export { bareWordDefaultsByWord } from "./bare-words";
