// Which meal a run of food words names, and how many of the words it takes: «كسكسي باللحم
// والخضار» is one meal, «خبز تن» two. Names and aliases are folded as the meal search folds
// them (content/meals, lib/meals/normalize-arabic.ts), and a word may differ from a meal's by
// one letter, as the search allows (here from four letters, because a sentence holds words that
// name no food: «الخير» is one letter from «خبز»). A bare everyday word takes its default
// (content/meals/bare-word-defaults.ts), as in the search.
//
// For the longest run of words some name or alias holds all of, the candidates rank:
//   an exact name or alias; the bare word's default; then fewer typos, the words at the start
//   of the name in order, fewer words the name adds, and the database's order.

import { normalizeArabic, splitTerms, termVariants } from "../normalize-arabic";

export interface MatchableMeal {
  name: string;
  aliases?: readonly string[];
}

interface Label {
  meal: number;
  words: readonly string[];
}

interface TrieNode {
  next: Map<string, TrieNode>;
  /** Labels that end here. */
  labels: number[];
}

interface FoodMatch {
  meal: number;
  /** How many of the words the meal took. */
  used: number;
  /** Every meal those words could name, best first, the chosen one first. */
  candidates: number[];
}

/** Typos are tolerated from this length: shorter words are too close to other words. */
const MIN_TYPO_LENGTH = 5;
/** «بال…», «with the», as a name may keep it before its second food («بسكويت بالزبدة»). */
const WITH = "بال";
/** «و», «and», joined to the word after it from this length (normalize-arabic.ts). */
const AND = "و";
const MIN_WAW_LENGTH = 4;
/** At most this many words are looked at together. */
const MAX_PHRASE_WORDS = 6;

/**
 * A word's form for matching: «مقلية» and «مقلي» alike (gender agreement of adjectives), and a
 * final «ا» or «ة» of a longer word alike («ملوخيا»، «ملوخية»; «شاورما»، «شاورمة»).
 */
function key(word: string): string {
  if (word.length >= MIN_TYPO_LENGTH && word.endsWith("ه")) return word.slice(0, -1);
  if (word.length >= MIN_TYPO_LENGTH + 1 && word.endsWith("ا")) return word.slice(0, -1);
  return word;
}

/** The forms a typed word may match: itself and, with a leading «و», without it. */
function exactForms(word: string): string[] {
  return termVariants(word);
}

/** Those forms with gender folded («مقلية» → «مقلي»). */
function forms(word: string): string[] {
  return [...new Set(termVariants(word).map(key))];
}

/** True when `a` and `b` differ by at most one inserted, deleted or replaced letter. */
export function withinOneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  let j = 0;
  let edits = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      i += 1;
      j += 1;
      continue;
    }
    edits += 1;
    if (edits > 1) return false;
    if (a.length > b.length) i += 1;
    else if (b.length > a.length) j += 1;
    else {
      i += 1;
      j += 1;
    }
  }
  return edits + (a.length - i) + (b.length - j) <= 1;
}

export interface FoodMatcher {
  /** The best meal for the words from the first on, or undefined when none names the first. */
  match(words: readonly string[]): FoodMatch | undefined;
  /** The number of words from the first that make up a whole name or alias (0: none). */
  labelLength(words: readonly string[]): number;
  /** Whether a word is one of the names' and aliases' words (exactly, not by a typo). */
  knows(word: string): boolean;
  /** The same, as written: without reading a leading «و» as «and». */
  knowsAsWritten(word: string): boolean;
  /** Whether some name or alias holds the word after its first word («هندي» of «تين هندي»). */
  describes(word: string): boolean;
}

export function createFoodMatcher(
  meals: readonly MatchableMeal[],
  defaults: ReadonlyMap<string, string> = new Map(),
): FoodMatcher {
  const labels: Label[] = [];
  // Two tries of the names and aliases: as written, and with gender folded. A word is looked up
  // as written first, so «لبن» is the drink لبن before it is «لبنة» folded.
  const exactRoot: TrieNode = { next: new Map(), labels: [] };
  const foldedRoot: TrieNode = { next: new Map(), labels: [] };
  const byWord = new Map<string, Set<number>>();
  const insert = (root: TrieNode, words: readonly string[], id: number) => {
    let node = root;
    for (const word of words) {
      let child = node.next.get(word);
      if (!child) {
        child = { next: new Map(), labels: [] };
        node.next.set(word, child);
      }
      node = child;
      const ids = byWord.get(word) ?? new Set<number>();
      ids.add(id);
      byWord.set(word, ids);
    }
    node.labels.push(id);
  };
  meals.forEach((meal, index) => {
    for (const text of [meal.name, ...(meal.aliases ?? [])]) {
      const written = splitTerms(text);
      if (written.length === 0) continue;
      const words = written.map(key);
      const id = labels.push({ meal: index, words }) - 1;
      insert(exactRoot, written, id);
      insert(foldedRoot, words, id);
    }
  });
  const vocabulary = [...byWord.keys()];
  const laterWords = new Set(labels.flatMap((label) => label.words.slice(1)));
  const mealByName = new Map(meals.map((meal, index) => [meal.name, index]));
  // A default is looked up as written first, then with gender folded, where the first of two
  // words that fold alike keeps it: «خبزة» (the Libyan loaf) and «خبز» (bread) differ.
  const defaultMeal = new Map<string, number>();
  const defaultAsWritten = new Map<string, number>();
  for (const [words, name] of defaults) {
    const index = mealByName.get(name);
    if (index === undefined) continue;
    defaultAsWritten.set(words, index);
    const folded = words.split(" ").map(key).join(" ");
    if (!defaultMeal.has(folded)) defaultMeal.set(folded, index);
  }
  const defaultOf = (phrase: readonly string[]): number | undefined => {
    // The words as typed are folded already; a count noun's food («خبزة») is folded here.
    const typed = phrase.join(" ");
    const joined = typed.includes("ة") ? normalizeArabic(typed) : typed;
    const written = phrase.length === 1 ? termVariants(joined) : [joined];
    for (const form of written) {
      const index = defaultAsWritten.get(form);
      if (index !== undefined) return index;
    }
    return defaultMeal.get(phrase.map(key).join(" "));
  };

  /**
   * The known words a typed word may be a typo of. A known word shorter than the typo length is
   * not read from the typed word with one letter added at its end: that letter is more often an
   * ending of another word («كورنيه» is no «كورن»).
   */
  function typoNeighbours(target: string): string[] {
    return vocabulary.filter(
      (known) =>
        known.length >= MIN_TYPO_LENGTH - 1 &&
        withinOneEdit(target, known) &&
        !(
          known.length < MIN_TYPO_LENGTH &&
          target.length > known.length &&
          target.startsWith(known)
        ),
    );
  }

  /** Labels holding the word, and whether only by a typo. */
  const wordCache = new Map<string, { ids: Set<number>; typo: boolean }>();
  function labelsWith(word: string): { ids: Set<number>; typo: boolean } {
    const cached = wordCache.get(word);
    if (cached) return cached;
    const ids = new Set<number>();
    for (const form of [...exactForms(word), ...forms(word)])
      for (const id of byWord.get(form) ?? []) ids.add(id);
    let typo = false;
    if (ids.size === 0 && key(word).length >= MIN_TYPO_LENGTH) {
      const near = typoNeighbours(key(word));
      // Two known words one letter away that name no meal in common («كرافت»: «كرافس» celery,
      // a cheese's «كراف…»): the typo could be either food, so it is read as neither. Two
      // spellings of one food («شوكولات»، «شكولاط») stay a typo of it.
      const mealsOf = (known: string) =>
        new Set([...(byWord.get(known) ?? [])].map((id) => (labels[id] as Label).meal));
      const sets = near.map(mealsOf);
      const apart = sets.some((a, i) =>
        sets.slice(i + 1).some((b) => ![...a].some((m) => b.has(m))),
      );
      if (!apart) for (const known of near) for (const id of byWord.get(known) ?? []) ids.add(id);
      typo = ids.size > 0;
    }
    const result = { ids, typo };
    wordCache.set(word, result);
    return result;
  }

  function trieLength(root: TrieNode, formsOf: (w: string) => string[], words: readonly string[]) {
    let best = 0;
    // Each word may take any of its forms; the trie is shallow, so a small search suffices.
    const walk = (node: TrieNode, depth: number) => {
      if (node.labels.length > 0 && depth > best) best = depth;
      const word = words[depth];
      if (word === undefined || depth >= MAX_PHRASE_WORDS) return;
      for (const form of depth > 0
        ? formsOf(word).filter((f) => !andDropped(word, f))
        : formsOf(word)) {
        const child = node.next.get(form);
        if (child) walk(child, depth + 1);
      }
    };
    walk(root, 0);
    return best;
  }

  /**
   * A word after the first of a run whose leading «و» is «and»: no name or alias has it as
   * written, only without its «و» («وجبنة» after «حلاوة» is «and cheese», not «حلاوة الجبن»;
   * «رب وزيت» has «وزيت» as written).
   */
  const joinsByAnd = (word: string) =>
    word.length >= MIN_WAW_LENGTH &&
    word.startsWith(AND) &&
    !byWord.has(word) &&
    !byWord.has(key(word));
  /** A form of a word that is the word without its «و», when that «و» is «and». */
  const andDropped = (word: string, form: string) =>
    joinsByAnd(word) && form !== word && form !== key(word);

  function labelLength(words: readonly string[]): number {
    return Math.max(trieLength(exactRoot, exactForms, words), trieLength(foldedRoot, forms, words));
  }

  function trieLabel(root: TrieNode, formsOf: (w: string) => string[], words: readonly string[]) {
    let found: number | undefined;
    const walk = (node: TrieNode, depth: number) => {
      if (found !== undefined) return;
      if (depth === words.length) {
        found = node.labels[0];
        return;
      }
      for (const form of formsOf(words[depth] as string)) {
        const child = node.next.get(form);
        if (child) walk(child, depth + 1);
      }
    };
    walk(root, 0);
    return found;
  }

  /** The label that is exactly these words (as written first, then gender folded), if any. */
  function exactLabel(words: readonly string[]): number | undefined {
    return trieLabel(exactRoot, exactForms, words) ?? trieLabel(foldedRoot, forms, words);
  }

  /**
   * Whether a typed word is the name's word at its place: the same, one letter off as the typo
   * allowed, or the name's «بال…» form of it. The head comes first in Arabic, so «حليب
   * بالشوكولاطة» is chocolate milk, not «شوكولاتة بالحليب», a chocolate bar.
   */
  function sameWordAt(word: string, at: string | undefined): boolean {
    if (at === undefined) return false;
    const typed = forms(word);
    if (typed.includes(at) || typed.some((f) => at === `${WITH}${f}` || at === `ب${f}`))
      return true;
    const k = key(word);
    return (
      k.length >= MIN_TYPO_LENGTH && (withinOneEdit(k, at) || withinOneEdit(`${WITH}${k}`, at))
    );
  }

  function rankCandidates(words: readonly string[], ids: Iterable<number>, typos: number) {
    const scored: { meal: number; score: number[] }[] = [];
    for (const id of ids) {
      const label = labels[id] as Label;
      const inOrder = words.every((w, i) => sameWordAt(w, label.words[i])) ? 0 : 1;
      scored.push({
        meal: label.meal,
        score: [typos, inOrder, Math.max(0, label.words.length - words.length), label.meal],
      });
    }
    scored.sort((a, b) => {
      for (let i = 0; i < a.score.length; i++) {
        const d = (a.score[i] as number) - (b.score[i] as number);
        if (d !== 0) return d;
      }
      return 0;
    });
    return [...new Set(scored.map((s) => s.meal))];
  }

  /**
   * A word alone names a meal only as the first word of one of its names or aliases: a word
   * found only inside a longer alias («بلبن» of «رز بلبن», «غير», «فطوري») is no food by itself.
   */
  function startsLabel(id: number, word: string): boolean {
    const first = (labels[id] as Label).words[0] as string;
    const typed = forms(word);
    return (
      typed.includes(first) ||
      (key(word).length >= MIN_TYPO_LENGTH && withinOneEdit(key(word), first))
    );
  }

  /** The meals one of whose names or aliases starts with the word. */
  function mealsStartedBy(word: string): Set<number> {
    const ids = [...labelsWith(word).ids].filter((id) => startsLabel(id, word));
    return new Set(ids.map((id) => (labels[id] as Label).meal));
  }

  function match(words: readonly string[]): FoodMatch | undefined {
    const limit = Math.min(words.length, MAX_PHRASE_WORDS);
    // Labels holding each prefix of the words: intersect word by word.
    const prefixes: { ids: Set<number>; typos: number }[] = [];
    let current: Set<number> | undefined;
    let typos = 0;
    for (let k = 0; k < limit; k++) {
      // «حلاوة وجبنة»: a later word's «و» is «and» unless a name has the word so written.
      if (k > 0 && joinsByAnd(words[k] as string)) break;
      const { ids, typo } = labelsWith(words[k] as string);
      current = current ? new Set([...current].filter((id) => ids.has(id))) : new Set(ids);
      if (typo) typos += 1;
      if (current.size === 0) break;
      prefixes.push({ ids: current, typos });
    }
    const firstWord = words[0] as string;
    const firstTypo = labelsWith(firstWord).typo;
    for (let used = Math.max(prefixes.length, 1); used >= 1; used--) {
      const phrase = words.slice(0, used);
      const exact = exactLabel(phrase);
      const fallback = defaultOf(phrase);
      // A name cannot hold more of the words than it has words («بيض مسلوق» is not «بيض مسلوق
      // وبيض»), and a first word read with a typo must be the name's first word («بيتزا» is one
      // letter from the second word of «خبز بيتا», and no bread).
      const found = prefixes[used - 1];
      if (found) {
        found.ids = new Set(
          [...found.ids].filter((id) => {
            const label = labels[id] as Label;
            if (label.words.length < used) return false;
            return !firstTypo || withinOneEdit(key(firstWord), label.words[0] as string);
          }),
        );
      }
      // A name's head is said: one word alone is its first word, and words in any order hold it
      // («دجاج كبسة» is كبسة دجاج), or the first word names the meal by another of its names
      // («بوري مشوي», «سمك بوري مشوي» whose alias is «بوري»). «بزيت الزيتون», the tail of
      // «بسيسة بزيت الزيتون», is no بسيسة.
      if (found && used === 1)
        found.ids = new Set([...found.ids].filter((id) => startsLabel(id, firstWord)));
      else if (found) {
        const named = mealsStartedBy(firstWord);
        found.ids = new Set(
          [...found.ids].filter(
            (id) =>
              named.has((labels[id] as Label).meal) || phrase.some((word) => startsLabel(id, word)),
          ),
        );
      }
      const ranked = found ? rankCandidates(phrase, found.ids, found.typos) : [];
      const first = exact !== undefined ? (labels[exact] as Label).meal : (fallback ?? ranked[0]);
      if (first === undefined) continue;
      return { meal: first, used, candidates: [first, ...ranked.filter((m) => m !== first)] };
    }
    return undefined;
  }

  return {
    match,
    labelLength,
    knows: (word) =>
      [...exactForms(word), ...forms(word)].some(
        (form) => byWord.has(form) || defaultMeal.has(form),
      ),
    knowsAsWritten: (word) => byWord.has(word) || byWord.has(key(word)),
    describes: (word) => laterWords.has(key(word)),
  };
}
