// A fish's kind belongs to the fish (STYLE.md item 19): «سمك صافي مقلي» is fried fish and
// «حوت وراطة مشوي» grilled fish, our fish dishes being of white fish, not one per kind; and a
// kind said first with a cooking word («سردين مقلي»، «تريليا مقلية») is a fresh fish cooked so,
// never canned sardines. A kind that is a name with the words around it («سمك بلطي مقلي»،
// «حوت بوري مشوي») stays that name (content/meals/meal-text-words.ts, `fishKindWords`).

import { fishWord } from "@/content/meals/meal-text-words";
import type { FoodMatcher } from "./food-matcher";
import { cooking, fishKinds, fold } from "./words";

const FISH = fold(fishWord);

/** The words of a food with the fish's kind read so; the same array when none is. */
export function readFishKind<W extends { word: string }>(
  matcher: FoodMatcher,
  words: readonly W[],
): readonly W[] {
  if (!words.some((w) => fishKinds.has(w.word))) return words;
  const out: W[] = [];
  words.forEach((w, k) => {
    if (!fishKinds.has(w.word)) return void out.push(w);
    const before = out[out.length - 1];
    const after = words[k + 1];
    const cooked = after !== undefined && cooking.has(after.word);
    const rest = words.slice(k).map((r) => r.word);
    if (before && isFish(matcher, before.word)) {
      if (names(matcher, [before.word, ...rest])) return void out.push(w);
      // «حوت بوري مشوي»: the kind is a fish of its own, cooked as its name says.
      if (ownFish(matcher, w.word, cooked ? after.word : undefined)) {
        out.pop();
        return void out.push(w);
      }
      return;
    }
    // First, before a cooking word, when the kind is no fish of its own so cooked («بلطي مشوي»
    // is a name): the fish.
    if (cooked && !names(matcher, rest) && !ownFish(matcher, w.word, after.word))
      return void out.push({ ...w, word: FISH });
    out.push(w);
  });
  return out;
}

/**
 * Whether a kind is a fish meal of its own («بوري»), and when a cooking word follows, one whose
 * name says that cooking («سمك بوري مشوي»).
 */
function ownFish(matcher: FoodMatcher, kind: string, cookingWord: string | undefined): boolean {
  if (matcher.labelLength([kind]) !== 1) return false;
  const own = matcher.match([kind]);
  if (!cookingWord) return own !== undefined;
  const cooked = matcher.match([kind, cookingWord]);
  return own !== undefined && cooked?.used === 2 && cooked.meal === own.meal;
}

/** Whether the words from the first make a name of two words or more with it. */
function names(matcher: FoodMatcher, words: readonly string[]): boolean {
  return matcher.labelLength(words) >= 2;
}

/** A word that names fish: «حوت», «سمك» and their forms, whatever fish meal they default to. */
function isFish(matcher: FoodMatcher, word: string): boolean {
  const found = matcher.match([word]);
  const fish = matcher.match([FISH]);
  return found !== undefined && fish !== undefined && found.meal === fish.meal;
}
