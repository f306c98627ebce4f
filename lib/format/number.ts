// The site's one number formatter, used on the server and in the browser alike so hydration
// never mismatches. Latin digits, a dot for decimals, thin grouping with a comma.
//
// Written out rather than with Intl.NumberFormat: the browser builds its first Intl formatter
// from ICU's locale data, 140–365 ms of a cheap phone's main thread (Chromium at 4× CPU
// slowdown), and the contact form on every page formats its limits when it loads. The output
// is Intl's "en-US" output, which number.test.ts compares over many values.

/** The digits of a non-negative integer string, grouped by three with commas. */
function grouped(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
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
  // Already rounded to `decimals`, so toFixed only writes it out (no second rounding).
  const [whole, fraction] = Math.abs(rounded).toFixed(decimals).split(".");
  const sign = rounded < 0 ? "-" : "";
  return `${sign}${grouped(whole!)}${fraction ? `.${fraction}` : ""}`;
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
