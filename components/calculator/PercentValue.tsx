import { formatNumber } from "@/lib/format/number";

/**
 * A whole percentage, always written "16%" (dir="ltr": after Arabic text the bidi algorithm
 * would otherwise show "%16"). A share above 0 that rounds to 0 shows "<1%", never a false 0.
 */
export function PercentValue({ value }: { value: number }) {
  const text = value > 0 && value < 0.5 ? "<1%" : `${formatNumber(value, 0)}%`;
  return (
    <span dir="ltr" className="tabular-nums">
      {text}
    </span>
  );
}
