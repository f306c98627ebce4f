// A rule of reading: «فال…» is «في ال…» written as one word, as the Maghreb and Libya write it
// («كفتة فالفرن»، «دجاج فالكوشة»، «مكياطة فالقهوة»، «فالشغل»): where the food was cooked or
// eaten, like «ف الفرن» written apart (not-eaten.ts's places). It is understood and dropped: no
// food of its own, and no sort that would take the food before it (qualifier.ts). A whole name
// holding such a word («حوت فالفران») is read before it, and a word naming a meal is left alone.
import type { FoodMatcher } from "./food-matcher";
import { stripArticle } from "../normalize-arabic";

/** «ف» (in) joined to the article. */
const IN_THE = "فال";
/** The shortest noun after the article: «فالبيت», not «فال» alone. */
const MIN_NOUN = 2;

/** Whether a folded word is «في ال…» written joined, a place and no food. */
export function isJoinedPlace(matcher: FoodMatcher, folded: string): boolean {
  if (!folded.startsWith(IN_THE)) return false;
  const noun = stripArticle(folded.slice(1));
  if (noun.length < MIN_NOUN) return false;
  // Not «knows»: «فالفرن» is one letter from «فالفران» of the alias «حوت فالفران», which whole
  // names read first; a word naming a meal alone («فالافل», a typo of «فلافل») is no place.
  return matcher.match([folded]) === undefined;
}
