// The meal catalog: the embedded meal database (content/meals) turned into meals, with their
// per-100 g values computed from the committed USDA subset, their servings, and how each meal's
// numbers were built. The one way in for the rest of the site (the search, the meal pages).
// The data build (scripts/usda), which writes the JSON this catalog reads, imports the rules it
// shares with the catalog (servings, USDA ids and columns) from their own files instead.
export { getMealByName, getMealCatalog } from "./catalog";
export { getMealBuild, type MealBuild, type UsdaRowRef } from "./meal-ingredients";
