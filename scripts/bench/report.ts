// The benchmark's output: one row per measured figure, printed as one table at the end.

export interface BenchRow {
  step: string;
  measure: string;
  value: string;
  /** The target as text, e.g. "≤ 100 µs"; absent for figures shown for context. */
  target?: string;
  /** Absent when there is no target or the figure could not be measured. */
  pass?: boolean;
}

function status(row: BenchRow): string {
  if (row.pass === undefined) return row.target ? "n/a" : "";
  return row.pass ? "PASS" : "FAIL";
}

export function printTable(rows: readonly BenchRow[]): void {
  const header = ["Step", "Measure", "Value", "Target", "Result"];
  const cells = rows.map((r) => [r.step, r.measure, r.value, r.target ?? "", status(r)]);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => (c[i] ?? "").length)));
  const line = (cols: string[]) => cols.map((c, i) => c.padEnd(widths[i] ?? 0)).join("  ");
  console.log(line(header));
  console.log(widths.map((w) => "-".repeat(w)).join("  "));
  for (const c of cells) console.log(line(c));
}

export function percentile(sorted: readonly number[], p: number): number {
  if (!sorted.length) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] as number;
}
