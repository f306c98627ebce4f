// The food words one item is read from (parse-meal-text.ts): its run's words, with the food its
// amount's unit or count noun names put first when it is part of the name.
import { readFishKind } from "./fish-kind";
import type { FoodMatcher } from "./food-matcher";
import { isDefinite, type AmountPart, type FoodPart, type Span } from "./parts";
import type { AmountRead, GroupWord } from "./reading";
import type { Token } from "./tokens";
import { fold } from "./words";

export function groupWords(
  matcher: FoodMatcher,
  tokens: readonly Token[],
  foodGroup: readonly FoodPart[] | undefined,
  amountGroup: readonly AmountPart[] | undefined,
  read: AmountRead | undefined,
  ownCount: boolean,
): GroupWord[] {
  const words: GroupWord[] = (foodGroup ?? []).map((p) => ({
    word: p.word,
    span: p as Span,
    with: p.with,
    definite: isDefinite(tokens[p.from] as Token),
  }));
  if (read?.food && !ownCount) {
    const countSpan = amountGroup?.find((p) => p.kind === "count" || p.kind === "unit");
    // «رغيف تنور»: the unit's food joins the words when together they name a meal.
    // The noun's food is folded as typed words are («خبزة» → «خبزه»).
    const food = fold(read.food);
    const joins = (matcher.match([food, ...words.map((w) => w.word)])?.used ?? 0) > 1;
    if (words[0]?.word !== food && (read.fromCount || words.length === 0 || joins)) {
      words.unshift({ word: food, span: countSpan as Span, counted: read.fromCount });
    }
  }
  // «سمك صافي مقلي»: the fish's kind belongs to the fish.
  const fishRead = readFishKind(matcher, words);
  if (fishRead !== words) words.splice(0, words.length, ...fishRead);
  return words;
}
