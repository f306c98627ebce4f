import { sweetenedDrinks } from "@/content/meals/drink-sugar-words";
import "server-only";
import { countUnmet } from "@/lib/daily-counts";
import { formatNumber } from "@/lib/format/number";
import { apiError } from "@/lib/http/api-error";
import { readJsonBody } from "@/lib/http/read-json-body";
import { getMealCatalog } from "../catalog";
import { bareWordDefaultsByWord, embeddedPublicMeal } from "../search";
import {
  createMealTextParser,
  MEAL_TEXT_MAX_LENGTH,
  type AmountReading,
  type MealNameEntry,
  type MealTextParser,
} from "./parse-meal-text";
import type { CatalogMeal, Meal } from "../types";

// POST /api/v1/meals/parse: a meal written as a sentence, read by the calculator's own parser
// (lib/meals/meal-text) over the embedded meal database, in every mode: with MEALS_API_URL set
// the meal pages are the embedded database's too, and the parser needs every name at once,
// which the backend's search by name cannot give. Bad input is the house's 4xx JSON error.

/** 500 characters of text as JSON, each escaped as \uXXXX at worst, and the braces. */
const MAX_BODY_BYTES = 8 * 1024;

interface MealTextAnswerItem {
  text: string;
  meal: Meal;
  grams: number | null;
  count: number | null;
  /** The unit said (lib/meals/meal-text: "plate", "glass", "gram"…), or "serving" for none. */
  unit: string;
  /** How the amount was understood: its words, grams, and where the grams come from. */
  reading: AmountReading;
}

interface MealTextAnswer {
  items: MealTextAnswerItem[];
  unmatched: string[];
  /** Foods said not eaten, as typed: understood and not counted. */
  notEaten: string[];
  /** Water and its amount, as typed: understood, no energy, not counted. */
  water: string[];
}

let parser: MealTextParser<CatalogMeal> | undefined;

/** The parser over the embedded database, with its bare-word defaults; built once. */
export function embeddedMealTextParser(): MealTextParser<CatalogMeal> {
  parser ??= createMealTextParser(getMealCatalog(), { defaults: bareWordDefaultsByWord });
  return parser;
}

function answerMealText(text: string): MealTextAnswer {
  const { items, unmatched, notEaten, water } = embeddedMealTextParser().parse(text);
  return {
    items: items.map((item) => ({
      text: item.text,
      meal: embeddedPublicMeal(item.meal),
      grams: item.weighing.grams,
      count: item.amount.count,
      unit: item.amount.unit ?? "serving",
      reading: item.reading,
    })),
    unmatched,
    notEaten,
    water,
  };
}

/**
 * GET /api/v1/meals/names: what the calculator's parser needs of every meal. A serving's basis
 * is sent only for estimates, the one kind whose line quotes it (a USDA or recipe serving's
 * line says so in its own words): a third less to load.
 */
export function mealTextNames(): MealNameEntry[] {
  return getMealCatalog().map((meal) => ({
    name: meal.name,
    aliases: [...meal.aliases],
    calories: meal.calories,
    servings: (meal.servings ?? []).map((s) => (s.kind === "estimate" ? s : { ...s, basis: "" })),
    // Only the sweetened drinks need it, and only to take their sugar out of a glass.
    ...(meal.name in sweetenedDrinks && meal.addedSugars ? { addedSugars: meal.addedSugars } : {}),
    ...(meal.source?.kind === "recipe" ? { dish: true as const } : {}),
  }));
}

function textOf(body: unknown): unknown {
  return typeof body === "object" && body !== null && !Array.isArray(body) && "text" in body
    ? (body as { text: unknown }).text
    : undefined;
}

export async function handleMealTextPost(request: Request): Promise<Response> {
  const body = await readJsonBody(request, MAX_BODY_BYTES);
  if (!body.ok) return apiError(body.code);
  const text = textOf(body.value);
  if (typeof text !== "string") return apiError("meal_text_invalid");
  // Counted in characters as the visitor sees them, not UTF-16 units.
  if ([...text].length > MEAL_TEXT_MAX_LENGTH) {
    return apiError("meal_text_too_long", {
      values: { max: formatNumber(MEAL_TEXT_MAX_LENGTH, 0) },
    });
  }
  const answer = answerMealText(text);
  countUnmet(request, answer.unmatched);
  return Response.json(answer, { headers: { "Cache-Control": "no-store" } });
}
