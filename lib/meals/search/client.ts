// The meal search's door for the browser: the calculator's call to the site's meal API, the
// name limit its text box shows, and the name check the plate applies to names from a link. A
// separate entry so that client bundles (and the service worker, which reads the offline meal
// index) never load the server's answer, the search index or the meal catalog that ./index.ts
// brings with it.
export { fetchMealNames, fetchMealsByName, mealSearchKey } from "./fetch-meals";
export { checkedMealName, MEAL_NAME_MAX_LENGTH } from "./meal-name-limit";
export { bareWordDefaultsByWord } from "./bare-words";
export { OFFLINE_INDEX_URL, offlineMealByPage, type OfflineMealIndex } from "./offline-index";
