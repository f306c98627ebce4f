// The published glycaemic index measurements of a meal (content/glycaemic-index/
// measurements.ts), as the meal shape carries them: the value, what was measured, and the
// source. A meal no one measured has none: the site never estimates a GI.
import { giMeasurements, giSources } from "@/content/glycaemic-index/measurements";
import type { GiValue } from "../types";

let byMeal: Map<string, GiValue[]> | undefined;

export function glycaemicIndexOf(mealName: string): GiValue[] | undefined {
  if (!byMeal) {
    byMeal = new Map();
    for (const m of giMeasurements) {
      const list = byMeal.get(m.meal) ?? [];
      list.push({ gi: m.gi, measured: m.measured, citation: giSources[m.source].citation });
      byMeal.set(m.meal, list);
    }
  }
  return byMeal.get(mealName);
}
