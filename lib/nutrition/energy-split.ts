// How a meal's energy divides between protein, fat and carbohydrates, using the Atwater general
// factors (4 kcal per gram of protein and of carbohydrate, 9 per gram of fat). The split is a
// ratio, so it does not depend on the quantity eaten. Whole percentages that always sum to 100
// (largest remainder), so the bar and its text never disagree.

const KCAL_PER_GRAM = { protein: 4, fat: 9, carbohydrates: 4 } as const;

export type Macro = keyof typeof KCAL_PER_GRAM;
export const MACROS: readonly Macro[] = ["protein", "fat", "carbohydrates"];

export type EnergySplit = Record<Macro, number>;

/** Percent of energy from each macronutrient, integers summing to 100; null when there is no energy. */
export function energySplit(grams: Record<Macro, number>): EnergySplit | null {
  const kcal = MACROS.map((m) => ({ m, kcal: Math.max(0, grams[m]) * KCAL_PER_GRAM[m] }));
  const total = kcal.reduce((sum, k) => sum + k.kcal, 0);
  if (!(total > 0) || !Number.isFinite(total)) return null;

  const parts = kcal.map(({ m, kcal: k }) => {
    const exact = (k / total) * 100;
    return { m, percent: Math.floor(exact), rest: exact - Math.floor(exact) };
  });
  let missing = 100 - parts.reduce((sum, p) => sum + p.percent, 0);
  // Hand the missing points to the largest remainders; ties go to the earlier macro (stable sort).
  for (const part of [...parts].sort((a, b) => b.rest - a.rest)) {
    if (missing <= 0) break;
    part.percent += 1;
    missing -= 1;
  }
  const split = { protein: 0, fat: 0, carbohydrates: 0 };
  for (const { m, percent } of parts) split[m] = percent;
  return split;
}
