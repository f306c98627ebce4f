// A modifier belongs to the food before it (STYLE.md item 19): «صحن مكرونة بالصلصة» is one dish,
// «بيضتين مقليات» are fried eggs, «بطاطس محمرة» fried potatoes, not a second food. After the
// words of a food are matched, the word after them is read:
// - «بال…» («بالصلصة»): the food with it when a meal is named so («مكرونة بصلصة الطماطم»);
//   the dish itself when it is the dish's own ingredient («زميطة بالزيت», `ownIngredientWords`);
//   otherwise it stays a food eaten with the one before («خبزة بالتن»);
// - a cooking or size word (content/meals/meal-text-words.ts, `cookingWords`): the food cooked
//   so when a meal is named with it or a word meaning the same («بطاطا مقلية»); otherwise it
//   still belongs to the food and is dropped.

import type { FoodMatcher } from "./food-matcher";
import { cooking, fold, ownIngredients, sizes, type ServingSize } from "./words";

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
  const tryWith = (word: string) => {
    const found = matcher.match([...food, word]);
    return found && found.used === food.length + 1 ? found : undefined;
  };
  if (next.with) {
    // «روز بالحليب»: a word for the food in a dialect («روز» for «رز») takes the «بال…» food as
    // the meal's own first word does («رز بالحليب» is «رز بلبن»).
    const head = dish?.split(" ")[0];
    const asHead = (word: string) => {
      if (food.length !== 1 || !head || fold(head) === food[0]) return undefined;
      const found = matcher.match([fold(head), word]);
      return found && found.used === 2 ? found : undefined;
    };
    const found =
      tryWith(`ب${next.word}`) ??
      tryWith(next.word) ??
      asHead(`ب${next.word}`) ??
      asHead(next.word);
    if (found) return { meal: found.meal, candidates: found.candidates, taken: true };
    // «زميطة بالزيت»: the dish's own ingredient is in the dish.
    return { taken: dish !== undefined && ownIngredients.get(dish)?.has(next.word) === true };
  }
  const means = cooking.get(next.word);
  if (!means) return { taken: false };
  for (const word of [next.word, ...means]) {
    const found = tryWith(word);
    if (found) return { meal: found.meal, candidates: found.candidates, taken: true };
  }
  const size = sizes.get(next.word);
  return size ? { taken: true, size } : { taken: true };
}
