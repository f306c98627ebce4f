import type { Meal, NutrientAmount } from "@/lib/meals/types";

// The calculator's one call: the site's own meal API. The answer is checked before use, so a
// malformed meal from an upstream backend is dropped instead of showing NaN to a visitor.

export const MAX_MEAL_NAME_LENGTH = 100;

export function mealSearchKey(text: string) {
  return ["meals", "name", text] as const;
}

const isFiniteNumber = (v: unknown): v is number => typeof v === "number" && Number.isFinite(v);

function isNutrient(v: unknown): v is NutrientAmount {
  const n = v as NutrientAmount;
  return (
    typeof n === "object" &&
    n !== null &&
    typeof n.name === "string" &&
    isFiniteNumber(n.amount) &&
    typeof n.unitOfMeasure === "string"
  );
}

function isMeal(v: unknown): v is Meal {
  const m = v as Meal;
  return (
    typeof m === "object" &&
    m !== null &&
    typeof m.name === "string" &&
    m.name.trim() !== "" &&
    isFiniteNumber(m.calories) &&
    isFiniteNumber(m.protein) &&
    isFiniteNumber(m.fat) &&
    isFiniteNumber(m.carbohydrates) &&
    Array.isArray(m.minerals) &&
    m.minerals.every(isNutrient) &&
    Array.isArray(m.vitamins) &&
    m.vitamins.every(isNutrient)
  );
}

export async function fetchMealsByName(text: string, signal?: AbortSignal): Promise<Meal[]> {
  const response = await fetch(`/api/v1/meals/name/${encodeURIComponent(text)}`, {
    signal,
    headers: { accept: "application/json" },
  });
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const detail =
      typeof body === "object" && body !== null && "error" in body ? `: ${String(body.error)}` : "";
    throw new Error(`Meal search failed with HTTP ${response.status}${detail}`);
  }
  if (!Array.isArray(body)) throw new Error("Meal search answered something other than a list");
  return body.filter(isMeal);
}
