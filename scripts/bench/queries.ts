import { splitTerms } from "@/lib/meals/normalize-arabic";
import type { SearchableMeal } from "@/lib/meals/search";

// Benchmark queries generated from the catalog, the way visitors type: whole names, aliases,
// names with the article, partial words (the debounced text while typing), names with one
// typo (a letter dropped or doubled in one word) and diacritics. Deterministic, so two runs
// search the same queries.

const TASHKEEL = ["\u064E", "\u064F", "\u0650", "\u0651", "\u0652"];

function typo(word: string, seed: number): string {
  if (word.length < 4) return word;
  const at = 1 + (seed % (word.length - 2));
  // Alternate between dropping a letter and doubling one.
  return seed % 2
    ? word.slice(0, at) + word.slice(at + 1)
    : word.slice(0, at) + word[at] + word.slice(at);
}

function withTashkeel(text: string): string {
  return [...text]
    .map((c, i) => c + (c !== " " ? (TASHKEEL[i % TASHKEEL.length] ?? "") : ""))
    .join("");
}

export function benchQueries(meals: readonly SearchableMeal[], count: number): string[] {
  const pool: string[] = [];
  meals.forEach((meal, i) => {
    const words = meal.name.split(" ");
    pool.push(meal.name, `ال${meal.name}`, withTashkeel(meal.name));
    for (const alias of meal.aliases ?? []) pool.push(alias);
    const first = splitTerms(meal.name)[0] ?? meal.name;
    for (let len = 2; len < first.length; len++) pool.push(first.slice(0, len));
    const longest = words.reduce((a, w, j) => (w.length > (words[a]?.length ?? 0) ? j : a), 0);
    pool.push(words.map((w, j) => (j === longest ? typo(w, i) : w)).join(" "));
  });
  if (!pool.length) return [];
  return Array.from({ length: count }, (_, i) => pool[i % pool.length] as string);
}
