import type { Meal } from "../types";
import { bareWordDefaultsByWord } from "./bare-words";
import { createMealSearch, type MealSearchIndex } from "./meal-search";
import {
  decodeOfflineMealIndex,
  OFFLINE_INDEX_URL,
  type OfflineMeal,
  type OfflineMealIndex,
} from "./offline-index";

// The calculator's meal search when the network fails: the same Arabic-aware search the meal
// API runs, over the meal index the service worker keeps on the device. Loaded only then, so
// neither the index nor MiniSearch is part of any page's load while the network answers.

let search: Promise<MealSearchIndex<OfflineMeal>> | undefined;

async function loadSearch(): Promise<MealSearchIndex<OfflineMeal>> {
  const response = await fetch(OFFLINE_INDEX_URL, { headers: { accept: "application/json" } });
  if (!response.ok) throw new Error(`The meal index answered HTTP ${response.status}`);
  const index = (await response.json()) as OfflineMealIndex;
  return createMealSearch(decodeOfflineMealIndex(index), { defaults: bareWordDefaultsByWord });
}

/** The public shape: the meal API never sends aliases. */
function withoutAliases(meal: OfflineMeal): Meal {
  const copy: Partial<OfflineMeal> = { ...meal };
  delete copy.aliases;
  return copy as Meal;
}

/** Meals matching `text` from the index on this device; rejects when the index is not there. */
export async function searchOfflineMeals(text: string): Promise<Meal[]> {
  search ??= loadSearch().catch((error: unknown) => {
    search = undefined;
    throw error;
  });
  return (await search).search(text).map(withoutAliases);
}
