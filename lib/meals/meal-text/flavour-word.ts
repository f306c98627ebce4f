// «ice cream 2 scoops chocolate», «بوظة كورتين شوكولاتة»: a flavour word after a food made in
// flavours, in the same phrase (only its amount between them), is that food's flavour (STYLE.md
// item 19): understood, never a food of its own. Elsewhere «chocolate» stays the chocolate.

import { flavouredFoods, flavourWords, scoopWords } from "@/content/meals/flavour-words";
import type { Token } from "./tokens";
import { fold } from "./words";

const flavours = new Set(flavourWords.map(fold));
const scoops = new Set(scoopWords.map(fold));
const foods = new Set(flavouredFoods.map((name) => name.split(" ").map(fold).join(" ")));

/**
 * Whether the word at token `at` is the flavour of the food before it. `food`: the first and
 * last token of the food read last in this phrase, when only amount words were read after it.
 */
export function isFlavourOfFoodBefore(
  tokens: readonly Token[],
  at: number,
  food: { from: number; to: number } | undefined,
): boolean {
  const word = tokens[at];
  if (word?.kind !== "word" || !flavours.has(word.folded) || food === undefined) return false;
  const name = tokens
    .slice(food.from, food.to + 1)
    .map((t) => (t.kind === "word" ? t.bare : ""))
    .join(" ");
  return foods.has(name);
}

const amountKinds = new Set(["number", "fraction", "unit", "count"]);

/**
 * The tokens of the food read last, when only its amount (or a scoop) was read after it (a
 * food's words are parts of one word each), or undefined.
 */
export function lastFoodRead(
  tokens: readonly Token[],
  parts: readonly { kind: string; from: number; to: number }[],
): { from: number; to: number } | undefined {
  const isScoop = (part: { from: number; to: number }) => {
    const t = tokens[part.from];
    return part.from === part.to && t?.kind === "word" && scoops.has(t.folded);
  };
  let k = parts.length - 1;
  while (k >= 0 && (amountKinds.has(parts[k]!.kind) || isScoop(parts[k]!))) k -= 1;
  if (parts[k]?.kind !== "food") return undefined;
  const to = parts[k]!.to;
  while (k > 0 && parts[k - 1]!.kind === "food" && parts[k - 1]!.to === parts[k]!.from - 1) k -= 1;
  return { from: parts[k]!.from, to };
}
