// Reads a number typed by a visitor: Latin (0-9), Arabic-Indic (٠-٩) or Eastern Arabic-Indic
// (۰-۹) digits, and a decimal dot, comma or Arabic decimal separator (٫). No grouping
// separators, no signs, no exponents: "1,5" is one and a half, never fifteen.

const DIGIT_BASES = [0x0660, 0x06f0]; // ٠ and ۰

/** Arabic-Indic (٠-٩) and Eastern Arabic-Indic (۰-۹) digits as Latin ones; the rest unchanged. */
export function toLatinDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (d) => {
    const code = d.charCodeAt(0);
    const base = DIGIT_BASES.find((b) => code >= b && code <= b + 9)!;
    return String(code - base);
  });
}

/** The number in `raw`, or null when it is empty or not a plain non-negative decimal. */
export function parseTypedNumber(raw: string): number | null {
  const text = toLatinDigits(raw.normalize("NFC").trim()).replace(/[,٫]/, ".");
  if (!/^(\d+(\.\d*)?|\.\d+)$/.test(text)) return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}
