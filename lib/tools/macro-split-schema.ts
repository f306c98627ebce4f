// The macro form (/Blog2): daily energy and a split that must total 100 %.
import { z } from "zod/mini";
import { macroNames, macros } from "@/content/nutrition-reference";
import { macroFieldRanges, macroSplitText } from "@/content/tools/macro-split";
import { formatNumber } from "@/lib/format/number";
import { typedNumberField } from "./typed-number-field";

const { errors } = macroSplitText;

const percent = (name: string) => typedNumberField(macroFieldRanges.percent, errors.percent(name));

/** The sum of three percentages, to the precision a visitor types (no 33.3 + 33.3 + 33.4 drift). */
export function splitSum(split: Record<(typeof macros)[number], number>): number {
  return Math.round(macros.reduce((sum, m) => sum + split[m], 0) * 1e6) / 1e6;
}

export const macroSplitSchema = z
  .object({
    kcal: typedNumberField(macroFieldRanges.kcal, errors.kcal),
    carbohydrates: percent(macroNames.carbohydrates),
    protein: percent(macroNames.protein),
    fat: percent(macroNames.fat),
  })
  .check(
    z.superRefine((v, ctx) => {
      const sum = splitSum(v);
      if (sum !== 100) {
        ctx.addIssue({
          code: "custom",
          message: errors.sum(formatNumber(sum, Number.isInteger(sum) ? 0 : 1)),
          path: ["split"],
        });
      }
    }),
  );

export type MacroSplitInput = z.input<typeof macroSplitSchema>;
export type MacroSplitValues = z.output<typeof macroSplitSchema>;
