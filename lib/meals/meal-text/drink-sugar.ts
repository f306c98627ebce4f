// A rule of reading: the sugar said with a drink belongs to that drink. «قهوة بلا سكر» adds no
// sugar (the negation removes what it names); «كاس شاهي بزوز ملاعق سكر» is a plain glass of
// tea and two teaspoons of sugar, not a sweetened glass and a sugar line asking for grams. A
// sweetened drink said with its sugar becomes its plain counterpart, the glass's own sugar
// taken out of its weight (content/meals/drink-sugar-words.ts).
import {
  SUGAR_MEAL,
  SUGAR_TEASPOON_LABEL,
  lightSugarWords,
  spoonWords,
  sugarWithWords,
  sweetenedDrinks,
  withoutWords,
} from "@/content/meals/drink-sugar-words";
import type { ReadLine } from "./line";
import type { Token } from "./tokens";
import { fold, numbers } from "./words";
import { weigh, type WeighableMeal, type Weighing } from "./weigh";

export interface DrinkMeal extends WeighableMeal {
  name: string;
  addedSugars?: number;
}

const without = new Set(withoutWords.map((w) => w.split(" ").map(fold).join(" ")));
const light = new Set(lightSugarWords.map(fold));
const sugarWith = new Map(Object.entries(sugarWithWords).map(([w, n]) => [fold(w), n]));
const spoons = new Map(Object.entries(spoonWords).map(([w, n]) => [fold(w), n]));

/** Folded words of a stretch of text, a leading «ب» («بزوز»، «بملعقة») read as «with». */
function wordsOf(text: string): string[] {
  return text
    .split(/\s+/)
    .map(fold)
    .filter((w) => w !== "" && w !== "ب")
    .map((w) => (w.length > 1 && w.startsWith("ب") && !without.has(w) ? w.slice(1) : w));
}

/** How many teaspoons the words before «سكر» say: «زوز ملاعق» 2, «ملعقة» 1; null: none said. */
export function spoonsSaid(words: readonly string[]): number | null {
  const spoonAt = words.findIndex((w) => spoons.has(w));
  if (spoonAt < 0 || spoonAt !== words.length - 1) return null;
  const spoon = spoons.get(words[spoonAt] as string);
  const before = words[spoonAt - 1];
  const number =
    before === undefined ? undefined : /^\d+$/.test(before) ? Number(before) : numbers.get(before);
  if (spoon === 1 || spoon === 2) return spoonAt === 0 ? spoon : null;
  return spoonAt === 1 && number !== undefined && number > 0 && number <= 10 ? number : null;
}

/** Whether the words between a drink and «سكر» say «without». */
export function saysWithout(words: readonly string[]): boolean {
  const last = words[words.length - 1];
  const lastTwo = words.slice(-2).join(" ");
  return (last !== undefined && without.has(last)) || without.has(lastTwo);
}

/**
 * Sugar said as none or as a sweetness, of the item before it: «بدون سكر»، «من غير سكر»، «خالي من
 * السكر» (none), «سكر خفيف» (light). Never a sugar line, on a food or a drink; a drink served
 * sweet said with none is its plain glass. `words`: the words that say so, to take out of the
 * words not understood.
 */
export interface SugarSaid<M> {
  how: "none" | "light";
  of: ReadLine<M> | undefined;
  words?: string;
}

/**
 * How the sugar whose words run from token `from` to `to` is said: none («بدون سكر»), light
 * («سكر خفيف»), or undefined when it is sugar eaten; and the tokens of the words that say so.
 */
export function sugarSaid(
  tokens: readonly Token[],
  from: number,
  to: number,
): { how: "none" | "light"; from: number; to: number } | undefined {
  const wordAt = (i: number) => {
    const t = tokens[i];
    return t?.kind === "word" ? t.folded : undefined;
  };
  const one = wordAt(from - 1);
  const two = wordAt(from - 2);
  if (two !== undefined && one !== undefined && without.has(`${two} ${one}`))
    return { how: "none", from: from - 2, to: from - 1 };
  if (one !== undefined && without.has(one)) return { how: "none", from: from - 1, to: from - 1 };
  const after = wordAt(to + 1);
  return after !== undefined && light.has(after)
    ? { how: "light", from: to + 1, to: to + 1 }
    : undefined;
}

/** A sweetened drink's line as its plain counterpart, the glass's own sugar taken out. */
export function plainCounterpart<M extends DrinkMeal>(
  item: ReadLine<M>,
  byName: ReadonlyMap<string, M>,
): ReadLine<M> {
  const plainName = sweetenedDrinks[item.meal.name];
  const plain = plainName ? byName.get(plainName) : undefined;
  if (!plain || item.weighing.grams === null) return item;
  // The glass weighed as the sweetened drink, less its sugar (g of added sugar per 100 g).
  // Whole grams, as a kitchen scale shows them.
  const kept = 1 - (item.meal.addedSugars ?? 0) / 100;
  const grams = Math.round(item.weighing.grams * kept);
  const from = item.weighing;
  // Still the glass's serving, so its line says where the glass's grams come from.
  const weighing: Weighing =
    from.how === "serving" || from.how === "rule"
      ? {
          grams,
          how: "rule",
          rule: "less-sugar",
          serving: from.serving,
          perUnit: from.perUnit * kept,
        }
      : { grams, how: "weight" };
  return { ...item, meal: plain, alternatives: [], weighing };
}

/**
 * «قهوة كوب كبير بدون سكر»: the amount read before «بدون سكر» is the drink's, when the drink
 * itself was said with none; the drink is weighed in it.
 */
function withAmountOf<M extends DrinkMeal>(drink: ReadLine<M>, sugar: ReadLine<M>): ReadLine<M> {
  if (drink.said.how !== "unsaid" || sugar.said.how !== "said") return drink;
  const weighing = weigh(drink.meal, sugar.amount);
  if (weighing.grams === null) return drink;
  return { ...drink, amount: sugar.amount, weighing, said: sugar.said };
}

/**
 * «بسكر»، «بسكرتين» as the next word after a drink: its words, and the teaspoons' line when the
 * drink is served plain (none when it is served sweet: its glass already holds them).
 */
function lumpsAfter<M extends DrinkMeal>(
  after: string,
  drink: ReadLine<M>,
  sugar: M | undefined,
): { words: string; line?: ReadLine<M> } | undefined {
  const words = after.trim().split(/\s+/)[0] ?? "";
  const count = sugarWith.get(fold(words));
  if (count === undefined || !(drink.meal.name in sweetenedDrinks)) return undefined;
  if (sweetenedDrinks[drink.meal.name] !== null || !sugar) return { words };
  const weighing = teaspoonsOf(sugar, count);
  if (weighing.grams === null) return { words };
  return {
    words,
    line: {
      text: words,
      meal: sugar,
      alternatives: [],
      amount: { count, unit: "tsp" },
      said: { how: "said", words: "" },
      weighing,
    },
  };
}

/** Teaspoons of sugar, weighed by the unit or, failing it, by the meal's own teaspoon. */
function teaspoonsOf(sugar: DrinkMeal, count: number): Weighing {
  const weighing = weigh(sugar, { count, unit: "tsp" });
  const teaspoon = sugar.servings?.find((s) => s.label === SUGAR_TEASPOON_LABEL);
  if (weighing.grams !== null || !teaspoon) return weighing;
  return {
    grams: count * teaspoon.grams,
    how: "serving",
    serving: teaspoon,
    perUnit: teaspoon.grams,
  };
}

export function readDrinkSugar<M extends DrinkMeal>(
  text: string,
  items: ReadLine<M>[],
  unmatched: string[],
  meals: readonly M[],
  sugarsSaid: ReadonlyMap<ReadLine<M>, SugarSaid<M>> = new Map(),
): { items: ReadLine<M>[]; unmatched: string[] } {
  const byName = new Map(meals.map((m) => [m.name, m]));
  const out: ReadLine<M>[] = [];
  let consumed: string[] = [];
  let cursor = 0;
  let previousEnd = 0;
  for (const item of items) {
    const at = text.indexOf(item.text, cursor);
    const start = at < 0 ? cursor : at;
    const end = start + item.text.length;
    cursor = end;
    // «من غير سكر»: «غير» read as a food of its own (an alias holding it) is the negation.
    const misread = out[out.length - 1];
    const beforeMisread = out[out.length - 2];
    if (
      item.meal.name === SUGAR_MEAL &&
      misread &&
      beforeMisread &&
      beforeMisread.meal.name in sweetenedDrinks &&
      saysWithout(wordsOf(text.slice(0, previousEnd)).slice(-2))
    ) {
      out.splice(-2, 2, plainCounterpart(beforeMisread, byName));
      previousEnd = end;
      continue;
    }
    // «بدون سكر» after a drink, read as the name of the plain tea: the drink's own sugar said.
    const drink = out[out.length - 1];
    const ownWords = wordsOf(item.text);
    if (
      drink &&
      drink.meal.name in sweetenedDrinks &&
      ownWords.length >= 2 &&
      ownWords[ownWords.length - 1] === fold("سكر") &&
      saysWithout(ownWords.slice(0, -1)) &&
      wordsOf(text.slice(previousEnd, start)).length === 0
    ) {
      out[out.length - 1] = plainCounterpart(withAmountOf(drink, item), byName);
      previousEnd = end;
      continue;
    }
    // «شاهي بالسكر»، «قهوة عربي بالسكر»: a drink served sweet, said «with sugar» and no amount
    // of it, is drunk as it is served; its sugar is already in its glass.
    if (
      item.meal.name === SUGAR_MEAL &&
      drink &&
      sweetenedDrinks[drink.meal.name] &&
      item.said.how === "unsaid" &&
      fold(item.text).startsWith(fold("بال")) &&
      wordsOf(text.slice(previousEnd, start)).length === 0
    ) {
      previousEnd = end;
      continue;
    }
    if (item.meal.name === SUGAR_MEAL && drink && drink.meal.name in sweetenedDrinks) {
      const gap = text.slice(previousEnd, start);
      const gapWords = wordsOf(gap);
      const said = wordsOf(item.text.replace(/سكر\s*$/, ""));
      if (saysWithout(gapWords) && said.length === 0) {
        out[out.length - 1] = plainCounterpart(drink, byName);
        consumed = [...consumed, gap.trim()];
        previousEnd = end;
        continue;
      }
      const count = spoonsSaid([...gapWords, ...said]);
      const teaspoon = item.meal.servings?.find((s) => s.label === SUGAR_TEASPOON_LABEL);
      if (count !== null && teaspoon) {
        out[out.length - 1] = plainCounterpart(drink, byName);
        out.push({
          ...item,
          text: text.slice(previousEnd, end).trim(),
          amount: { count, unit: "tsp" },
          // The spoons are said, but not as one amount's words: the line writes them back.
          said: { how: "said", words: "" },
          weighing: teaspoonsOf(item.meal, count),
        });
        consumed = [...consumed, gap.trim()];
        previousEnd = end;
        continue;
      }
    }
    // «شاهي أخضر بدون سكر»، «زبادي خالي من السكر»، «قهوة سكر خفيف»: sugar said as none or as a
    // sweetness is no sugar eaten, whatever it is said of.
    const said = sugarsSaid.get(item);
    if (said) {
      const of = out[out.length - 1];
      if (said.how === "none" && of && of === said.of && of.meal.name in sweetenedDrinks)
        out[out.length - 1] = plainCounterpart(withAmountOf(of, item), byName);
      if (said.words) consumed = [...consumed, said.words];
      previousEnd = end;
      continue;
    }
    out.push(item);
    previousEnd = end;
    // «قهوة اسبريسو بسكر»: the lumps said right after a drink.
    const lumps = lumpsAfter(text.slice(end), item, byName.get(SUGAR_MEAL));
    if (lumps) {
      if (lumps.line) out.push(lumps.line);
      consumed = [...consumed, lumps.words];
      previousEnd = end + text.slice(end).indexOf(lumps.words) + lumps.words.length;
      cursor = previousEnd;
    }
  }
  return { items: out, unmatched: unmatched.filter((u) => !consumed.includes(u.trim())) };
}
