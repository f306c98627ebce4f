// A zod (mini) field for a number typed into a text box: Latin or Arabic-Indic digits and a
// decimal comma are accepted; each failure has its own Arabic message from content/.
import { z } from "zod/mini";
import { parseTypedNumber } from "@/lib/format/parse-number";

export interface NumberFieldMessages {
  empty: string;
  notNumber: string;
  range: string;
  notWhole?: string;
}

export function typedNumberField(
  [min, max]: readonly [number, number],
  messages: NumberFieldMessages,
) {
  return z.pipe(
    z.string(),
    z.transform((raw: string, ctx) => {
      const fail = (message: string) => {
        ctx.issues.push({ code: "custom", message, input: raw });
        return z.NEVER;
      };
      if (raw.trim() === "") return fail(messages.empty);
      const value = parseTypedNumber(raw);
      if (value === null) return fail(messages.notNumber);
      if (messages.notWhole && !Number.isInteger(value)) return fail(messages.notWhole);
      if (value < min || value > max) return fail(messages.range);
      return value;
    }),
  );
}
