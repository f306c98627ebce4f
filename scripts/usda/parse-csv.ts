// The project's one CSV reader (the USDA table, for `npm run data:meals` and
// `npm run images:app-screen`): RFC 4180, so quoted fields may hold commas, newlines and doubled
// quotes. Returns the header row's names and one record per data row.

export interface CsvTable {
  header: string[];
  records: Record<string, string>[];
}

export function parseCsvRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let inQuotes = false;
  let i = 0;
  while (i < text.length) {
    const ch = text[i];
    if (inQuotes) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        inQuotes = false;
      } else {
        field += ch;
      }
      i += 1;
      continue;
    }
    if (ch === '"') {
      if (field !== "")
        throw new Error(`CSV: quote inside an unquoted field on row ${rows.length + 1}`);
      inQuotes = true;
    } else if (ch === ",") {
      row.push(field);
      field = "";
    } else if (ch === "\n" || ch === "\r") {
      if (ch === "\r" && text[i + 1] === "\n") i += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
    } else {
      field += ch;
    }
    i += 1;
  }
  if (inQuotes) throw new Error("CSV: unterminated quoted field at end of file");
  if (field !== "" || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

export function parseCsv(text: string): CsvTable {
  const [header, ...rows] = parseCsvRows(text.startsWith("\uFEFF") ? text.slice(1) : text);
  if (!header) throw new Error("CSV: empty file");
  const records = rows.map((cells, index) => {
    if (cells.length !== header.length) {
      throw new Error(
        `CSV: row ${index + 2} has ${cells.length} fields, the header has ${header.length}`,
      );
    }
    return Object.fromEntries(header.map((name, j) => [name, cells[j] ?? ""]));
  });
  return { header, records };
}
