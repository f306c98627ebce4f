// Output formats of `npm run messages`: a table for reading in a terminal and CSV for a
// spreadsheet. Plain functions over stored rows, so they are tested without a database.
import type { StoredMessage } from "./sqlite-message-store";

const columns = ["id", "received_at", "name", "email", "phone", "message"] as const;

// A cell starting with one of these is run as a formula by spreadsheet programs; visitors'
// texts must never be (OWASP "CSV injection").
const formulaStart = /^[=+\-@\t\r]/;

function csvCell(value: string | number | null, column: (typeof columns)[number]): string {
  let text = value === null ? "" : String(value);
  // The phone is validated as digits with an optional leading +: not a formula.
  if (column !== "phone" && column !== "id" && formulaStart.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** RFC 4180 CSV with a header row and CRLF line ends; `bom` prepends U+FEFF for Excel. */
export function toCsv(rows: readonly StoredMessage[], { bom = false } = {}): string {
  const lines = [
    columns.join(","),
    ...rows.map((row) => columns.map((c) => csvCell(row[c], c)).join(",")),
  ];
  return `${bom ? "\ufeff" : ""}${lines.join("\r\n")}\r\n`;
}

const clip = (text: string, max: number) => {
  const oneLine = text.replace(/\s+/g, " ").trim();
  const chars = [...oneLine];
  return chars.length > max ? `${chars.slice(0, max - 1).join("")}…` : oneLine;
};

/** A readable block per message, newest first as given; long messages in full with `full`. */
export function toTable(rows: readonly StoredMessage[], { full = false } = {}): string {
  if (rows.length === 0) return "No messages stored yet.\n";
  const blocks = rows.map((row) =>
    [
      `#${row.id}  ${row.received_at}`,
      `  name:    ${row.name}`,
      `  phone:   ${row.phone}`,
      `  email:   ${row.email ?? "-"}`,
      `  message: ${full ? row.message.replace(/\n/g, "\n           ") : clip(row.message, 120)}`,
    ].join("\n"),
  );
  return `${blocks.join("\n\n")}\n\n${rows.length} message(s), newest first.\n`;
}
