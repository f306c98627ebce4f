// Recall and precision of the meal-text parser over the labelled set: an item counts as right
// when its meal is the one meant and its grams are within 2 % of the grams meant (or both are
// "no weight"). Each expected item is matched at most once. Shared by the jest test that holds
// the target and by `npm run bench:parse`.

import type { LabelledPhrase } from "./labelled-phrases";

const GRAMS_TOLERANCE = 0.02;
export const ACCURACY_TARGET = 0.97;

export interface FoundItem {
  meal: string;
  grams: number | null;
}

export interface MealTextScore {
  phrases: number;
  expected: number;
  found: number;
  correct: number;
  recall: number;
  precision: number;
  /** One line per phrase whose items were not all right. */
  misses: string[];
}

function same(found: FoundItem, meant: FoundItem): boolean {
  if (found.meal !== meant.meal) return false;
  if (found.grams === null || meant.grams === null) return found.grams === meant.grams;
  return Math.abs(found.grams - meant.grams) <= GRAMS_TOLERANCE * meant.grams;
}

export function scoreMealText(
  phrases: readonly LabelledPhrase[],
  parse: (text: string) => FoundItem[],
): MealTextScore {
  let expected = 0;
  let found = 0;
  let correct = 0;
  const misses: string[] = [];
  for (const phrase of phrases) {
    const items = parse(phrase.text);
    const open = [...phrase.items];
    let right = 0;
    for (const item of items) {
      const at = open.findIndex((meant) => same(item, meant));
      if (at >= 0) {
        open.splice(at, 1);
        right += 1;
      }
    }
    expected += phrase.items.length;
    found += items.length;
    correct += right;
    if (right !== phrase.items.length || right !== items.length) {
      const show = (list: readonly FoundItem[]) =>
        list.map((i) => `${i.meal} ${i.grams === null ? "?" : Math.round(i.grams)}`).join(" + ");
      misses.push(`«${phrase.text}»: ${show(items)} (meant ${show(phrase.items)})`);
    }
  }
  return {
    phrases: phrases.length,
    expected,
    found,
    correct,
    recall: expected ? correct / expected : 1,
    precision: found ? correct / found : 1,
    misses,
  };
}
