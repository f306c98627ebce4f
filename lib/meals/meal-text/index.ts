import "server-only";

// «ماذا أكلت؟» on the server: POST /api/v1/meals/parse and the list of names the browser's
// parser loads. The parser itself (./parse-meal-text.ts) is pure and is the browser's door,
// with the text limit (./meal-text-limit.ts) that the field shows before it loads.
export { embeddedMealTextParser, handleMealTextPost, mealTextNames } from "./answer";
