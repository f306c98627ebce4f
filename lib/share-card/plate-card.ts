// The card of a shared plate (/plate?p=…): which meals it shows and their total, read from the
// link's own query. A link is untrusted and bounded: a query over PLATE_QUERY_LIMIT, or one
// naming no meal of the embedded database, is no plate (the page and its card then fall back to
// the calculator's), and at most the plate's 20 meals are looked up, PLATE_CARD_ROWS drawn.
import { plateText } from "@/content/plate";
import { pages } from "@/content/site-pages";
import { shareCardText } from "@/content/share-cards";
import { getMealByName } from "@/lib/meals/catalog";
import { mealWithOil } from "@/lib/nutrition/oil";
import { plateTotals, type PlateItem, type PlateTotals } from "@/lib/nutrition/plate";
import { decodePlateParams, encodePlateParams } from "@/lib/nutrition/plate-link";
import { CARDS_BASE, pageCard, type CardRef } from "./card-refs";

/** Characters of query a plate link may have: 20 meals of long names fit well within it. */
export const PLATE_QUERY_LIMIT = 4096;
/** Meals a plate card lists by name; the rest are counted. */
export const PLATE_CARD_ROWS = 5;

/**
 * A plate card's caching, like a static file's: a year, shared caches included, never
 * revalidated. Its URL holds the whole plate, so a changed plate is a new URL; after a release
 * that changes the meal data, a cache may keep the old picture of the same link until it expires.
 */
export const PLATE_CARD_CACHE = "public, max-age=31536000, s-maxage=31536000, immutable";

export interface PlateCardData {
  items: PlateItem[];
  totals: PlateTotals;
  /** The plate written back as a query (only the meals found, in a canonical spelling). */
  query: string;
}

/** The plate a link's query names, or null for a damaged, oversized or unknown one. */
export function plateCardData(search: string): PlateCardData | null {
  if (search.length > PLATE_QUERY_LIMIT) return null;
  const decoded = decodePlateParams(new URLSearchParams(search));
  if (!decoded) return null;
  // Each line as cooked: its meal with the line's oil (lib/nutrition/oil.ts).
  const lines = decoded.entries.flatMap((entry) => {
    const meal = getMealByName(entry.name);
    return meal
      ? [{ entry, item: { meal: mealWithOil(meal, entry.oil), grams: entry.grams } }]
      : [];
  });
  const items = lines.map(({ item }) => item);
  if (items.length === 0) return null;
  const params = new URLSearchParams();
  encodePlateParams(
    params,
    lines.map(({ entry, item }) => ({ ...entry, name: item.meal.name })),
  );
  return { items, totals: plateTotals(items, plateText), query: params.toString() };
}

/** The card a plate link shows: the plate's own, or the calculator's when it names no plate. */
export function plateCard(plate: PlateCardData | null): CardRef {
  if (!plate) return pageCard(pages.calculator.path);
  return {
    path: `${CARDS_BASE}/plate?${plate.query}`,
    alt: shareCardText.plateAlt(plate.items.map(({ meal }) => meal.name)),
  };
}
