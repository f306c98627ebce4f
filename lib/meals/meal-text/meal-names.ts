// What the calculator loads on the first use of «ماذا أكلت؟»: every meal of the embedded
// database with only what the parser and its lines need (names to find, servings to weigh,
// energy to show), served by GET /api/v1/meals/names. Checked here, in the browser, so a
// malformed entry is dropped instead of breaking the field.

import type { Serving } from "../types";

export interface MealNameEntry {
  name: string;
  aliases: string[];
  /** kcal per 100 g. */
  calories: number;
  servings: Serving[];
  /** Added sugar, g per 100 g, for the drinks whose sugar a sentence can say (drink-sugar.ts). */
  addedSugars?: number;
  /** A dish of our recipes: what it is made with is inside it («شكشوكة بالبيض»). */
  dish?: true;
}

const KINDS = new Set<Serving["kind"]>(["usda", "recipe", "estimate"]);

function isServing(value: unknown): value is Serving {
  if (typeof value !== "object" || value === null) return false;
  const s = value as Record<string, unknown>;
  return (
    typeof s.label === "string" &&
    s.label.trim() !== "" &&
    typeof s.grams === "number" &&
    Number.isFinite(s.grams) &&
    s.grams > 0 &&
    KINDS.has(s.kind as Serving["kind"]) &&
    typeof s.basis === "string"
  );
}

function isEntry(value: unknown): value is MealNameEntry {
  if (typeof value !== "object" || value === null) return false;
  const m = value as Record<string, unknown>;
  return (
    typeof m.name === "string" &&
    m.name.trim() !== "" &&
    Array.isArray(m.aliases) &&
    m.aliases.every((a) => typeof a === "string") &&
    typeof m.calories === "number" &&
    Number.isFinite(m.calories) &&
    m.calories >= 0 &&
    Array.isArray(m.servings) &&
    m.servings.every(isServing) &&
    (m.dish === undefined || m.dish === true) &&
    (m.addedSugars === undefined ||
      (typeof m.addedSugars === "number" && m.addedSugars >= 0 && m.addedSugars <= 100))
  );
}

/** The well-formed entries of an answer; throws when it is not a list at all. */
export function parseMealNames(body: unknown): MealNameEntry[] {
  if (!Array.isArray(body)) throw new Error("The meal names answer is not a list");
  return body.filter(isEntry);
}
