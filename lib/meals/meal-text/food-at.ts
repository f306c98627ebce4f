// The food the words at the reading's place name (parse-meal-text.ts), or none: words that name
// no food, or a sort we lack, are set aside as not understood and the reading goes past them.
import { cookedWithMeal } from "./cooked-with";
import { isKindWord, isOnlyNameStart } from "./kind-word";
import type { MealTextMeal } from "./meal-text-meal";
import { readModifier } from "./modifier";
import type { Span } from "./parts";
import { isSortWeLack } from "./qualifier";
import type { GroupReading, GroupWord, Reading } from "./reading";
import { kinds, servedAs } from "./words";

export interface FoodAt<M> {
  /** How many words the food takes, its modifier included. */
  length: number;
  used: Span[];
  /** The bare kind word the food was named by, if it was. */
  kind: GroupWord | undefined;
  modified: ReturnType<typeof readModifier>;
  /** The pan dish the bare word names before a «بال…» food, as a meal's index, or -1. */
  panIndex: number;
  meal: M;
  candidates: number[];
}

export function foodAt<M extends MealTextMeal>(
  reading: Reading<M>,
  group: GroupReading<M>,
): FoodAt<M> | undefined {
  const { matcher, meals, defaults, unmatchedSpans } = reading;
  const { words, pos } = group;
  const found = matcher.match(words.slice(pos).map((w) => w.word));
  if (!found) {
    // «شاهي خفيف»، «حليب بارد»، «قهوة توا»: how or when the food before was served.
    if (!(group.lastInGroup && servedAs.has(words[pos]!.word)))
      unmatchedSpans.push((words[pos] as { span: Span }).span);
    group.pos += 1;
    return undefined;
  }
  // «اصابع موز»: a word that only starts longer names, before a food of its own, names
  // none of them: the food after it is the one meant.
  if (found.used === 1 && isOnlyNameStart(matcher, defaults, words[pos]!.word, words[pos + 1])) {
    unmatchedSpans.push((words[pos] as { span: Span }).span);
    group.pos += 1;
    return undefined;
  }
  // «عصير رمان»: a juice we lack, not orange juice and a pomegranate.
  const sort = words[pos + 1];
  if (found.used === 1 && kinds.has(words[pos]!.word) && sort && !sort.with) {
    unmatchedSpans.push((words[pos] as { span: Span }).span, sort.span);
    if (group.first && group.amountSpan) unmatchedSpans.push(group.amountSpan);
    group.first = false;
    group.pos += 2;
    return undefined;
  }
  const modified = readModifier(
    matcher,
    words.slice(pos, pos + found.used).map((w) => w.word),
    words[pos + found.used],
    (meals[found.meal] as M).name,
  );
  // «بطاطا حلوة»، «حليب ناقة»: a food we lack, not the bare noun's food.
  const kind =
    found.used === 1 && isKindWord(matcher, defaults, words[pos]!.word) ? words[pos] : undefined;
  // The usual sort's name and aliases: «سلطة خضرة» is «سلطة خضراء», its alias.
  const usualMeal = meals[found.meal] as M;
  const usual = [usualMeal.name, ...(usualMeal.aliases ?? [])].join(" ");
  if (!modified.taken && isSortWeLack(matcher, kind, usual, words[pos + found.used])) {
    const qualified = words.slice(pos, pos + found.used + 1).map((w) => w.span);
    if (group.first && group.amountSpan) qualified.unshift(group.amountSpan);
    unmatchedSpans.push(...qualified);
    group.first = false;
    group.pos += found.used + 1;
    return undefined;
  }
  const length = found.used + (modified.taken ? 1 : 0);
  const used = words.slice(pos, pos + length).map((w) => w.span);
  // «بيض بالبسطرمة»: the bare word's pan dish, fried eggs, when a «بال…» food follows.
  const panDish =
    kind && !modified.taken
      ? cookedWithMeal(kind.word, words[pos + found.used]?.with === true)
      : undefined;
  const panIndex = panDish === undefined ? -1 : reading.mealIndex(panDish);
  const meal = meals[panIndex >= 0 ? panIndex : (modified.meal ?? found.meal)] as M;
  const candidates = modified.candidates ?? found.candidates;
  return { length, used, kind, modified, panIndex, meal, candidates };
}
