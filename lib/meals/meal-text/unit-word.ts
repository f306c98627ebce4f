import type { HouseholdNoun } from "@/content/meals/household-units";
import type { WordNumber, ServingSize } from "./words";
import type { PartsReading } from "./parts-reading";
import { defaultNounOf, sizes, spoon } from "./words";

const tspNoun = defaultNounOf("tsp");

/**
 * A unit word («ملعقة»، «صحن»), with the spoon's size said after it («ملعقة صغيرة» is a
 * teaspoon) or a serving size: the index to read on from.
 */
export function readUnitWord(
  r: PartsReading,
  i: number,
  word: { noun: HouseholdNoun; number: WordNumber },
): number {
  const { tokens, classify } = r;
  let { noun } = word;
  let to = i;
  let size: ServingSize | undefined;
  const next = r.wordAt(i + 1);
  if (next && noun.unit === "tbsp") {
    const afterNext = tokens[i + 2];
    if (spoon.tsp.has(next.folded)) noun = tspNoun ?? noun;
    if (
      spoon.tspBeforeFood.has(next.folded) &&
      afterNext?.kind === "word" &&
      classify(afterNext.folded, afterNext.bare).kind === "food"
    )
      noun = tspNoun ?? noun;
    if (noun !== word.noun || spoon.tbsp.has(next.folded)) to = i + 1;
  } else if (next && sizes.has(next.folded)) {
    size = sizes.get(next.folded);
    to = i + 1;
  }
  r.parts.push({
    kind: "unit",
    noun,
    unit: noun.unit,
    number: word.number,
    size,
    from: i,
    to,
  });
  return to + 1;
}
