// A line the data cannot weigh as read gets grams all the same, by a stated estimate, so no line
// of «ماذا أكلت؟» asks for grams (issue 29, part 2): weigh.ts gives null where a food has no
// serving or rule for the unit said («كيس تسالي»، «popcorn علبة»، «nutella 2 slices»), for
// millilitres of a food with no cup, and for a plural with no number («كاسات شاهي»). Here, and
// only for the line's own weighing: weigh.ts's null stays the answer to «does the data weigh
// this unit?», which several rules ask before they choose a reading.

import { householdEstimates } from "@/content/meals/household-units";
import { sizeFactor, unitOf } from "./serving-of-unit";
import { unsaidAmount } from "./unsaid-amount";
import { weigh, type MealTextAmount, type WeighableMeal, type Weighing } from "./weigh";

/**
 * The line's amount and weighing, with grams: as read when they have them, else by a stated
 * estimate. A plural with no number becomes a count of three, so the line's count field shows it.
 */
export function weighedAtLast(
  meal: WeighableMeal,
  amount: MealTextAmount,
  weighing: Weighing = weigh(meal, amount),
): { amount: MealTextAmount; weighing: Weighing } {
  if (weighing.grams !== null) return { amount, weighing };
  if (amount.count === null) {
    // «كاسات شاهي»: three of the unit, each weighed as one of it is (or at last as below).
    const count = householdEstimates.pluralWithoutNumber;
    const one = weighedAtLast(meal, { ...amount, count: 1 }).weighing;
    if (one.how !== "serving" && one.how !== "rule") return { amount, weighing };
    return {
      amount: { ...amount, count },
      weighing: {
        grams: count * one.grams,
        how: "rule",
        rule: "plural-as-three",
        serving: one.serving,
        perUnit: one.grams,
      },
    };
  }
  const typical = meal.servings?.[0];
  if (!typical) return { amount, weighing };
  if (amount.unit === "ml" || amount.unit === "litre") {
    const perUnit = householdEstimates.gramsPerMlAtLast * (amount.unit === "ml" ? 1 : 1000);
    return {
      amount,
      weighing: {
        grams: amount.count * perUnit,
        how: "rule",
        rule: "volume-as-water",
        serving: typical,
        perUnit,
      },
    };
  }
  // A unit said of a food no serving or rule weighs it in: the portion one person eats of it, as
  // when no amount is said (unsaid-amount.ts: «كيس بسكويت» six biscuits, not one; a bag of seeds
  // their quarter cup), sized as any serving is.
  const usual = weigh(meal, unsaidAmount({ name: meal.name ?? "", servings: meal.servings }));
  const portion = usual.grams ?? typical.grams;
  const perUnit = portion * sizeFactor(amount.size, unitOf(typical).size);
  return {
    amount,
    weighing: {
      grams: amount.count * perUnit,
      how: "rule",
      rule: "unit-as-typical",
      serving: typical,
      perUnit,
    },
  };
}
