import { bareWordDefaults } from "@/content/meals/bare-word-defaults";
import { normalizeArabic } from "../normalize-arabic";

// The bare-word defaults of content/meals/bare-word-defaults.ts keyed by their normalised words,
// for the meal search and the meal-text parser alike (small, so the browser's parser carries it
// without the search).

/** Normalised bare words → the name of the meal they mean. */
export function bareWordDefaultMap(
  list: readonly { words: readonly string[]; meal: string }[],
): Map<string, string> {
  return new Map(list.flatMap(({ words, meal }) => words.map((w) => [normalizeArabic(w), meal])));
}

/** The site's own list, keyed. */
export const bareWordDefaultsByWord: ReadonlyMap<string, string> =
  bareWordDefaultMap(bareWordDefaults);
