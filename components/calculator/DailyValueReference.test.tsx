import { renderToStaticMarkup } from "react-dom/server";
import { DAILY_VALUES } from "@/lib/nutrition/daily-values";
import { parseTypedNumber } from "@/lib/format/parse-number";
import { DailyValueReference } from "./DailyValueReference";

// The reference list must show the amounts the "% of daily value" column divides by: a number
// shown rounded (thiamin 1.2 mg as «1») would disagree with every percentage beside it.

const text = renderToStaticMarkup(<DailyValueReference />)
  .replace(/<[^>]+>/g, "")
  .replace(/&quot;/g, '"');

describe("daily value reference", () => {
  it.each(DAILY_VALUES.map((dv) => [dv.name, dv.amount, dv.unit] as const))(
    "%s shows its Daily Value %d %s as it is",
    (name, amount, unit) => {
      const line = new RegExp(`${name.replace(/[()]/g, "\\$&")}: ([\\d.,]+) ${unit}`).exec(text);
      expect(line).not.toBeNull();
      expect(parseTypedNumber(line![1]!.replace(/,(?=\d{3})/g, ""))).toBe(amount);
    },
  );
});
