// A rule of reading: a food said right before the oven («دجاج فالكوشة»، «دجاج في الفرن»، «حوت
// بالفرن») is its oven dish when we have one named so («دجاج بالفرن»), not the bare word's
// usual sort (boiled chicken). The oven words are content/meals/fast-food.ts's; «فال…» and
// «في ال…» are understood as the place they are (joined-place.ts, not-eaten.ts). With no oven
// dish of that food («كفتة فالفرن»), the food stays as read.
import { ovenWords } from "@/content/meals/fast-food";
import type { ReadLine } from "./line";
import { linesWithWords, type SentenceWords, type WordToken } from "./sentence-words";
import { unsaidAmount } from "./unsaid-amount";
import { weigh, type WeighableMeal } from "./weigh";
import { fold } from "./words";

const oven = new Set(ovenWords.map(fold));
/** «في الفرن»، «ف الفرن»: «in» written apart before the oven. */
const inWords = new Set(["في", "فى", "ف"].map(fold));
/** How our oven dishes are named: «دجاج بالفرن». */
const IN_OVEN = fold("بالفرن");

type OvenMeal = WeighableMeal & { name: string; aliases?: readonly string[] };

/** Whether the words from the first say the oven: «فالكوشة», «بالفرن», «في الفرن». */
function saysOven(after: readonly WordToken[]): boolean {
  const [first, second] = after;
  if (!first) return false;
  if (oven.has(first.folded) || oven.has(first.bare)) return true;
  return inWords.has(first.folded) && second !== undefined && oven.has(second.bare);
}

/** Each catalog's oven dishes, by their folded labels, as indexes into it: folded once. */
const ovenLabels = new WeakMap<readonly OvenMeal[], ReadonlyMap<string, number>>();

function ovenLabelsOf(meals: readonly OvenMeal[]): ReadonlyMap<string, number> {
  const known = ovenLabels.get(meals);
  if (known) return known;
  const byLabel = new Map<string, number>();
  meals.forEach((meal, index) => {
    for (const label of [meal.name, ...(meal.aliases ?? [])]) {
      const folded = label.split(" ").map(fold).join(" ");
      if (folded.endsWith(` ${IN_OVEN}`) && !byLabel.has(folded)) byLabel.set(folded, index);
    }
  });
  ovenLabels.set(meals, byLabel);
  return byLabel;
}

/** The lines of a food said before the oven, read as its oven dish, in place. */
export function readOvenDishes<M extends OvenMeal>(
  words: SentenceWords,
  lines: ReadLine<M>[],
  meals: readonly M[],
): void {
  if (!words.all.some((w) => oven.has(w.folded) || oven.has(w.bare))) return;
  const byLabel = ovenLabelsOf(meals);
  for (const { line, own, last } of linesWithWords(words, lines)) {
    if (!saysOven(words.all.filter((w) => w.start >= last.end))) continue;
    // «صحن دجاج»: the food's words are the line's last ones.
    const index = own
      .map((_, k) => byLabel.get([...own.slice(k).map((w) => w.bare), IN_OVEN].join(" ")))
      .find((i) => i !== undefined);
    const dish = index === undefined ? undefined : meals[index];
    if (!dish || dish === line.meal) continue;
    const amount = line.said.how === "unsaid" ? unsaidAmount(dish) : line.amount;
    const weighing = weigh(dish, amount);
    if (weighing.grams === null) continue;
    const alternatives = [line.meal, ...line.alternatives.filter((m) => m !== dish)];
    Object.assign(line, { meal: dish, amount, weighing, alternatives });
  }
}
