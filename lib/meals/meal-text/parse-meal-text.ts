// «ماذا أكلت؟»: a meal written as a sentence («صحنين كسكسي ونص رغيف وكاس شاهي») read into foods
// of the meal database, each with its amount in grams. The one parser of the calculator (in the
// browser, over the meal names it loads) and of POST /api/v1/meals/parse (over the embedded
// database): pure, no network, no React, no server-only code.
//
// Reading, in three steps:
// 1. tokens (tokens.ts): numbers, words, breaks (new line, «،», «+», «:»…);
// 2. parts (parts.ts): each word is a separator («و»، «مع»), a filler that names no food («فطور»، «كليت»),
//    a number («زوز»، «تلاتة»), a fraction («نص»، «ونص»), a unit with its dual or plural
//    («صحنين»، «كاسات»، «ملعقة صغيرة»), a food's count noun («بيضتين»، «تمرات»), or a food word.
//    A leading «و» is a separator only when what follows it is a known word and the whole word
//    is not («وخبز» is «و» + «خبز», «ورق عنب» stays), and a whole name or alias of two words
//    or more is read as food even when it holds such words («حليب نصف دسم»، «رب وزيت»);
// 3. items: parts in runs of amounts and food words (groups.ts), each amount read
//    (amount-group.ts); below, an amount goes with the food after it («صحنين كسكسي»), or before it when nothing
//    follows («كسكسي صحنين»); «ونص» alone adds a half to the item before. The food words name
//    one meal or several (food-matcher.ts); the amount becomes grams by weigh.ts.
// Words that name nothing are returned as typed, never dropped: a greeting or a number alone
// gives no item.

import { createFoodMatcher, type MatchableMeal } from "./food-matcher";
import { amountReading, type AmountReading, type AmountSaid } from "./amount-reading";
import {
  addsHalf,
  amountOf,
  cutAmount,
  giveAmount,
  isWeight,
  measuresPlate,
  readAmount,
} from "./amount-group";
import { groupsOf, itemRuns, mergeSpans, segmentsOf, spanOf, type Group } from "./groups";
import {
  AND,
  WITH,
  createPartsReader,
  isDefinite,
  joinsWithAnd,
  type AmountPart,
  type FoodPart,
  type Span,
} from "./parts";
import type { ReadLine } from "./line";
import { tokenize, type Token } from "./tokens";
import { weigh, type MealTextAmount, type WeighableMeal } from "./weigh";
import { fold, kinds, servedAs } from "./words";
import { readPlainDrinks } from "./plain-drink";
import { readOvenDishes } from "./oven-dish";
import { readDrinkSugar, sugarSaid, type SugarSaid } from "./drink-sugar";
import { SUGAR_MEAL } from "@/content/meals/drink-sugar-words";
import { readModifier } from "./modifier";
import { readFishKind } from "./fish-kind";
import { readYoghurtWith } from "./yoghurt-with";
import { readBoneAsEgg } from "./bone-or-egg";
import { readCakeOrRing, readGulfCoffee, readLoafCheese, readMilkByTheCup } from "./dialect-cues";
import { readMaghrebBread } from "./maghreb-bread";
import { readElidedSandwiches } from "./elided-sandwich";
import { readSandwiches } from "./sandwich";
import { sentenceWords } from "./sentence-words";
import { readFastFoodPotatoes } from "./fast-food-potatoes";
import { readUnitSort } from "./unit-sort";
import { isSortWeLack } from "./qualifier";
import { unsaidAmount } from "./unsaid-amount";
import { cookedWithAmount, cookedWithMeal, readPanWords } from "./cooked-with";
import { fillingAmount, isFillingBread, readFillingsInBread } from "./filling";
import { readFillingDishes } from "./filling-dish";
import { readToppings } from "./topping";
import { withoutRepeats } from "./repeats";
import { belongsToBefore, isDishBaseWord, isDishPart, isOneOfNoun, saidWith } from "./with-food";
import { applyPartials, type PartialEating } from "./partial";
import { applyOnlyAmounts } from "./only-eaten-amount";
import type { OnlyAmount } from "./only-eaten";
import { takeSauces } from "./sauce";
export { writtenAmount } from "./amount-text";
export { amountReadingText, unitAsReadWords } from "./amount-reading";
export type { AmountReading } from "./amount-reading";
export { correctLine, startingAmount } from "./line-correction";
export type { LineAmount, LineUnit } from "./line-correction";
export { parseMealNames, type MealNameEntry } from "./meal-names";
export { MEAL_TEXT_MAX_LENGTH } from "./meal-text-limit";
export { servingUnitOf } from "./serving-unit";
export { weigh, weighingRuleReadings, USDA_CUP_ML } from "./weigh";
export type { MealTextAmount, Weighing } from "./weigh";

export interface MealTextMeal extends MatchableMeal, WeighableMeal {
  name: string;
  /** Added sugar, g per 100 g: a sweetened drink's own sugar, taken out when its sugar is said. */
  addedSugars?: number;
  /** A dish of our recipes (the meal names' flag), or a meal whose source says so. */
  dish?: true;
  source?: { kind: string };
}

export interface MealTextItem<M> extends ReadLine<M> {
  /** How the line understood its amount, to say back («طاسة ≈ 250 غ، تقدير»). */
  reading: AmountReading;
}

interface MealTextResult<M> {
  items: MealTextItem<M>[];
  /** Words that named no food and no amount, as typed, in order. */
  unmatched: string[];
  /** Words naming a food said not eaten («الروب ما شربتو»), as typed: understood, not counted. */
  notEaten: string[];
}

export interface MealTextParser<M> {
  parse(text: string): MealTextResult<M>;
}

const MAX_ALTERNATIVES = 5;

export function createMealTextParser<M extends MealTextMeal>(
  meals: readonly M[],
  { defaults }: { defaults?: ReadonlyMap<string, string> } = {},
): MealTextParser<M> {
  const matcher = createFoodMatcher(meals, defaults);
  const indexByName = new Map(meals.map((meal, index) => [meal.name, index]));
  const mealIndex = (name: string) => indexByName.get(name) ?? -1;
  /**
   * A word whose meal alone is only its kind's usual sort («حليب», «عصير»), or that is no whole
   * name, only the start of longer ones («فلفل»).
   */
  const isKindWord = (word: string) =>
    kinds.has(word) || defaults?.has(word) === true || matcher.labelLength([word]) === 0;

  const { readParts, respell } = createPartsReader(matcher, defaults);

  /** «اصابع»: a word that is no whole name, only the start of longer ones, and no kind word. */
  function isOnlyNameStart(word: string, next: { word: string; with?: boolean } | undefined) {
    return (
      next !== undefined &&
      !next.with &&
      matcher.labelLength([word]) === 0 &&
      !defaults?.has(word) &&
      !kinds.has(word) &&
      matcher.labelLength([next.word]) === 1
    );
  }

  /**
   * «عجة بيضتين», «بيض مخفوق 3 بيضات»: a count noun after a dish made of that food counts the
   * dish, not more of the food, when the food's word is a word of the dish's name or alias.
   */
  function isCountOfDish(foodParts: readonly FoodPart[], amount: readonly AmountPart[]): boolean {
    const counted = amount.find((p) => p.kind === "count");
    if (!counted || counted.kind !== "count") return false;
    const found = matcher.match(foodParts.map((p) => p.word));
    if (!found || found.used !== foodParts.length) return false;
    const meal = meals[found.meal] as M;
    const food = counted.noun.food;
    return [meal.name, ...(meal.aliases ?? [])].some((label) => label.split(" ").includes(food));
  }

  return {
    parse(text) {
      const tokens = respell(readBoneAsEgg(tokenize(text)));
      const split = new Set<number>();
      const partials: PartialEating[] = [];
      const onlyAmounts: OnlyAmount<AmountPart>[] = [];
      const parts = readParts(tokens, split, partials, onlyAmounts);
      const items: ReadLine<M>[] = [];
      /** The token each line's words start at, for the shares said of it (partial.ts). */
      const startOf = new Map<ReadLine<M>, number>();
      const unmatchedSpans: Span[] = [];
      const notEatenSpans: Span[] = [];
      const slice = ({ from, to }: Span) => {
        const start = (tokens[from] as Token).start;
        const and = split.has(from) && text[start] === AND;
        const words = text.slice(start + (and ? 1 : 0), (tokens[to] as Token).end);
        // «صدر دجاج (١٥٠ غ)»: the bracket opened is closed.
        const closes = words.includes("(") && !words.includes(")");
        return closes && text[(tokens[to] as Token).end] === ")" ? `${words})` : words;
      };

      /** Sugar said as none or light («بدون سكر»، «سكر خفيف»), and the item it was said of. */
      const sugarsSaid = new Map<ReadLine<M>, SugarSaid<M>>();
      /** Items named with no amount of their own: an amount alone after them may be theirs. */
      const unsaid = new Set<ReadLine<M>>();
      /** The item before was a bread, or a filling in one. */
      let fillingOpen: "bread" | "filling" | false = false;
      /** The item before took a food written «بال…» inside it: a food joined «وال…» may follow. */
      let insideOpen: { item: ReadLine<M>; meal: M; span: Span } | undefined;
      /** The last line read, and its words, whatever segment it was read in. */
      let lastRead: { item: ReadLine<M>; meal: M; span: Span } | undefined;
      /** A food word written «وال…» («والتن»): «و» joined to the article. */
      const joinedWithAnd = (span: Span) => {
        const token = tokens[span.from] as Token;
        return (
          split.has(span.from) && token.kind === "word" && joinsWithAnd(token.folded, token.bare)
        );
      };
      for (const segment of segmentsOf(parts)) {
        const groups = groupsOf(segment);
        let lastInSegment: ReadLine<M> | undefined;
        /** The group the last item was read from, and its words. */
        let lastGroup = -1;
        let previousSpan: Span | undefined;
        for (let g = 0; g < groups.length; g++) {
          const group = groups[g] as Group;
          if (group.kind === "other") {
            const notEaten = group.parts.every((p) => p.notEaten);
            (notEaten ? notEatenSpans : unmatchedSpans).push(spanOf(group.parts));
            continue;
          }
          const runs = itemRuns(groups, g, {
            names: (words) => matcher.match(words) !== undefined,
            countsDish: isCountOfDish,
          });
          const { amount: amountGroup, food: foodGroup, ownCount } = runs;
          g = runs.last;
          const amountWords = amountGroup && slice(spanOf(amountGroup));
          // «ونص» by itself: half more of the item before.
          if (
            !foodGroup &&
            amountGroup &&
            addsHalf(amountGroup, lastInSegment ?? items.at(-1), amountWords!)
          )
            continue;
          const read = amountGroup ? readAmount(amountGroup, group.kind === "food") : undefined;
          // «كبسة دجاج، نصف طبق فقط»: an amount alone in its part of the sentence, after an item
          // named with no amount, is that item's amount; so is a count noun of the food that
          // item is («حوت مقلي، كليت حوتتين وشوية رز»: two of the fried fish, not two other fish);
          // after a plate, a measure of it («طبق مكرونة، كوبان تقريبًا») says what the plate held.
          const previousItem = items[items.length - 1];
          const countsPrevious =
            read?.fromCount === true &&
            read.food !== undefined &&
            previousItem !== undefined &&
            namesFood(previousItem, read.food);
          if (
            !foodGroup &&
            read &&
            (countsPrevious || (!read.food && groups.every((other) => other.kind === "amount"))) &&
            lastInSegment === undefined &&
            previousItem &&
            (unsaid.has(previousItem) || measuresPlate(previousItem, read.amount))
          ) {
            unsaid.delete(previousItem);
            giveAmount(previousItem, cutAmount(previousItem.meal, read), amountWords!);
            continue;
          }
          // «شوية فول سوداني 20g»: a weight written after an item that had its amount before it
          // is the weight of that item.
          if (!foodGroup && read && isWeight(read.amount) && lastGroup === g - 1 && lastInSegment) {
            giveAmount(lastInSegment, read.amount, amountWords!);
            lastInSegment.text = slice(spanOf([previousSpan as Span, spanOf(amountGroup!)]));
            continue;
          }
          const words: {
            word: string;
            span: Span;
            with?: boolean;
            definite?: boolean;
            counted?: boolean;
          }[] = (foodGroup ?? []).map((p) => ({
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
          const amountSpan = amountGroup && spanOf(amountGroup);
          let first = true;
          let pos = 0;
          let lastInGroup:
            | { item: ReadLine<M>; meal: M; span: Span; bare?: string; runAmount?: boolean }
            | undefined;
          while (pos < words.length) {
            const found = matcher.match(words.slice(pos).map((w) => w.word));
            if (!found) {
              // «شاهي خفيف»، «حليب بارد»، «قهوة توا»: how or when the food before was served.
              if (!(lastInGroup && servedAs.has(words[pos]!.word)))
                unmatchedSpans.push((words[pos] as { span: Span }).span);
              pos += 1;
              continue;
            }
            // «اصابع موز»: a word that only starts longer names, before a food of its own, names
            // none of them: the food after it is the one meant.
            if (found.used === 1 && isOnlyNameStart(words[pos]!.word, words[pos + 1])) {
              unmatchedSpans.push((words[pos] as { span: Span }).span);
              pos += 1;
              continue;
            }
            // «عصير رمان»: a juice we lack, not orange juice and a pomegranate.
            const sort = words[pos + 1];
            if (found.used === 1 && kinds.has(words[pos]!.word) && sort && !sort.with) {
              unmatchedSpans.push((words[pos] as { span: Span }).span, sort.span);
              if (first && amountSpan) unmatchedSpans.push(amountSpan);
              first = false;
              pos += 2;
              continue;
            }
            const modified = readModifier(
              matcher,
              words.slice(pos, pos + found.used).map((w) => w.word),
              words[pos + found.used],
              (meals[found.meal] as M).name,
            );
            // «بطاطا حلوة»، «حليب ناقة»: a food we lack, not the bare noun's food.
            const kind = found.used === 1 && isKindWord(words[pos]!.word) ? words[pos] : undefined;
            // The usual sort's name and aliases: «سلطة خضرة» is «سلطة خضراء», its alias.
            const usualMeal = meals[found.meal] as M;
            const usual = [usualMeal.name, ...(usualMeal.aliases ?? [])].join(" ");
            if (!modified.taken && isSortWeLack(matcher, kind, usual, words[pos + found.used])) {
              const qualified = words.slice(pos, pos + found.used + 1).map((w) => w.span);
              if (first && amountSpan) qualified.unshift(amountSpan);
              unmatchedSpans.push(...qualified);
              first = false;
              pos += found.used + 1;
              continue;
            }
            const length = found.used + (modified.taken ? 1 : 0);
            const used = words.slice(pos, pos + length).map((w) => w.span);
            // «بيض بالبسطرمة»: the bare word's pan dish, fried eggs, when a «بال…» food follows.
            const panDish =
              kind && !modified.taken
                ? cookedWithMeal(kind.word, words[pos + found.used]?.with === true)
                : undefined;
            const panIndex = panDish === undefined ? -1 : mealIndex(panDish);
            const meal = meals[panIndex >= 0 ? panIndex : (modified.meal ?? found.meal)] as M;
            const candidates = modified.candidates ?? found.candidates;
            // Inside a bread: a «بال…» food after it, or a food right after its word with no
            // «و» between («خبزة تن وهريسة»، «عيش فول»), and the foods joined to that one.
            const rightAfterBread: boolean =
              fillingOpen === "bread" &&
              lastInGroup !== undefined &&
              isFillingBread(lastInGroup.meal) &&
              words[pos]!.span.from === lastInGroup.span.to + 1 &&
              !split.has(words[pos]!.span.from);
            const inBread: boolean =
              !(first && read) &&
              (words[pos]?.with === true
                ? fillingOpen !== false
                : fillingOpen === "filling" || rightAfterBread);
            // A flavour, or inside a dish: «زبادي بالفراولة», «شكشوكة بالبيض», «بريك بالبيض
            // والتن» (with-food.ts).
            const typed = words[pos] as { word: string; span: Span; with?: boolean };
            const joined =
              insideOpen !== undefined && !(first && read) && joinedWithAnd(typed.span);
            const before = joined ? insideOpen : lastInGroup;
            const written = typed.with === true;
            const bare =
              !written && kind !== undefined && !modified.taken && !split.has(typed.span.from);
            // «فول مدمس مع زيت زيتون»، «رب وزيت مع خبزة»: said «مع» right after a dish, what
            // it is made or served with is still in it.
            const withDish =
              pos === 0 &&
              lastInGroup === undefined &&
              lastRead !== undefined &&
              saidWith(tokens, typed.span.from, lastRead.span.to, written) &&
              (!(first && read) || isOneOfNoun(amountGroup)) &&
              isDishPart(lastRead.meal, meal, typed.word)
                ? lastRead
                : undefined;
            if (withDish) {
              withDish.span = spanOf([
                withDish.span,
                ...used,
                ...(first && amountSpan ? [amountSpan] : []),
              ]);
              withDish.item.text = slice(withDish.span);
              first = false;
              pos += length;
              continue;
            }
            if (
              !inBread &&
              before &&
              !(first && read) &&
              belongsToBefore(before.meal, meal, {
                written,
                joined,
                bare,
                // the word right before it is the food's own, or its amount's
                adjoining:
                  !written &&
                  !joined &&
                  !split.has(typed.span.from) &&
                  typed.span.from > before.span.from &&
                  typed.span.from <= before.span.to + 1,
                word: typed.word,
              })
            ) {
              before.span = spanOf([before.span, ...used]);
              before.item.text = slice(before.span);
              if (written || joined) insideOpen = before;
              first = false;
              pos += length;
              continue;
            }
            // «بيض شكشوكة»: the bare kind word before, with no amount of its own, was the dish's;
            // so was the amount of the run it was read from («مقرونة مبكبكة صحن»، «صحن حوت حريمي»:
            // a plate of the dish, not a plate of plain pasta or fish beside it).
            const carried = lastInGroup?.runAmount === true && read !== undefined;
            if (
              !inBread &&
              lastInGroup?.bare &&
              (lastInGroup.item.said.how === "unsaid" || carried) &&
              (belongsToBefore(meal, lastInGroup.meal, { written: false, bare: true, word: "" }) ||
                isDishBaseWord(lastInGroup.bare, meal, defaults))
            ) {
              const { item } = lastInGroup;
              const dishAmount =
                (first || carried) && read ? amountOf(meal, read) : unsaidAmount(meal);
              lastInGroup.span = spanOf([lastInGroup.span, ...used]);
              Object.assign(item, {
                text: slice(lastInGroup.span),
                meal,
                alternatives: candidates.slice(1, MAX_ALTERNATIVES + 1).map((i) => meals[i] as M),
                amount: dishAmount,
                weighing: weigh(meal, dishAmount),
              });
              lastInGroup.meal = meal;
              lastInGroup.bare = undefined;
              first = false;
              pos += length;
              continue;
            }
            insideOpen = undefined;
            const filling: MealTextAmount | undefined = inBread ? fillingAmount(meal) : undefined;
            const said =
              first && read
                ? amountOf(meal, read)
                : filling ||
                  (panIndex >= 0 ? cookedWithAmount(meal) : undefined) ||
                  unsaidAmount(meal);
            fillingOpen = isFillingBread(meal) ? "bread" : filling ? "filling" : false;
            const amount: MealTextAmount =
              modified.size && !said.size ? { ...said, size: modified.size } : said;
            const span = spanOf(first && amountSpan ? [amountSpan, ...used] : used);
            const saidHow: AmountSaid =
              first && read && amountSpan
                ? { how: "said", words: slice(amountSpan) }
                : filling
                  ? { how: "filling" }
                  : { how: "unsaid" };
            const item: ReadLine<M> = {
              text: slice(span),
              meal,
              alternatives: candidates
                .slice(1, MAX_ALTERNATIVES + 1)
                .map((index) => meals[index] as M),
              amount,
              weighing: weigh(meal, amount),
              said: saidHow,
            };
            const sugar =
              meal.name === SUGAR_MEAL
                ? sugarSaid(tokens, used[0]!.from, used[used.length - 1]!.to)
                : undefined;
            if (sugar)
              sugarsSaid.set(item, {
                how: sugar.how,
                of: lastInSegment,
                words: slice(sugar),
              });
            items.push(item);
            startOf.set(item, span.from);
            if (!(first && read) && !inBread) unsaid.add(item);
            lastInSegment = item;
            lastGroup = g;
            previousSpan = span;
            lastInGroup = {
              item,
              meal,
              span,
              bare: kind !== undefined && !modified.taken ? kind.word : undefined,
              // The run's amount, said in units (not a count of the bare word's food: «٢ بيض
              // شكشوكة» stays two eggs).
              runAmount:
                first && read !== undefined && read.amount.unit !== null && !read.fromCount,
            };
            // «بريك بالبيض»: a meal named with its «بال…» food; a food joined to it may follow.
            const withWord = used.some((u) => {
              const token = tokens[u.from] as Token;
              return token.kind === "word" && token.folded.startsWith(WITH);
            });
            if (withWord) insideOpen = lastInGroup;
            lastRead = lastInGroup;
            first = false;
            pos += length;
          }
          if (first && amountSpan) unmatchedSpans.push(amountSpan);
        }
      }
      // «وصوص ثوم»: a sauce we lack, and its flavour, are not understood (sauce.ts).
      const sauceSpans = takeSauces(tokens, items, (line) => {
        const from = startOf.get(line);
        if (from === undefined) return undefined;
        const end = text.indexOf(line.text, (tokens[from] as Token).start) + line.text.length;
        return { from, to: tokens.findLastIndex((t) => t.end <= end) };
      });
      unmatchedSpans.push(...sauceSpans);
      // «ما كليتش منه الا سمكه صغيره»: the amount eaten of the line before (only-eaten.ts).
      applyOnlyAmounts(
        onlyAmounts,
        items,
        (line) => startOf.get(line) ?? -1,
        (only) => slice({ from: only.amount[0]!.from, to: only.to }),
      );
      applyPartials(
        partials,
        items,
        (line) => startOf.get(line) ?? -1,
        (line, food) => {
          const found = matcher.match([food]);
          return namesFood(line, food) || (found !== undefined && meals[found.meal] === line.meal);
        },
        (partial) => slice(partial),
      );
      // The rules below read each line's words as respelled, not its text as typed.
      const said = sentenceWords(text, tokens);
      readYoghurtWith(said, items, meals);
      readPanWords(said, items, meals);
      readSandwiches(said, items, meals);
      readElidedSandwiches(said, items, meals);
      readOvenDishes(said, items, meals);
      readFastFoodPotatoes(said, items, meals);
      readFillingDishes(said, items, meals);
      readToppings(said, items, meals);
      readFillingsInBread(text, items);
      readUnitSort(items);
      readMilkByTheCup(items, meals);
      readGulfCoffee(items, meals);
      readLoafCheese(items, meals);
      readCakeOrRing(said, items, meals);
      readMaghrebBread(said, items, meals);
      readPlainDrinks(said, items, meals);
      const read = readDrinkSugar(
        text,
        items,
        mergeSpans(unmatchedSpans).map(slice),
        meals,
        sugarsSaid,
      );
      return {
        items: withoutRepeats(text, read.items).map((item) => ({
          ...item,
          reading: amountReading(item.meal, item.amount, item.weighing, item.said),
        })),
        unmatched: read.unmatched,
        notEaten: mergeSpans(notEatenSpans).map(slice),
      };
    },
  };
}

/**
 * Whether an item is that food, named first («حوت مقلي» is «حوت»), not a dish holding it
 * («كبسة دجاج» is no «دجاج»: a quarter chicken after it is its own line).
 */
function namesFood(item: { text: string }, food: string): boolean {
  const first = tokenize(item.text)[0];
  return first?.kind === "word" && first.bare === fold(food);
}
