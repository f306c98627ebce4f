// The meal page of a dish cooked with less or more oil: /calculator/<slug>/less-oil and
// /calculator/<slug>/more-oil, prerendered like the page itself, for the dishes whose recipe
// holds added fat. A link per choice, so the choice works without JavaScript and each version
// is a static page the service worker keeps as it keeps any page visited; the usual version is
// the meal page itself.
import type { OilChoice } from "@/lib/nutrition/oil";

export const OIL_SEGMENTS = { less: "less-oil", more: "more-oil" } as const;

/** The page of a meal (its path, "/calculator/bazeen") cooked with `choice`. */
export function oilPagePath(path: string, choice: OilChoice): string {
  return choice === "usual" ? path : `${path}/${OIL_SEGMENTS[choice]}`;
}

/** The choice a path segment names, or null for any other segment. */
export function oilOfSegment(segment: string): Exclude<OilChoice, "usual"> | null {
  if (segment === OIL_SEGMENTS.less) return "less";
  if (segment === OIL_SEGMENTS.more) return "more";
  return null;
}

/** A meal page's path without its oil: "/calculator/bazeen/less-oil" → "/calculator/bazeen". */
export function mealPathOf(path: string): { path: string; oil: OilChoice } {
  const match = /^(.*)\/(less-oil|more-oil)$/.exec(path);
  return match ? { path: match[1]!, oil: oilOfSegment(match[2]!)! } : { path, oil: "usual" };
}
