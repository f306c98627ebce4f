import type { CountRow } from "./count-kinds";

/** Where the daily counts are kept: SQLite (./sqlite-count-store.ts) or PostgreSQL. */
export type CountStore = {
  /** Adds one to a day's count (a new row starts at one, unless the day's cap is reached). */
  add(row: Omit<CountRow, "count">): Promise<void>;
  /** Every count from `day` (YYYY-MM-DD) on. */
  since(day: string): Promise<CountRow[]>;
  close(): Promise<void>;
};
