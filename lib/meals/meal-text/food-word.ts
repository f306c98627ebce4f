import type { CountNoun } from "@/content/meals/household-units";
import { stripArticle } from "../normalize-arabic";
import { WITH } from "./and-with";
import { afterSameFood, foodNameCount } from "./food-name-count";
import type { WordClass } from "./part";
import type { PartsReading } from "./parts-reading";

/**
 * A word read as a food, known or not: «ب» joined to a food after a verb or a label, a food's
 * own dual or plural, or the word itself (written «بال…» or not). The index to read on from.
 */
export function readFoodWord(
  r: PartsReading,
  i: number,
  folded: string,
  bare: string,
  word: WordClass,
): number {
  const { parts, classify } = r;
  // «بوريكتين»، «بوريكات»: the dual or plural of a food's own name counts it.
  const following = [1, 2, 3].map((k) => r.wordAt(i + k)?.folded ?? "");
  // «فطرت بتمرة»، «تسحرت بتمر ولبن»: «ب» (with) joined to a food right after a verb of
  // eating or a meal's label names that food.
  const withRest = folded.startsWith("ب") ? folded.slice(1) : "";
  const afterLabel = parts.at(-1)?.kind === "filler" && parts.at(-1)?.to === i - 1;
  const withWord =
    word.kind === "unknown" && withRest.length > 2 && afterLabel
      ? classify(withRest, stripArticle(withRest))
      : undefined;
  if (withWord?.kind === "food") {
    parts.push({ kind: "food", word: stripArticle(withRest), from: i, to: i });
    return i + 1;
  }
  if (withWord?.kind === "count") {
    parts.push({
      kind: "count",
      noun: withWord.noun,
      number: withWord.number,
      from: i,
      to: i,
    });
    return i + 1;
  }
  const counted =
    word.kind === "unknown" ? foodNameCount(r.matcher, r.defaults, bare, following) : undefined;
  if (counted?.bareDual && afterSameFood(parts, counted.food)) {
    // «سمك بلطي مقلي سمكتين»: after a dish of that food, two pieces of it as a count
    // noun says them, which count the dish.
    const noun: CountNoun = { word: bare, food: counted.food, unit: "piece" };
    parts.push({ kind: "count", noun, number: 2, from: i, to: i });
    return i + 1;
  }
  if (counted) {
    if (counted.count !== undefined)
      parts.push({ kind: "number", value: counted.count, from: i, to: i });
    parts.push({ kind: "food", word: counted.food, from: i, to: i });
    return i + 1;
  }
  parts.push({
    kind: "food",
    word: bare,
    ...(folded.startsWith(WITH) && bare !== folded ? { with: true as const } : {}),
    from: i,
    to: i,
  });
  return i + 1;
}
