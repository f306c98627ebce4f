// `npm run report`: the daily counts of the last N days, as tables to read or as CSV. Plain
// functions over the stored rows (./count-kinds.ts), so they are tested without a database.
import { countDay, type CountRow } from "./count-kinds";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The first day of the last `days` days, today included (Libya's calendar). */
export function firstReportDay(days: number, now: Date = new Date()): string {
  return countDay(new Date(now.getTime() - (days - 1) * DAY_MS));
}

type Total = { key: string; platform: string; count: number };

function totals(rows: readonly CountRow[], kind: CountRow["kind"]): Total[] {
  const sums = new Map<string, Total>();
  for (const row of rows.filter((r) => r.kind === kind)) {
    const id = `${row.platform}\u0000${row.key}`;
    const total = sums.get(id) ?? { key: row.key, platform: row.platform, count: 0 };
    total.count += row.count;
    sums.set(id, total);
  }
  return [...sums.values()].sort(
    (a, b) =>
      b.count - a.count || a.platform.localeCompare(b.platform) || a.key.localeCompare(b.key),
  );
}

/** The two answers the owners asked for: downloads by platform and page; the 50 top unmet searches. */
export function reportText(rows: readonly CountRow[], days: number): string {
  const downloads = totals(rows, "download");
  const unmet = totals(rows, "unmet").slice(0, 50);
  const byPlatform = new Map<string, number>();
  for (const d of downloads)
    byPlatform.set(d.platform, (byPlatform.get(d.platform) ?? 0) + d.count);
  const lines = [`Links into the app, last ${days} days (by platform, then by platform and page):`];
  if (downloads.length === 0) lines.push("  none");
  for (const [platform, count] of byPlatform) lines.push(`  ${platform.padEnd(8)} ${count}`);
  for (const d of downloads)
    lines.push(`  ${String(d.count).padStart(6)}  ${d.platform.padEnd(8)} ${d.key}`);
  lines.push("", `Searches that found nothing, last ${days} days (top ${unmet.length}):`);
  if (unmet.length === 0) lines.push("  none");
  for (const u of unmet) lines.push(`  ${String(u.count).padStart(6)}  ${u.key}`);
  return `${lines.join("\n")}\n`;
}

// A cell starting with one of these is run as a formula by spreadsheet programs; visitors'
// texts must never be (OWASP "CSV injection").
const FORMULA_START = /^[=+\-@\t\r]/;

function csvCell(value: string | number): string {
  let text = String(value);
  if (typeof value === "string" && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One row per stored count: `kind,day,platform,key,count`, RFC 4180, CRLF. */
export function reportCsv(rows: readonly CountRow[]): string {
  const lines = [
    "kind,day,platform,key,count",
    ...rows.map((r) => [r.kind, r.day, r.platform, r.key, r.count].map(csvCell).join(",")),
  ];
  return `${lines.join("\r\n")}\r\n`;
}
