// Potatoes named bare beside fast food are fries (STYLE.md item 19): «برقر وبطاطا», «شاورما
// دجاج مع بطاطا كبيرة» are eaten with fried potatoes, as the shop serves them; the bare word's
// boiled potato is kept anywhere else and whenever a cooking word is said («بطاطا مسلوقة»).
// With no fast food, a dish baked in the oven («حوت فالفران مع البطاطا») was baked with its
// potatoes. The words are content/meals/fast-food.ts's.

import { bareWordDefaults } from "@/content/meals/bare-word-defaults";
import {
  bakedPotatoMeal,
  fastFoodPotatoMeal,
  fastFoodPotatoSizes,
  fastFoodWords,
  ovenWords,
  potatoWords,
} from "@/content/meals/fast-food";
import { friesInLoafAmount } from "./fries-in-loaf";
import type { ReadLine } from "./line";
import type { SentenceWords, WordToken } from "./sentence-words";
import { countOfServing, unsaidAmount } from "./unsaid-amount";
import { weigh, type WeighableMeal } from "./weigh";
import { fold } from "./words";

const fastFood = new Set(fastFoodWords.map(fold));
const oven = new Set(ovenWords.map(fold));
const potatoes = new Set(potatoWords.map(fold));
/** The meal a bare potato word names elsewhere. */
const barePotatoMeal = bareWordDefaults.find((d) =>
  d.words.some((w) => potatoWords.includes(w)),
)?.meal;

/** Whether any of the sentence's words is one of `family`. */
function names(words: readonly WordToken[], family: ReadonlySet<string>): boolean {
  return words.some((t) => family.has(t.folded) || family.has(t.bare));
}

/** Whether a line's words are a bare potato word, nothing said of how it was cooked. */
function isBarePotato(said: readonly WordToken[], cooked: ReadonlySet<string>): boolean {
  return said.some((t) => potatoes.has(t.bare)) && said.every((t) => !cooked.has(t.bare));
}

/**
 * The lines with a bare potato beside fast food read as fries, in place; with none, beside a
 * dish baked in the oven, as potatoes baked with it.
 */
export function readFastFoodPotatoes<M extends WeighableMeal & { name: string }>(
  words: SentenceWords,
  lines: ReadLine<M>[],
  meals: readonly M[],
): void {
  const fried = names(words.all, fastFood);
  const name = fried ? fastFoodPotatoMeal : names(words.all, oven) ? bakedPotatoMeal : undefined;
  const potato = name === undefined ? undefined : meals.find((m) => m.name === name);
  if (!potato) return;
  // The words of the boiled meal's name beyond the potato («مسلوقة»): said, they keep it.
  const cooked = new Set(
    (barePotatoMeal ?? "")
      .split(" ")
      .map((w) => fold(w))
      .filter((w) => !potatoes.has(w)),
  );
  for (const [at, line] of lines.entries()) {
    if (line.meal.name !== barePotatoMeal || !isBarePotato(words.of(line.text), cooked)) continue;
    // «بطاطا كبيرة»: with no amount said, a size is the size of the shop's order.
    const order = fried && line.amount.size && fastFoodPotatoSizes[line.amount.size];
    const bag = order ? countOfServing(potato, { serving: order, count: 1 }) : undefined;
    const sized = bag && { ...bag, size: line.amount.size };
    const inLoaf = fried ? friesInLoafAmount(potato, lines, at) : undefined;
    const amount =
      line.said.how !== "unsaid" ? line.amount : (sized ?? inLoaf ?? unsaidAmount(potato));
    const weighing = weigh(potato, amount);
    if (weighing.grams === null) continue;
    // The boiled potato stays the first other meal offered, to switch back to.
    const alternatives = [line.meal, ...line.alternatives.filter((m) => m !== potato)];
    Object.assign(line, { meal: potato, amount, weighing, alternatives });
    if (inLoaf && !sized) line.said = { how: "filling" };
  }
}
