// A meal's published GI measurements summed up for display: one value, or the median of
// several with their range. The bands are the GI tables' own: low ≤ 55, medium 56–69, high ≥ 70
// (Atkinson, Foster-Powell & Brand-Miller 2008, as content/diabetes/carb-texts.ts says).
import type { GiValue } from "@/lib/meals/types";

export interface GiSummary {
  median: number;
  min: number;
  max: number;
  count: number;
}

export function giSummary(values: readonly GiValue[] | undefined): GiSummary | null {
  if (!values || values.length === 0) return null;
  const sorted = values.map((v) => v.gi).sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  return { median, min: sorted[0]!, max: sorted[sorted.length - 1]!, count: sorted.length };
}

export function giBand(gi: number): "low" | "medium" | "high" {
  if (gi <= 55) return "low";
  return gi < 70 ? "medium" : "high";
}
