// The energy-needs form (/Blog1): what the visitor types, checked and turned into numbers.
import { z } from "zod/mini";
import { energyFieldRanges, energyNeedsText } from "@/content/tools/energy-needs";
import { activityLevels, LOSS_PACES, type ActivityLevel } from "@/content/nutrition-reference";
import { typedNumberField } from "./typed-number-field";

const { errors } = energyNeedsText;

export const paceValues = LOSS_PACES.map(String) as ["0.25", "0.5", "0.75"];

export const energyNeedsSchema = z.object({
  sex: z.enum(["female", "male"], { error: errors.sex }),
  age: typedNumberField(energyFieldRanges.age, errors.age),
  weight: typedNumberField(energyFieldRanges.weight, errors.weight),
  height: typedNumberField(energyFieldRanges.height, errors.height),
  activity: z.enum(activityLevels as [ActivityLevel, ...ActivityLevel[]], {
    error: errors.activity,
  }),
  pace: z.enum(paceValues, { error: errors.pace }),
});

/** What the form holds: text as typed, "" before a choice is made. */
export type EnergyNeedsInput = z.input<typeof energyNeedsSchema>;
export type EnergyNeedsValues = z.output<typeof energyNeedsSchema>;
