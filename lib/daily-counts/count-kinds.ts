// What the site counts, and nothing more: per day, how many visits of the links into the app
// came from which page on which platform ("download"), and which searches found no food
// ("unmet"). No cookie, address, user agent or identifier is ever stored: a row is a day, a
// kind, a platform, a key and a number.

type CountKind = "download" | "unmet";

/** The platform of a download count: the store route reached, or "other" (a computer on /app). */
export type CountPlatform = "ios" | "android" | "other";

export type CountRow = {
  kind: CountKind;
  /** YYYY-MM-DD, Libya's calendar day (Africa/Tripoli). */
  day: string;
  /** Empty for unmet searches. */
  platform: CountPlatform | "";
  /** The page (download) or the normalized text (unmet). */
  key: string;
  count: number;
};

/** At most this many distinct unmet texts are kept a day; beyond it new texts are dropped. */
export const UNMET_TEXTS_PER_DAY = 1_000;

/** An unmet text is cut to this many characters. */
export const UNMET_TEXT_MAX = 60;

/** The key of a download whose `from` was missing or not one of our pages. */
export const UNKNOWN_PAGE = "(none)";

/** Libya's calendar day of `at`: a visit at 01:00 in Tripoli counts on that day, not UTC's. */
export function countDay(at: Date = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: "Africa/Tripoli",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(at);
}
