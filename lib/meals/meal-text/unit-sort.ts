// «رغيف خبز أسمر»: an amount said in a unit the meal is never served in (a loaf of sliced brown
// bread) names the sort of it that is: the alternative whose name holds the meal's whole name
// and is served in that unit (the brown round loaf, «خبز عربي أسمر»). Never another food: the
// meal's every word stays in the name.

import type { ReadLine } from "./line";
import { weigh, type WeighableMeal } from "./weigh";

/** The lines whose said unit weighs nothing read as the sort served in it, in place. */
export function readUnitSort<M extends WeighableMeal & { name: string }>(
  lines: ReadLine<M>[],
): void {
  for (const line of lines) {
    if (line.said.how !== "said" || line.weighing.grams !== null) continue;
    const own = line.meal.name.split(" ");
    const sort = line.alternatives.find((alt) => {
      const words = new Set(alt.name.split(" "));
      return own.every((w) => words.has(w)) && weigh(alt, line.amount).grams !== null;
    });
    if (!sort) continue;
    line.alternatives = [line.meal, ...line.alternatives.filter((alt) => alt !== sort)];
    line.meal = sort;
    line.weighing = weigh(sort, line.amount);
  }
}
