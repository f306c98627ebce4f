// The meals of a day that a plate can be split into: breakfast, lunch and dinner on an ordinary
// day; in Ramadan, iftar, the meal between and suhoor, in the order they are eaten. Labels are
// content's (content/plate.ts); here are only the keys, their order and their one-letter codes
// in the plate's link.
import type { DaySlot, PlateEntry } from "./plate";

const EVERYDAY_SLOTS: readonly DaySlot[] = ["breakfast", "lunch", "dinner"];
const RAMADAN_SLOTS: readonly DaySlot[] = ["iftar", "snack", "suhoor"];
const ALL_SLOTS: readonly DaySlot[] = [...EVERYDAY_SLOTS, ...RAMADAN_SLOTS];

const CODES: Record<DaySlot, string> = {
  breakfast: "b",
  lunch: "l",
  dinner: "d",
  iftar: "i",
  snack: "n",
  suhoor: "s",
};

export function slotCode(slot: DaySlot): string {
  return CODES[slot];
}

export function slotOfCode(code: string): DaySlot | null {
  return ALL_SLOTS.find((slot) => CODES[slot] === code) ?? null;
}

/**
 * The meals a plate offers: the season's three, and any other a line was placed in (a plate
 * split in Ramadan keeps its iftar after Eid), ordinary day's first.
 */
export function slotsOffered(entries: readonly PlateEntry[], ramadan: boolean): DaySlot[] {
  const season = ramadan ? RAMADAN_SLOTS : EVERYDAY_SLOTS;
  return ALL_SLOTS.filter((slot) => season.includes(slot) || entries.some((e) => e.slot === slot));
}

export interface SlotGroup {
  /** null: the lines not placed in a meal yet. */
  slot: DaySlot | null;
  entries: PlateEntry[];
}

/**
 * The plate's lines by meal, in the day's order, then those not placed. An empty meal is
 * left out; a plate with no line placed is one group, as before the split.
 */
export function groupBySlot(entries: readonly PlateEntry[], ramadan: boolean): SlotGroup[] {
  const groups: SlotGroup[] = slotsOffered(entries, ramadan).map((slot) => ({
    slot,
    entries: entries.filter((e) => e.slot === slot),
  }));
  groups.push({ slot: null, entries: entries.filter((e) => !e.slot) });
  return groups.filter((g) => g.entries.length > 0);
}

/** Whether the visitor has placed any line in a meal (then per-meal totals are shown). */
export function isSplit(entries: readonly PlateEntry[]): boolean {
  return entries.some((e) => e.slot !== undefined);
}
