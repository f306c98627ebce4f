// The plate as text: in the page's URL (so "شارك طبقك" gives a link that rebuilds it) and in
// localStorage (so it survives a reload). Both are untrusted on the way back in: every entry
// is checked, a bad one is reported and skipped, nothing throws.
//
// URL form: one `p` parameter per item, "<grams>:<meal name>", e.g. ?p=250:بازين&p=100:شاي,
// and "<grams>_<meal of the day>:<meal name>" for a line placed in a meal (lib/nutrition/
// day-meals.ts's one-letter codes: ?p=250_l:بازين is the bazeen of lunch). Links made before
// the split have no code and still open, their lines not placed. A dish cooked with less or
// more oil (lib/nutrition/oil.ts) says so after them: ?p=250_l_less:بازين, ?p=300_more:شربة;
// a line without it is the dish as the recipe says, as every link made before the choice.
// «شارك طبقك» shares it on PLATE_PAGE_PATH, the calculator under a URL whose preview is the
// plate's own card; /calculator reads the same query.
import { MAX_PLATE_ITEMS, plateOil, sameLine, type PlateEntry } from "./plate";
import { parseOilChoice } from "./oil";
import { slotCode, slotOfCode } from "./day-meals";
import { parseGrams } from "./quantity";
import { PLATE_PARAM } from "@/lib/device-storage/plate-keys";
import { formerMealNames } from "@/content/meals/former-names";
import { checkedMealName } from "@/lib/meals/search/client";

/** The page a shared plate link opens. */
export const PLATE_PAGE_PATH = "/plate";

export interface DecodedPlate {
  entries: PlateEntry[];
  /** Raw entries that could not be read (bad grams, empty or overlong name). */
  invalid: string[];
  /** Valid entries dropped because the plate holds at most 20 meals. */
  overflow: number;
}

/** The marks after the grams: a meal of the day's code, then an oil choice, each optional. */
function decodeMarks(marks: readonly string[]): Pick<PlateEntry, "slot" | "oil"> | null {
  const [first, second, ...more] = marks;
  if (first === undefined) return {};
  const slot = slotOfCode(first);
  const oil = parseOilChoice(slot ? second : first);
  if (more.length > 0 || (slot && second !== undefined && !oil)) return null;
  if (!slot && (!oil || second !== undefined)) return null;
  // «كالعادة» is written as no mark: a link that spells it is not one of ours.
  if (oil === "usual") return null;
  return { ...(slot ? { slot } : {}), ...plateOil(oil ?? undefined) };
}

function decodeEntry(raw: string): PlateEntry | null {
  const colon = raw.indexOf(":");
  if (colon < 0) return null;
  const [amount = "", ...marks] = raw.slice(0, colon).split("_");
  const grams = parseGrams(amount);
  const placed = decodeMarks(marks);
  // The meal API's own name check: a name it would refuse is reported here as unreadable.
  const name = checkedMealName(raw.slice(colon + 1));
  if (grams === null || !name || placed === null) return null;
  return { name: formerMealNames[name] ?? name, grams, ...placed };
}

function encodeEntry({ name, grams, slot, oil }: PlateEntry): string {
  return `${grams}${slot ? `_${slotCode(slot)}` : ""}${oil ? `_${oil}` : ""}:${name}`;
}

function collect(raws: readonly string[]): DecodedPlate {
  const entries: PlateEntry[] = [];
  const invalid: string[] = [];
  let overflow = 0;
  for (const raw of raws) {
    const entry = decodeEntry(raw);
    if (entry === null) invalid.push(raw);
    else if (entries.some((e) => sameLine(e, entry))) invalid.push(raw);
    else if (entries.length >= MAX_PLATE_ITEMS) overflow += 1;
    else entries.push(entry);
  }
  return { entries, invalid, overflow };
}

/** The plate named by a URL's query, or null when the URL names none. */
export function decodePlateParams(params: URLSearchParams): DecodedPlate | null {
  const raws = params.getAll(PLATE_PARAM);
  return raws.length === 0 ? null : collect(raws);
}

/** Writes the plate into `params`, replacing any plate already there. */
export function encodePlateParams(params: URLSearchParams, entries: readonly PlateEntry[]): void {
  params.delete(PLATE_PARAM);
  for (const entry of entries) params.append(PLATE_PARAM, encodeEntry(entry));
}

/** Whether two plates hold the same meals in the same amounts, in any order. */
function samePlate(a: readonly PlateEntry[], b: readonly PlateEntry[]): boolean {
  return (
    a.length === b.length && a.every((e) => b.some((f) => sameLine(e, f) && f.grams === e.grams))
  );
}

export interface ArrivingPlate {
  /** The plate shown and stored on arrival. */
  start: DecodedPlate;
  /** A shared link's plate that differs from the visitor's own: offered, never applied unasked. */
  offer: DecodedPlate | null;
}

/**
 * The plate on arrival. A shared link fills an empty plate; it never replaces a plate the
 * visitor already keeps on this device: that one stays, and the link's plate is offered.
 */
export function arrivingPlate(link: DecodedPlate | null, stored: DecodedPlate): ArrivingPlate {
  if (link === null) return { start: stored, offer: null };
  if (stored.entries.length === 0 || samePlate(link.entries, stored.entries)) {
    return { start: link, offer: null };
  }
  return { start: stored, offer: link };
}

/** The plate as stored in localStorage. */
export function serializePlate(entries: readonly PlateEntry[]): string {
  return JSON.stringify(entries.map(encodeEntry));
}

/** A stored plate; anything malformed gives an empty plate, never an exception. */
export function parseStoredPlate(raw: string | null): DecodedPlate {
  if (raw === null) return { entries: [], invalid: [], overflow: 0 };
  try {
    const value: unknown = JSON.parse(raw);
    if (Array.isArray(value) && value.every((v) => typeof v === "string")) return collect(value);
  } catch {
    // fall through
  }
  return { entries: [], invalid: [raw.slice(0, 60)], overflow: 0 };
}
