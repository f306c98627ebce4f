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

import { createFoodMatcher } from "./food-matcher";
import { amountReading, type AmountReading } from "./amount-reading";
import { weighedAtLast } from "./unweighed";
import { waterRunFrom, waterTokens, withWaterNumbers } from "./water";
import { addsHalf, readAmount } from "./amount-group";
import { isAmountOfLineBefore, isWeightOfLineBefore } from "./amount-alone";
import { groupsOf, itemRuns, mergeSpans, segmentsOf, spanOf, type Group } from "./groups";
import { createPartsReader, type AmountPart, type Span } from "./parts";
import type { ReadLine } from "./line";
import type { MealTextMeal } from "./meal-text-meal";
import { tokenize, type Token } from "./tokens";
import { createReading, readPast, type GroupReading, type SegmentReading } from "./reading";
import { isCountOfDish } from "./count-of-dish";
import { groupWords } from "./group-words";
import { foodAt } from "./food-at";
import { wordPlace } from "./word-place";
import { joinsDishSaidWith } from "./dish-said-with";
import { joinsLineBefore } from "./joins-before";
import { isDishOfBareWord } from "./bare-kind-dish";
import { addNewLine } from "./new-line";
import { namesFood } from "./names-food";
import { readPlainDrinks } from "./plain-drink";
import { readOvenDishes } from "./oven-dish";
import { readDrinkSugar } from "./drink-sugar";
import { readYoghurtWith } from "./yoghurt-with";
import { readBoneAsEgg } from "./bone-or-egg";
import { readCakeOrRing, readGulfCoffee, readLoafCheese, readMilkByTheCup } from "./dialect-cues";
import { readMaghrebBread } from "./maghreb-bread";
import { readElidedSandwiches } from "./elided-sandwich";
import { readSandwiches } from "./sandwich";
import { sentenceWords } from "./sentence-words";
import { readFastFoodPotatoes } from "./fast-food-potatoes";
import { readUnitSort } from "./unit-sort";
import { readPanWords } from "./cooked-with";
import { readFillingsInBread } from "./filling";
import { readFillingDishes } from "./filling-dish";
import { readToppings } from "./topping";
import { withoutRepeats } from "./repeats";
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
export type { MealTextMeal } from "./meal-text-meal";

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
  /** Water and the amount said with it («٢ لتر مية»), as typed: understood, no energy (water.ts). */
  water: string[];
}

export interface MealTextParser<M> {
  parse(text: string): MealTextResult<M>;
}

export function createMealTextParser<M extends MealTextMeal>(
  meals: readonly M[],
  { defaults }: { defaults?: ReadonlyMap<string, string> } = {},
): MealTextParser<M> {
  const matcher = createFoodMatcher(meals, defaults);
  const indexByName = new Map(meals.map((meal, index) => [meal.name, index]));
  const { readParts, respell } = createPartsReader(matcher, defaults);

  return {
    parse(text) {
      const tokens = respell(readBoneAsEgg(tokenize(text)));
      const split = new Set<number>();
      const partials: PartialEating[] = [];
      const onlyAmounts: OnlyAmount<AmountPart>[] = [];
      const water = waterTokens(tokens, text);
      const parts = withWaterNumbers(readParts(tokens, split, partials, onlyAmounts), water);
      const r = createReading(text, tokens, split, meals, matcher, defaults, indexByName);
      const { items, startOf, unmatchedSpans, slice } = r;
      for (const segmentParts of segmentsOf(parts)) {
        const groups = groupsOf(segmentParts);
        const segment: SegmentReading<M> = {
          lastInSegment: undefined,
          lastGroup: -1,
          previousSpan: undefined,
        };
        for (let g = 0; g < groups.length; g++) {
          const group = groups[g] as Group;
          const waterTo = waterRunFrom(groups, g, water);
          if (waterTo !== undefined) {
            const run = groups.slice(g, waterTo + 1).flatMap((w): readonly Span[] => w.parts);
            r.waterSpans.push({ from: run[0]!.from, to: run.at(-1)!.to });
            g = waterTo;
            continue;
          }
          if (group.kind === "other") {
            const notEaten = group.parts.every((p) => p.notEaten);
            (notEaten ? r.notEatenSpans : unmatchedSpans).push(spanOf(group.parts));
            continue;
          }
          const runs = itemRuns(groups, g, {
            names: (words) => matcher.match(words) !== undefined,
            countsDish: (food, amount) => isCountOfDish(matcher, meals, food, amount),
          });
          const { amount: amountGroup, food: foodGroup, ownCount } = runs;
          g = runs.last;
          const amountWords = amountGroup && slice(spanOf(amountGroup));
          // «ونص» by itself: half more of the item before.
          if (
            !foodGroup &&
            amountGroup &&
            addsHalf(amountGroup, segment.lastInSegment ?? items.at(-1), amountWords!)
          )
            continue;
          const read = amountGroup ? readAmount(amountGroup, group.kind === "food") : undefined;
          if (
            !foodGroup &&
            read &&
            (isAmountOfLineBefore(r, segment, groups, read, amountWords!) ||
              isWeightOfLineBefore(r, segment, g, read, amountGroup!, amountWords!))
          )
            continue;
          const run: GroupReading<M> = {
            g,
            amountGroup,
            read,
            amountSpan: amountGroup && spanOf(amountGroup),
            words: groupWords(matcher, tokens, foodGroup, amountGroup, read, ownCount),
            first: true,
            pos: 0,
            lastInGroup: undefined,
          };
          while (run.pos < run.words.length) {
            const at = foodAt(r, run);
            if (!at) continue;
            const place = wordPlace(r, run, at);
            if (
              !joinsDishSaidWith(r, run, at, place) &&
              !joinsLineBefore(r, run, at, place) &&
              !isDishOfBareWord(r, run, at, place)
            )
              addNewLine(r, segment, run, at, place);
            readPast(run, at.length);
          }
          if (run.first && run.amountSpan) unmatchedSpans.push(run.amountSpan);
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
        r.sugarsSaid,
      );
      return {
        items: withoutRepeats(text, read.items).map((read) => {
          const item =
            read.weighing.grams === null
              ? { ...read, ...weighedAtLast(read.meal, read.amount, read.weighing) }
              : read;
          return {
            ...item,
            reading: amountReading(item.meal, item.amount, item.weighing, item.said),
          };
        }),
        unmatched: read.unmatched,
        notEaten: mergeSpans(r.notEatenSpans).map(slice),
        water: mergeSpans(r.waterSpans).map(slice),
      };
    },
  };
}
