// A modifier belongs to the food before it (STYLE.md item 19): «صحن مكرونة بالصلصة» is one dish,
// «بيضتين مقليات» are fried eggs, «بطاطس محمرة» fried potatoes, not a second food. After the
// words of a food are matched, the word after them is read:
// - «بال…» («بالصلصة»): what with-food.ts (`readWithWord`), its only home, says it is;
// - a cooking or size word (content/meals/meal-text-words.ts, `cookingWords`): the food cooked
//   so when a meal is named with it or a word meaning the same («بطاطا مقلية»); otherwise it
//   still belongs to the food and is dropped. A one-word food is also tried as its meal's own
//   first word: «دحي مقلي» (Libyan «دحي», eggs, usually «بيض مسلوق») is «بيض مقلي».

import { normalizeArabic } from "../normalize-arabic";
import type { FoodMatcher } from "./food-matcher";
import { readWithWord } from "./with-food";
import { cooking, sizes, type ServingSize } from "./words";

interface ModifiedMatch {
  /** The meal, when the modifier names another one than the words before it. */
  meal?: number;
  candidates?: number[];
  /** Whether the word after the food was taken. */
  taken: boolean;
  /** A size said after the food («طاسة شربة صغيرة»): the size of its amount. */
  size?: ServingSize;
}

export function readModifier(
  matcher: FoodMatcher,
  /** The food's words as matched. */
  food: readonly string[],
  /** The word after them, if any, and whether it was written «بال…». */
  next: { word: string; with?: boolean } | undefined,
  /** The name of the meal the food's words named. */
  dish?: string,
): ModifiedMatch {
  if (!next) return { taken: false };
  if (next.with) return readWithWord(matcher, food, next.word, dish);
  const means = cooking.get(next.word);
  if (!means) return { taken: false };
  const own = dish && food.length === 1 ? normalizeArabic(dish.split(" ")[0]!) : undefined;
  for (const foodWords of own && own !== food[0] ? [food, [own]] : [food]) {
    for (const word of [next.word, ...means]) {
      const found = matcher.match([...foodWords, word]);
      if (found && found.used === foodWords.length + 1)
        return { meal: found.meal, candidates: found.candidates, taken: true };
    }
  }
  const size = sizes.get(next.word);
  return size ? { taken: true, size } : { taken: true };
}
