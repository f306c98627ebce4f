// The site's one number formatter, used on the server and in the browser alike so hydration
// never mismatches. Latin digits, a dot for decimals, thin grouping with a comma.

const formatters = new Map<number, Intl.NumberFormat>();

function formatterFor(decimals: number): Intl.NumberFormat {
  let f = formatters.get(decimals);
  if (!f) {
    f = new Intl.NumberFormat("en-US", {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      useGrouping: true,
    });
    formatters.set(decimals, f);
  }
  return f;
}

/** Rounds half away from zero to `decimals` places, correcting binary float error (1.005 → 1.01). */
export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  const shifted = Math.abs(value) * factor;
  const rounded = Math.round(Number(shifted.toPrecision(15))) / factor;
  return Math.sign(value) * rounded;
}

/** Formats with exactly `decimals` decimal places, e.g. formatNumber(1234.5, 2) → "1,234.50". */
export function formatNumber(value: number, decimals = 0): string {
  const rounded = roundTo(value, decimals);
  return formatterFor(decimals).format(Object.is(rounded, -0) ? 0 : rounded);
}

/**
 * A number with only the decimals it needs, at most two: 1000 → "1,000", 3200.5 → "3,200.5",
 * 1997.95 → "1,997.95". The articles' worked examples show each step exactly as computed.
 */
export function exactNumber(value: number): string {
  const decimals =
    [0, 1].find((d) => Number.isInteger(Number((value * 10 ** d).toPrecision(12)))) ?? 2;
  return formatNumber(value, decimals);
}
