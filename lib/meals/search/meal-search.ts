import MiniSearch, { type SearchResult } from "minisearch";
import { normalizeArabic, splitTerms, termVariants } from "../normalize-arabic";

// Meal search over names and aliases: MiniSearch with the Arabic normaliser as its term
// processor (the same for indexing and querying), prefix matching and one typo. MiniSearch's
// own score mixes the three kinds of match, so results are re-ranked by match tier first:
//   0  the whole query is a meal's name or one of its aliases (precomputed map, O(1))
//   1  every query word is a word of the meal, exactly
//   2  every query word is a word of the meal or the start of one
//   3  at least one query word matched only with a typo, or did not match at all
// and by MiniSearch's score within a tier. The index is built once per meal list. Above them
// all, a bare everyday word («حليب», «بيض») puts the plain form it means first
// (content/meals/bare-word-defaults.ts), whether or not that meal's words match it.
//
// Prefix matching is for the last word of the query, the one the visitor may still be typing.
// Typo tolerance is for words the database does not know: a query word that is itself a word
// of some name or alias is taken as typed and gets no fuzzy matching (it would only add
// one-letter neighbours below the exact hits, and fuzzy matching is the costly part of a
// query). Unknown words of three letters or more match with one typo (edit distance 1).

export interface SearchableMeal {
  name: string;
  aliases?: readonly string[];
}

export interface MealSearchOptions {
  /** Normalised bare words → the name of the meal they mean (./bare-words.ts). */
  defaults?: ReadonlyMap<string, string>;
}

export interface MealSearchIndex<T extends SearchableMeal> {
  /** Up to `MAX_RESULTS` meals for the query, best first; [] for a blank query. */
  search(query: string): T[];
}

export const MAX_RESULTS = 20;

const TIER_EXACT_NAME = 0;
const TIER_EXACT_WORDS = 1;
const TIER_PREFIX = 2;
const TIER_FUZZY = 3;

/** One typo for words of three letters or more; shorter words would match almost anything. */
const MIN_FUZZY_LENGTH = 3;
const ONE_TYPO = 1;

interface IndexedMeal {
  id: number;
  text: string;
}

/** Queries reach MiniSearch already normalised, so splitting on the single spaces suffices. */
function splitNormalized(text: string): string[] {
  return text.split(" ");
}

function matchTier(result: SearchResult, queryTerms: readonly string[]): number {
  let tier = TIER_EXACT_WORDS;
  for (const queryTerm of queryTerms) {
    const variants = termVariants(queryTerm);
    let best = TIER_FUZZY;
    for (const docTerm of result.terms) {
      if (variants.includes(docTerm)) {
        best = TIER_EXACT_WORDS;
        break;
      }
      if (variants.some((v) => docTerm.startsWith(v))) best = TIER_PREFIX;
    }
    if (best > tier) tier = best;
  }
  return tier;
}

export function createMealSearch<T extends SearchableMeal>(
  meals: readonly T[],
  { defaults }: MealSearchOptions = {},
): MealSearchIndex<T> {
  const idByName = new Map(meals.map((meal, id) => [meal.name, id]));
  const exactMatches = new Map<string, number[]>();
  const vocabulary = new Set<string>();
  const documents: IndexedMeal[] = meals.map((meal, id) => {
    const labels = [meal.name, ...(meal.aliases ?? [])];
    for (const label of labels) {
      const words = splitTerms(label);
      if (!words.length) continue;
      for (const word of words) for (const variant of termVariants(word)) vocabulary.add(variant);
      const key = words.join(" ");
      const ids = exactMatches.get(key) ?? [];
      if (!ids.includes(id)) ids.push(id);
      exactMatches.set(key, ids);
    }
    return { id, text: labels.join(" ") };
  });

  /** The processed query terms that get one-typo matching: those of unknown words. */
  function typoTerms(queryTerms: readonly string[]): Set<string> {
    const terms = new Set<string>();
    for (const word of queryTerms) {
      const variants = termVariants(word);
      if (variants.some((v) => vocabulary.has(v))) continue;
      for (const v of variants) if (v.length >= MIN_FUZZY_LENGTH) terms.add(v);
    }
    return terms;
  }

  const index = new MiniSearch<IndexedMeal>({
    fields: ["text"],
    tokenize: splitTerms,
    processTerm: termVariants,
    searchOptions: {
      tokenize: splitNormalized,
      processTerm: termVariants,
      prefix: true,
      maxFuzzy: ONE_TYPO,
    },
  });
  index.addAll(documents);

  return {
    search(query) {
      const normalized = normalizeArabic(query);
      if (!normalized) return [];
      const queryTerms = normalized.split(" ");
      const exactIds = new Set(exactMatches.get(normalized));
      const fuzzy = typoTerms(queryTerms);
      // Only the last word may be unfinished: earlier words are matched whole (or with a typo).
      const typing = new Set(termVariants(queryTerms[queryTerms.length - 1] ?? ""));

      const ranked = index
        .search(normalized, {
          prefix: (term) => typing.has(term),
          fuzzy: (term) => (fuzzy.has(term) ? ONE_TYPO : false),
        })
        .map((result) => ({
          id: result.id as number,
          score: result.score,
          tier: exactIds.has(result.id as number) ? TIER_EXACT_NAME : matchTier(result, queryTerms),
        }))
        .sort((a, b) => a.tier - b.tier || b.score - a.score || a.id - b.id);

      const out: T[] = [];
      const defaultName = defaults?.get(normalized);
      const defaultId = defaultName === undefined ? undefined : idByName.get(defaultName);
      if (defaultId !== undefined) out.push(meals[defaultId] as T);
      for (const { id } of ranked) {
        if (out.length === MAX_RESULTS) break;
        if (id !== defaultId) out.push(meals[id] as T);
      }
      return out;
    },
  };
}
