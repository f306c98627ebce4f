// «٢ لتر مية»، «كاس ماء»، «مية كاسين»، «water»: water is understood and not counted (it has no
// energy, content/meals/water-words.ts): its words and the amount said with it are reported as
// such, so the amount never goes to the food before it («كعكة ونص لتر ماء» was half a litre of
// cake) and the owners' report of foods we lack never lists water. A longer name that starts
// with it («مياه غازية», a soft drink) is not water: only a run of water words alone is.

import { waterWithArticleOnly, waterWords } from "@/content/meals/water-words";
import { stripArticle } from "../normalize-arabic";
import type { Group } from "./groups";
import type { Part } from "./parts";
import { withoutJoinedAnd, type Token } from "./tokens";
import { fold } from "./words";

const DIACRITICS = /[\u064B-\u0652\u0670]/g;
const words = new Set(waterWords);
const withArticle = new Set(waterWithArticleOnly);
/** The folded forms a water word can take: a cheap first test before the word as typed. */
const folded = new Set([...waterWords, ...waterWithArticleOnly].map((w) => stripArticle(fold(w))));

/** One word as typed («وماء»، «المية»، «water»): is it water? */
export function isWaterWord(typed: string): boolean {
  const word = typed.replace(DIACRITICS, "").toLowerCase();
  const bare = withoutJoinedAnd(word);
  if (withArticle.has(bare)) return true;
  return words.has(bare.startsWith("ال") ? bare.slice(2) : bare);
}

/** The sentence's tokens that are water as typed, by index; read once a sentence. */
export function waterTokens(tokens: readonly Token[], text: string): ReadonlySet<number> {
  const found = new Set<number>();
  tokens.forEach((token, i) => {
    if (token.kind !== "word") return;
    const maybe =
      folded.has(token.bare) || folded.has(stripArticle(withoutJoinedAnd(token.folded)));
    if (maybe && isWaterWord(text.slice(token.start, token.end))) found.add(i);
  });
  return found;
}

/** A part of one token that is water. */
function isWaterPart(part: Part, water: ReadonlySet<number>): boolean {
  return part.from === part.to && water.has(part.from);
}

/**
 * The last group of a run of water from group `g`: an amount before it («كاس»), the water's
 * words alone, and an amount after it unless a food follows that amount («مية كاسين»); undefined
 * when group `g` does not start one.
 */
export function waterRunFrom(
  groups: readonly Group[],
  g: number,
  water: ReadonlySet<number>,
): number | undefined {
  if (water.size === 0) return undefined;
  // A word no food is named by is read as another word («other»); a Latin one may be a food's.
  const isWater = (group: Group | undefined) =>
    (group?.kind === "food" || (group?.kind === "other" && !group.parts.some((p) => p.notEaten))) &&
    group.parts.every((part) => isWaterPart(part, water));
  const at = groups[g]?.kind === "amount" ? g + 1 : g;
  if (!isWater(groups[at])) return undefined;
  const after = groups[at + 1];
  return after?.kind === "amount" && groups[at + 2]?.kind !== "food" ? at + 1 : at;
}

/**
 * «كاس مية»، «٢ لتر مية»: «مية» folds as «مئة» does (a hundred), so the parts read it as a
 * number; as typed, and with no unit or count after it but a dual («مية غرام» stays 100 g), it
 * is water.
 */
export function withWaterNumbers(parts: readonly Part[], water: ReadonlySet<number>): Part[] {
  if (water.size === 0) return parts as Part[];
  return parts.map((part, i) => {
    if (part.kind !== "number" || !isWaterPart(part, water)) return part;
    const next = parts[i + 1];
    // A dual says its own count («مية كاسين»: water, two glasses), so no number comes before it.
    if ((next?.kind === "unit" || next?.kind === "count") && next.number !== 2) return part;
    return { kind: "other", from: part.from, to: part.to };
  });
}
