// A kind's sort said after it is another food (STYLE.md item 19): «حليب ناقة» is camel's milk,
// «لحم جمل» camel meat, «بطاطا حلوة» a sweet potato, «خبزة شعير» a barley loaf, «سلطة جرجير» a
// rocket salad. A word that alone is a kind, its bare meal only the kind's usual sort
// (content/meals/bare-word-defaults.ts: «حليب» is whole cow's milk) or only the start of longer
// names («فلفل» of «فلفل محشي» and «فلفل أخضر», «شيش» of «شيش طاووق»), names its sort by the
// word right after it, with no «و» between: an adjective or a complement («حليب ناقة»، «حليب
// الصويا»، «البطاطا الحلوة»). When no meal of ours is named with that sort, the phrase is a food
// we lack and gives no line, never the usual sort (cow's milk, lamb, a white loaf). «عصير رمان»
// is the same reading.
//
// The word after is no sort when it is written «بال…» (a food eaten with the one before,
// modifier.ts); when it has no article after a kind that has one («اللحم كلا»: neither an
// adjective nor a complement agrees so); when it is a cooking or size word (the modifier takes
// those first), names a food by itself («خبز تن» is two foods), is a particle, an adverb or a
// food's state (`notSortWords`: «شاهي بعدها»، «حليب الصباح»، «حليب بارد»), is «ب» joined to a
// known word («شاي بلبن»، «شاهي بزوز ملاعق سكر»), or is already a word of the usual sort's name
// («روز ابيض» is «رز أبيض مطبوخ»). A count noun's dual or plural takes adjectives, not sorts
// («بيضتان مسلوقتان»، «تمرات سكري»), and neither does a food written «بال…» itself («حليب
// بالتمر مخلوط»).

import { splitTerms } from "../normalize-arabic";
import { withinOneEdit, type FoodMatcher } from "./food-matcher";
import { notSorts, numbers, unitWords } from "./words";

/** The food's words as the parser holds them: the word, how it was written, and from where. */
interface FoodWord {
  word: string;
  /** Written «بال…». */
  with?: boolean;
  /** Written with the article. */
  definite?: boolean;
  /** Read from a count noun («بيضتين», «تمرات»). */
  counted?: boolean;
}

/** True when `a` and `b` are the same word or one letter apart (words of three letters up). */
function sameWord(a: string, b: string): boolean {
  return a === b || (Math.min(a.length, b.length) >= 3 && withinOneEdit(a, b));
}

/**
 * «بلبن»، «بزوز ملاعق»: «ب» joined to a known word is «with», never a sort («شاي بلبن» is tea
 * with milk, «قهوة بلاك» still a sort).
 */
function isWithWord(matcher: FoodMatcher, word: string): boolean {
  if (!word.startsWith("ب") || word.length < 4) return false;
  const rest = word.slice(1);
  return matcher.knows(rest) || numbers.has(rest) || unitWords.has(rest);
}

export function isSortWeLack(
  matcher: FoodMatcher,
  /** The kind word, when the food's words are one bare kind word; otherwise undefined. */
  kind: FoodWord | undefined,
  /** The name and aliases of the meal the kind word alone names (its usual sort). */
  usual: string,
  /** The word after it, in the same run of food words, if any. */
  next: FoodWord | undefined,
): boolean {
  if (!kind || kind.with || kind.counted || !next || next.with) return false;
  // «حليب ناقة», «حليب الصويا», «البطاطا الحلوة»; never a definite noun then an indefinite word
  // («اللحم كلا»), which agree as neither adjective nor complement.
  if (kind.definite && !next.definite) return false;
  // A single letter is a particle («ب3 ملاعق»، «ف الفرن»), never a sort.
  if (next.word.length < 2 || notSorts.has(next.word) || isWithWord(matcher, next.word))
    return false;
  if (splitTerms(usual).some((word) => sameWord(word, next.word))) return false;
  return matcher.match([next.word]) === undefined || isRelativeAdjective(matcher, next.word);
}

/**
 * «تمر هندي» (tamarind), «تين هندي»: a word ending in «ي» that our names use after a food's
 * word is a relative adjective, the food's sort, even where it alone is also a food's name.
 */
function isRelativeAdjective(matcher: FoodMatcher, word: string): boolean {
  return word.length >= 4 && word.endsWith("ي") && matcher.describes(word);
}
