import { formatNumber } from "@/lib/format/number";

/**
 * A number with only the decimals it needs, at most two: 1000 → "1,000", 3200.5 → "3,200.5",
 * 1997.95 → "1,997.95". The articles' worked examples show each step exactly as computed.
 */
export function exactNumber(value: number): string {
  const decimals =
    [0, 1].find((d) => Number.isInteger(Number((value * 10 ** d).toPrecision(12)))) ?? 2;
  return formatNumber(value, decimals);
}
