// The meal pages (/calculator/<slug>): the list of pages derived from the embedded meal
// database, and everything one page shows. The one way in for the routes, the components, the
// sitemap's page list and the search (which links each embedded meal to its page).
export { MEAL_PAGES_BASE, mealPageByName, mealPages, mealPagesByGroup } from "./meal-page-list";
export { getMealPageData, type MealPageData } from "./meal-page-data";
